#!/usr/bin/env bash
# usage: same_output_test.sh EXPECTED_LINE BINARY...: each prints EXPECTED_LINE.
set -euo pipefail
want=$1
shift
for bin in "$@"; do
  got=$("$bin")
  [ "$got" = "$want" ] || { echo "FAIL: $bin printed '$got', want '$want'" >&2; exit 1; }
done
