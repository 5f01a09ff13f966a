#!/usr/bin/env bash
# The release-build comparison users believe: for real Debian programs,
# .text of the executables of
#
#   no-lto     plain release build without LTO (clang -Os, ld.lld)
#   lto        plain full-LTO release build (clang -Os -flto, ld.lld): the
#              baseline fmerge must beat
#   identical  the same link with fmerge -lto=O2 --mode=identical
#   all        the same link with fmerge -lto=O2 (identical + similar)
#
# side by side in one run, with each program's own tests run on every
# variant (a failing test fails the script), and fmerge's time next to the
# plain LTO link's. Prints one Markdown table; -write also replaces the
# results section of bench/release/README.md.
#
#   bench/release/run.sh [-write]
#
# Programs (sources from `apt-get source`, cached in $BENCH_CACHE, default
# ~/.cache/fmerge-bench; bench/release/debsrc.sh adds the deb-src entry):
#   zlib 1.2.13: the library with its tool minigzip (test: `make test`'s
#     round trip, plus a 1 MB file) and its test programs example and
#     infcover (run; exit status 0);
#   yaml-cpp 0.7.0: the library with its gtest suite (with googletest and
#     googlemock, Debian's googletest package), run in full.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WRITE=0
for a in "$@"; do
  case $a in
    -write) WRITE=1 ;;
    *) echo "usage: $0 [-write]" >&2; exit 2 ;;
  esac
done
CACHE=${BENCH_CACHE:-$HOME/.cache/fmerge-bench}
mkdir -p "$CACHE"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$ROOT/tools/llvm14.sh"
CLANG=$(t14 clang) CLANGXX=$(t14 clang++) SIZE=$(t14 llvm-size)
"$ROOT/tools/install-deps.sh" >/dev/null
(cd "$ROOT" && go build -o "$WORK/fmerge" ./tools/fmerge)

# source PKG: the unpacked source directory of Debian package PKG.
source_of() {
  local d
  d=$(ls -d "$CACHE/$1"-*/ 2>/dev/null | head -1)
  if [ -z "$d" ]; then
    "$ROOT/bench/release/debsrc.sh" >&2
    (cd "$CACHE" && apt-get source -q "$1" >/dev/null 2>&1) || { echo "bench: apt-get source $1 failed" >&2; return 1; }
    d=$(ls -d "$CACHE/$1"-*/ | head -1)
  fi
  echo "${d%/}"
}

# compile TAG CC FLAGS... -- SRC...: objects in $WORK/TAG/, two at a time;
# prints their paths.
compile() {
  local tag=$1 cc=$2 flags=() i=0 objs=()
  shift 2
  while [ "$1" != -- ]; do flags+=("$1"); shift; done
  shift
  mkdir -p "$WORK/$tag"
  for src in "$@"; do
    "$cc" "${flags[@]}" -w -c "$src" -o "$WORK/$tag/$i.o" &
    objs+=("$WORK/$tag/$i.o")
    i=$((i + 1))
    if [ $((i % 2)) = 0 ]; then wait; fi
  done
  wait
  echo "${objs[@]}"
}

text() { "$SIZE" -A "$1" | awk '$1 == ".text" { print $2 }'; }
now() { date +%s.%N; }
secs() { echo "$2 - $1" | bc; }

# variants NAME CC LIBS -- NATIVE_OBJS -- LTO_OBJS: links the four variants
# of one program as $WORK/NAME.{no-lto,lto,identical,all}; records the
# timings in $WORK/NAME.times ("lto-link S" and "fmerge-MODE S").
variants() {
  local name=$1 cc=$2 libs=() native=() lto=() s
  shift 2
  while [ "$1" != -- ]; do libs+=("$1"); shift; done
  shift
  while [ "$1" != -- ]; do native+=("$1"); shift; done
  shift
  lto=("$@")
  "$cc" -fuse-ld=lld "${native[@]}" "${libs[@]}" -o "$WORK/$name.no-lto"
  s=$(now)
  "$cc" -flto -fuse-ld=lld "${lto[@]}" "${libs[@]}" -o "$WORK/$name.lto"
  echo "lto-link $(secs "$s" "$(now)")" >"$WORK/$name.times"
  "$cc" -flto -fuse-ld=lld -Wl,--plugin-opt=emit-llvm "${lto[@]}" "${libs[@]}" -o "$WORK/$name.view.bc"
  for mode in identical all; do
    s=$(now)
    "$WORK/fmerge" merge -quiet -lto=O2 --mode=$mode -o "$WORK/$name.$mode.o" "$WORK/$name.view.bc"
    echo "fmerge-$mode $(secs "$s" "$(now)")" >>"$WORK/$name.times"
    "$cc" -fuse-ld=lld "$WORK/$name.$mode.o" "${libs[@]}" -o "$WORK/$name.$mode"
  done
}

