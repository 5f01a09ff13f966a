#!/usr/bin/env bash
# usage: lto_parity_test.sh strict|not-larger EXPECTED PLAIN_LTO MERGED UNMERGED
# PLAIN_LTO is the release build a team ships without fmerge (a plain
# cc_binary linked with full LTO). All three print EXPECTED; UNMERGED
# (merging off) has .text within 0.5% of PLAIN_LTO's; MERGED is never
# larger, and with "strict" smaller.
set -euo pipefail
source "$(dirname "$0")/text_size.sh"
how=$1 expected=$2 plain=$3 merged=$4 unmerged=$5
for bin in "$plain" "$merged" "$unmerged"; do
  diff -u "$expected" <("$bin") || { echo "FAIL: $bin output differs from $expected" >&2; exit 1; }
done
p=$(text_bytes "$plain") m=$(text_bytes "$merged") u=$(text_bytes "$unmerged")
echo ".text: plain full-LTO $p, fmerge merge=off $u, merge=on $m"
awk -v p="$p" -v u="$u" 'BEGIN { d = (u > p ? u - p : p - u) / p; printf "merge=off differs from plain LTO by %.2f%%\n", 100 * d; exit !(d <= 0.005) }' ||
  { echo "FAIL: merge=off is not within 0.5% of the plain LTO build" >&2; exit 1; }
if [ "$m" -gt "$p" ]; then
  echo "FAIL: merge=on is larger than the plain LTO build" >&2
  exit 1
fi
if [ "$how" = strict ] && [ "$m" -ge "$p" ]; then
  echo "FAIL: merge=on is not smaller than the plain LTO build" >&2
  exit 1
fi
echo "ok"
