#!/usr/bin/env bash
# usage: flag_test.sh on|off BINARY MERGED UNMERGED
# BINARY follows --@rules_fmerge//:merge: with the flag on its .text equals
# the always-merged build's, with it off the never-merged build's.
set -euo pipefail
source "$(dirname "$0")/text_size.sh"
flag=$1
bin=$(text_bytes "$2")
merged=$(text_bytes "$3")
unmerged=$(text_bytes "$4")
echo "flag $flag: .text $bin (merged $merged, unmerged $unmerged)"
want=$unmerged
[ "$flag" = on ] && want=$merged
if [ "$bin" != "$want" ]; then
  echo "FAIL: with the merge flag $flag, .text should be $want" >&2
  exit 1
fi
if [ "$flag" = on ] && ! cmp -s "$2" "$3"; then
  echo "FAIL: $2 and $3 are the same link but differ" >&2
  exit 1
fi