# row NAME TESTS: one table row; TESTS says how the variants were tested.
row() {
  local n=$1 t
  t() { awk -v k="$1" '$1 == k { print $2 }' "$WORK/$n.times"; }
  local nl l i a
  nl=$(text "$WORK/$n.no-lto") l=$(text "$WORK/$n.lto") i=$(text "$WORK/$n.identical") a=$(text "$WORK/$n.all")
  printf '| %s | %d | %d | %d | %d | %s | %.2f | %.2f | %.2f | %s |\n' "$n" "$nl" "$l" "$i" "$a" \
    "$(awk -v l="$l" -v a="$a" 'BEGIN { printf "%+.2f%%", 100 * (a - l) / l }')" \
    "$(t lto-link)" "$(t fmerge-identical)" "$(t fmerge-all)" "$2"
}

V="no-lto lto identical all"

# --- zlib: library, its tool minigzip, its test programs ---
Z=$(source_of zlib)
ZLIB_SRCS=()
for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate inftrees trees uncompr zutil; do
  ZLIB_SRCS+=("$Z/$f.c")
done
for prog in minigzip example infcover; do
  # shellcheck disable=SC2046
  variants "zlib-$prog" "$CLANG" -- \
    $(compile "z-$prog-n" "$CLANG" -Os -I"$Z" -- "${ZLIB_SRCS[@]}" "$Z/test/$prog.c") -- \
    $(compile "z-$prog-l" "$CLANG" -Os -flto -I"$Z" -- "${ZLIB_SRCS[@]}" "$Z/test/$prog.c")
done
head -c 1000000 /usr/bin/bash >"$WORK/sample"
for v in $V; do
  (cd "$WORK" && echo hello world | "./zlib-minigzip.$v" | "./zlib-minigzip.$v" -d | grep -qx 'hello world') ||
    { echo "bench: zlib minigzip ($v) fails make test's round trip" >&2; exit 1; }
  "$WORK/zlib-minigzip.$v" <"$WORK/sample" >"$WORK/sample.$v.gz"
  "$WORK/zlib-minigzip.$v" -d <"$WORK/sample.$v.gz" | cmp -s - "$WORK/sample" ||
    { echo "bench: zlib minigzip ($v) does not round-trip 1 MB" >&2; exit 1; }
  cmp -s "$WORK/sample.$v.gz" "$WORK/sample.no-lto.gz" || { echo "bench: zlib minigzip ($v) compresses differently" >&2; exit 1; }
  (cd "$WORK" && "./zlib-example.$v" "$WORK/ex.$v.gz" >"$WORK/example.$v.out" 2>&1) ||
    { echo "bench: zlib example ($v) failed" >&2; cat "$WORK/example.$v.out" >&2; exit 1; }
  "$WORK/zlib-infcover.$v" >"$WORK/infcover.$v.out" 2>&1 || { echo "bench: zlib infcover ($v) failed" >&2; exit 1; }
done
echo "bench: zlib: minigzip round trips (make test's and 1 MB, same bytes), example and infcover pass on all four variants" >&2

# --- yaml-cpp with its gtest suite ---
Y=$(source_of yaml-cpp)
[ -d /usr/src/googletest ] || apt-get install -y -q googletest >/dev/null
G=/usr/src/googletest
YFLAGS=(-std=c++17 -I"$Y/include" -I"$Y/src" -I"$Y/test" -I"$G/googletest/include" -I"$G/googletest" -I"$G/googlemock/include" -I"$G/googlemock")
YSRCS=("$Y"/src/*.cpp "$Y"/src/contrib/*.cpp "$Y"/test/*.cpp "$Y"/test/integration/*.cpp "$Y"/test/node/*.cpp "$G"/googletest/src/gtest-all.cc "$G"/googlemock/src/gmock-all.cc)
# shellcheck disable=SC2046
variants yaml-cpp-tests "$CLANGXX" -lpthread -- \
  $(compile y-n "$CLANGXX" -Os "${YFLAGS[@]}" -- "${YSRCS[@]}") -- \
  $(compile y-l "$CLANGXX" -Os -flto "${YFLAGS[@]}" -- "${YSRCS[@]}")
for v in $V; do
  "$WORK/yaml-cpp-tests.$v" >"$WORK/y.$v.out" 2>&1 || { echo "bench: yaml-cpp tests ($v) failed" >&2; tail "$WORK/y.$v.out" >&2; exit 1; }
done
ytests="$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests.*/\1/p' "$WORK/y.all.out" | head -1) tests pass"
echo "bench: yaml-cpp: gtest suite passes on all four variants ($ytests)" >&2

{
  echo "| program | no-lto | lto (baseline) | fmerge identical | fmerge all | all vs lto | lto link s | fmerge identical s | fmerge all s | tests on every variant |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"
  row zlib-minigzip "round trips (make test's; 1 MB, same compressed bytes)"
  row zlib-example "passes"
  row zlib-infcover "passes"
  row yaml-cpp-tests "gtest suite: $ytests"
} | tee "$WORK/table.md"

if [ $WRITE = 1 ]; then
  readme=$ROOT/bench/release/README.md
  {
    sed '/^<!-- results -->$/q' "$readme"
    echo
    echo "Recorded $(date -u +%Y-%m-%d) at $(git -C "$ROOT" rev-parse --short HEAD), $(nproc) cores; .text bytes of the executables:"
    echo
    cat "$WORK/table.md"
  } >"$WORK/readme"
  mv "$WORK/readme" "$readme"
fi
