#!/usr/bin/env bash
# usage: same_output_test.sh EXPECTED BINARY...
# Every BINARY (the same program linked merged and unmerged) must print
# EXPECTED when run without arguments, and all must agree when run with
# arguments.
set -euo pipefail
expected=$1
shift
first=
for bin in "$@"; do
  if ! diff -u "$expected" <("$bin"); then
    echo "FAIL: $bin output differs from $expected" >&2
    exit 1
  fi
  out=$("$bin" several words given here)
  if [ -z "$first" ]; then
    first=$out
  elif [ "$out" != "$first" ]; then
    echo "FAIL: $bin prints '$out' with arguments, $1 prints '$first'" >&2
    exit 1
  fi
  echo "ok: $bin"
done
