#!/usr/bin/env bash
# fmerge in one minute: installs the toolchain if needed, builds fmerge,
# links the bundled C++ example (examples/cxx) as a plain full-LTO release
# build and again with merging (the README's recipe), checks both print the
# expected output, and compares their .text sizes.
#
#   tools/demo.sh [cxx|c]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$ROOT/tools/llvm14.sh"
say() { printf '\n== %s\n' "$*"; }

case "${1:-cxx}" in
  cxx) EX=cxx CXX=clang++ EXT=.cpp ;;
  c) EX=c CXX=clang EXT=.c ;;
  *) echo "usage: $0 [cxx|c]" >&2; exit 2 ;;
esac
say "toolchain (clang-14, lld-14)"
tools/install-deps.sh | tail -1
CXX=$(t14 "$CXX")
SIZE=$(t14 llvm-size)

say "build fmerge"
go build -o "$WORK/fmerge" ./tools/fmerge
echo "$WORK/fmerge"

say "compile examples/$EX to LTO bitcode ($(basename "$CXX") -Os -flto -c)"
objs=()
for src in examples/"$EX"/*"$EXT"; do
  o=$WORK/$(basename "$src" "$EXT").o
  "$CXX" -Os -flto -c "$src" -o "$o"
  objs+=("$o")
done
echo "${#objs[@]} objects"

say "baseline: the plain full-LTO release build ($(basename "$CXX") -flto -fuse-ld=lld)"
"$CXX" -flto -fuse-ld=lld "${objs[@]}" -o "$WORK/before"

say "the same link with merging: the linker's view, then fmerge merge -lto=O2"
"$CXX" -flto -fuse-ld=lld -Wl,--plugin-opt=emit-llvm "${objs[@]}" -o "$WORK/app.lto.bc"
"$WORK/fmerge" merge -lto=O2 -stats -o "$WORK/merged.o" "$WORK/app.lto.bc" 2>"$WORK/stats" || {
  cat "$WORK/stats"
  exit 1
}
grep -E 'fmerge - Number of (functions (defined|merged)|thunks|aliases|merged functions deleted|direct calls)' "$WORK/stats" || cat "$WORK/stats"
"$CXX" -fuse-ld=lld "$WORK/merged.o" -o "$WORK/after"

say "run both and compare with examples/$EX/expected_output.txt"
for b in before after; do
  if "$WORK/$b" | cmp -s - examples/$EX/expected_output.txt; then
    echo "$b: output as expected"
  else
    echo "$b: OUTPUT DIFFERS"
    exit 1
  fi
done

say ".text size (llvm-size -A)"
text() { "$SIZE" -A "$1" | awk '$1 == ".text" { print $2 }'; }
b=$(text "$WORK/before") a=$(text "$WORK/after")
printf '%-28s %8s bytes\n' "before (plain full LTO)" "$b" "after (full LTO + fmerge)" "$a"
echo "saved $((b - a)) bytes ($(awk -v b="$b" -v a="$a" 'BEGIN { printf "%.1f", 100 * (b - a) / b }')%)"
