#!/usr/bin/env bash
# Measures what similar-function merging buys: .text bytes of each program
# compiled with llc (-O2 -relocation-model=pic; code size summed over all
# executable sections, each rounded up to its alignment, by textsize) after
#
#   none       no merging
#   mergefunc  opt -mergefunc
#   identical  fmerge merge --mode=identical
#   all        identical + similar, profitability measured with llc (default)
#   all-model  identical + similar, cost model only (no llc while merging)
#
# and the time `all` takes next to the llc compile time of the same module
# (target: at most 25%). Prints one Markdown table and, with -write,
# replaces the results section of bench/README.md.
#
#   bench/similar/run.sh [-write] [-quick]
#
# Programs: examples/c and examples/cxx (each file clang-14 -Os -flto -c,
# then llvm-link), SQLite (the sqlite3.c amalgamation, same flags; taken
# from $SQLITE_C, /tmp/src/sqlite3-3.40.1/sqlite3.c or the cache, else
# fetched with `apt-get source sqlite3` and `./configure && make sqlite3.c`)
# and yaml-cpp 0.7 with its whole gtest suite and googletest itself (C++17,
# template-heavy; `apt-get source yaml-cpp`, Debian's googletest), whose
# test binary must print the same before and after merging.
# -quick skips SQLite and yaml-cpp. `all` is `fmerge merge --mode=all` with its defaults;
# bench/similar/simbench drives the library directly for experiments
# (explore counts, calibration samples).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WRITE=0 QUICK=0
for a in "$@"; do
  case $a in
    -write) WRITE=1 ;;
    -quick) QUICK=1 ;;
    *) echo "usage: $0 [-write] [-quick]" >&2; exit 2 ;;
  esac
done
CACHE=${BENCH_CACHE:-$HOME/.cache/fmerge-bench}
mkdir -p "$CACHE"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

. "$ROOT/tools/llvm14.sh"
CLANG=$(t14 clang) CLANGXX=$(t14 clang++) OPT=$(t14 opt) LLC=$(t14 llc)
LINK=$(t14 llvm-link) DIS=$(t14 llvm-dis)
for t in "$CLANG" "$CLANGXX" "$OPT" "$LLC" "$LINK" "$DIS"; do
  command -v "$t" >/dev/null || { echo "bench: $t not installed (apt-get install clang-14 llvm-14)" >&2; exit 1; }
done

cd "$ROOT"
go build -o "$WORK/fmerge" ./tools/fmerge
go build -o "$WORK/simbench" ./bench/similar/simbench
go build -o "$WORK/textsize" ./bench/similar/textsize

# whole NAME CC SRC...: whole-program IR of SRC... in $WORK/NAME.ll
# ($EXTRA_FLAGS are added to each compile; sources compile two at a time).
whole() {
  local name=$1 cc=$2 objs=() i=0
  shift 2
  for src in "$@"; do
    # shellcheck disable=SC2086
    "$cc" -Os -flto -w ${EXTRA_FLAGS:-} -c "$src" -o "$WORK/$name-$i.o" &
    objs+=("$WORK/$name-$i.o")
    i=$((i + 1))
    if [ $((i % 2)) = 0 ]; then wait; fi
  done
  wait
  "$LINK" "${objs[@]}" -o "$WORK/$name.bc"
  "$DIS" "$WORK/$name.bc" -o "$WORK/$name.ll"
}

# sqlite_c prints the path of sqlite3.c, fetching it once if needed.
sqlite_c() {
  local c
  for c in "${SQLITE_C:-}" /tmp/src/sqlite3-3.40.1/sqlite3.c "$CACHE"/sqlite3-*/sqlite3.c; do
    if [ -n "$c" ] && [ -s "$c" ]; then echo "$c"; return 0; fi
  done
  echo "bench: fetching and amalgamating SQLite (once, cached in $CACHE)" >&2
  (cd "$CACHE" && apt-get source -q sqlite3 >/dev/null 2>&1) || { echo "bench: apt-get source sqlite3 failed (deb-src missing?)" >&2; return 1; }
  local d
  d=$(ls -d "$CACHE"/sqlite3-*/ | head -1)
  (cd "$d" && ./configure -q >/dev/null 2>&1 && make sqlite3.c >/dev/null 2>&1) || { echo "bench: building sqlite3.c failed" >&2; return 1; }
  echo "$d/sqlite3.c"
}

# yaml_cpp prints the yaml-cpp source directory, fetched once with
# `apt-get source yaml-cpp` into the cache; its test suite needs googletest
# (/usr/src/googletest, Debian package googletest).
yaml_cpp() {
  local d
  d=$(ls -d "$CACHE"/yaml-cpp-*/ 2>/dev/null | head -1)
  if [ -z "$d" ]; then
    echo "bench: fetching yaml-cpp (once, cached in $CACHE)" >&2
    (cd "$CACHE" && apt-get source -q yaml-cpp >/dev/null 2>&1) || { echo "bench: apt-get source yaml-cpp failed (deb-src missing?)" >&2; return 1; }
    d=$(ls -d "$CACHE"/yaml-cpp-*/ | head -1)
  fi
  if [ ! -d /usr/src/googletest ]; then
    apt-get install -y -q googletest >/dev/null 2>&1 || { echo "bench: googletest not installed" >&2; return 1; }
  fi
  echo "${d%/}"
}

# same_tests NAME: links the unmerged and the `all` objects of NAME into
# executables, runs both (a gtest suite) and fails unless they print the
# same, timings aside.
same_tests() {
  local o
  for o in "$WORK/$1.ll.o" "$WORK/$1.all.ll.o"; do
    "$CLANGXX" -fuse-ld=lld "$o" -o "$o.exe" -lpthread
    "$o.exe" 2>&1 | sed 's/([0-9]* ms[^)]*)//' >"$o.out" || true
  done
  if ! cmp -s "$WORK/$1.ll.o.out" "$WORK/$1.all.ll.o.out"; then
    echo "bench: $1 behaves differently after merging" >&2
    diff "$WORK/$1.ll.o.out" "$WORK/$1.all.ll.o.out" | head -20 >&2
    return 1
  fi
  echo "bench: $1 test suite prints the same after merging: $(grep -m1 PASSED "$WORK/$1.ll.o.out")" >&2
}

# size LL: .text bytes of LL compiled with llc; llc's time goes to $WORK/secs.
size() {
  local s e
  s=$(date +%s.%N)
  "$LLC" -O2 -relocation-model=pic -filetype=obj -o "$1.o" "$1"
  e=$(date +%s.%N)
  echo "$e - $s" | bc >"$WORK/secs"
  "$WORK/textsize" "$1.o"
}

# all IN OUT [measure|model]: `fmerge merge --mode=all` with its defaults
# (profitability measured, or -profit=model); prints similar merges, bytes
# saved (from -stats) and the wall time, tab-separated.
all() {
  local in=$1 out=$2 profit=${3:-measure} s e
  s=$(date +%s.%N)
  "$WORK/fmerge" merge --mode=all -profit="$profit" -quiet -stats -o "$out" "$in" 2>"$WORK/stats"
  e=$(date +%s.%N)
  printf '%s\t%s\t%s\n' "$(stat_of 'profitable similar merges committed')" \
    "$(stat_of 'bytes saved by similar merging')" "$(echo "$e - $s" | bc)"
}

# stat_of DESCRIPTION: the -stats counter with that description (0 if absent).
stat_of() {
  local v
  v=$(sed -n "s/^ *\([0-9][0-9]*\) fmerge - $1.*/\1/p" "$WORK/stats" | head -1)
  echo "${v:-0}"
}

row() {
  local name=$1 ll=$WORK/$1.ll
  local funcs none mf id al model llc line t merges saved
  funcs=$(grep -c '^define ' "$ll")
  none=$(size "$ll"); llc=$(cat "$WORK/secs")
  "$OPT" -mergefunc -S "$ll" -o "$WORK/$name.mf.ll"
  mf=$(size "$WORK/$name.mf.ll")
  "$WORK/fmerge" merge --mode=identical -quiet -o "$WORK/$name.id.ll" "$ll"
  id=$(size "$WORK/$name.id.ll")
  line=$(all "$ll" "$WORK/$name.all.ll")
  al=$(size "$WORK/$name.all.ll")
  merges=$(cut -f1 <<<"$line") saved=$(cut -f2 <<<"$line") t=$(cut -f3 <<<"$line")
  all "$ll" "$WORK/$name.model.ll" model >/dev/null
  model=$(size "$WORK/$name.model.ll")
  printf '| %s | %d | %d | %d | %d | %d | %d | %+d | %s (%s B) | %.2f | %.2f | %.0f%% |\n' \
    "$name" "$funcs" "$none" "$mf" "$id" "$al" "$model" "$((al - mf))" "$merges" "$saved" \
    "$t" "$llc" "$(echo "100 * $t / $llc" | bc -l)"
}

whole c "$CLANG" examples/c/*.c
whole cxx "$CLANGXX" examples/cxx/*.cpp
if [ $QUICK = 0 ]; then
  whole sqlite "$CLANG" "$(sqlite_c)"
  Y=$(yaml_cpp) G=/usr/src/googletest
  EXTRA_FLAGS="-std=c++17 -I$Y/include -I$Y/src -I$Y/test -I$G/googletest/include -I$G/googletest -I$G/googlemock/include -I$G/googlemock" \
    whole yaml-cpp "$CLANGXX" "$Y"/src/*.cpp "$Y"/src/contrib/*.cpp "$Y"/test/*.cpp "$Y"/test/integration/*.cpp \
    "$Y"/test/node/*.cpp "$G"/googletest/src/gtest-all.cc "$G"/googlemock/src/gmock-all.cc
fi

{
  echo "| program | functions | none | mergefunc | identical | all | all-model | all − mergefunc | similar merges (measured saving) | merge time s | llc time s | merge/llc |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  row c
  row cxx
  if [ $QUICK = 0 ]; then
    row sqlite
    row yaml-cpp
  fi
} | tee "$WORK/table.md"
[ $QUICK = 1 ] || same_tests yaml-cpp

if [ $WRITE = 1 ]; then
  readme=$ROOT/bench/README.md
  {
    sed '/^<!-- results -->$/q' "$readme"
    echo
    echo "Recorded $(date -u +%Y-%m-%d) at $(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" diff --quiet -- merge/ || echo ' (uncommitted engine changes)'), $(nproc) cores:"
    echo
    cat "$WORK/table.md"
  } >"$WORK/readme"
  mv "$WORK/readme" "$readme"
fi
