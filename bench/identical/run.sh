#!/usr/bin/env bash
# Benchmarks `fmerge merge --mode=identical` against LLVM's
# `opt -mergefunc` on the same .ll files and prints one Markdown table:
# wall time, peak RSS (GNU time; the largest single process of the run) and
# functions merged (counted from the IR before/after by mergecount, since
# Debian's opt has no -stats).
#
#   bench/identical/run.sh [-quick]
#
# Inputs: the two examples, SQLite (sqlite3.c amalgamation at -Os; fetched
# with `apt-get source sqlite3` and cached), and a generated module
# (bench/identical/gen, $GEN_FUNCS functions, default 20000). -quick skips
# SQLite and uses 5000 generated functions.
# Environment: FMERGE (binary; built if unset), BENCH_CACHE (default
# ~/.cache/fmerge-bench), SQLITE_C (path of an existing sqlite3.c).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
QUICK=0
[ "${1:-}" = -quick ] && QUICK=1
CACHE=${BENCH_CACHE:-$HOME/.cache/fmerge-bench}
GEN_FUNCS=${GEN_FUNCS:-20000}
[ $QUICK = 1 ] && GEN_FUNCS=5000
mkdir -p "$CACHE"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

. "$ROOT/tools/llvm14.sh"
CLANG=$(t14 clang) CLANGXX=$(t14 clang++) OPT=$(t14 opt)
LINK=$(t14 llvm-link) DIS=$(t14 llvm-dis)
[ -x /usr/bin/time ] || "$ROOT/tools/install-deps.sh" >&2

cd "$ROOT"
FMERGE=${FMERGE:-}
if [ -z "$FMERGE" ]; then
  FMERGE=$WORK/fmerge
  go build -o "$FMERGE" ./tools/fmerge
fi
go build -o "$WORK/mergecount" ./bench/identical/mergecount
go build -o "$WORK/gen" ./bench/identical/gen

# example NAME EXT CC: whole-program IR of examples/NAME in $WORK/NAME.ll
example() {
  local name=$1 ext=$2 cc=$3 objs=()
  for src in examples/"$name"/*"$ext"; do
    local o=$WORK/$name-$(basename "$src" "$ext").o
    "$cc" -Os -flto -c "$src" -o "$o"
    objs+=("$o")
  done
  "$LINK" "${objs[@]}" -o "$WORK/$name.bc"
  "$DIS" "$WORK/$name.bc" -o "$WORK/$name.ll"
}

# sqlite: $CACHE/sqlite3.ll from the Debian source package's amalgamation.
sqlite() {
  local c=${SQLITE_C:-}
  if [ -s "$CACHE/sqlite3.ll" ]; then return 0; fi
  if [ -z "$c" ]; then
    c=$(ls "$CACHE"/sqlite3-*/sqlite3.c 2>/dev/null | head -1 || true)
  fi
  if [ -z "$c" ]; then
    echo "bench: fetching and amalgamating SQLite (once, cached in $CACHE)" >&2
    (cd "$CACHE" && apt-get source -q sqlite3 >/dev/null 2>&1) || return 1
    local d
    d=$(ls -d "$CACHE"/sqlite3-*/ | head -1)
    (cd "$d" && ./configure -q >/dev/null 2>&1 && make sqlite3.c >/dev/null 2>&1) || return 1
    c=$d/sqlite3.c
  fi
  "$CLANG" -Os -S -emit-llvm -w "$c" -o "$CACHE/sqlite3.ll"
}

# measure CMD...: runs CMD under GNU time; sets T (seconds) and M (KiB),
# or returns 1 with the error on stderr.
measure() {
  if ! /usr/bin/time -f '%e %M' -o "$WORK/time" "$@" >/dev/null 2>"$WORK/err"; then
    echo "bench: $(basename "$1") failed on ${*: -1}:" >&2
    head -5 "$WORK/err" >&2
    return 1
  fi
  read -r T M < "$WORK/time"
}

row() { # row INPUT LABEL: prints one table row from T, M and N
  printf '| %s | %s | %.2f | %d | %s |\n' "$1" "$2" "$T" $((M / 1024)) "$N"
}

failed() { printf '| %s | %s | failed | | |\n' "$1" "$2"; }

bench() { # bench NAME FILE.ll
  local name=$1 in=$2 label
  label="$name ($(grep -c '^define' "$in") functions)"
  if measure "$OPT" -mergefunc -S "$in" -o "$WORK/opt.ll"; then
    N=$("$WORK/mergecount" "$in" "$WORK/opt.ll")
    row "$label" "opt -mergefunc"
  else failed "$label" "opt -mergefunc"; fi
  if measure "$FMERGE" merge --mode=identical -o "$WORK/fm.ll" "$in"; then
    N=$("$WORK/mergecount" "$in" "$WORK/fm.ll")
    row "" "fmerge"
  else failed "" "fmerge"; fi
  if measure "$FMERGE" merge --mode=identical -verify=false -o "$WORK/fm.ll" "$in"; then
    N=$("$WORK/mergecount" "$in" "$WORK/fm.ll")
    row "" "fmerge -verify=false"
  else failed "" "fmerge -verify=false"; fi
}

example c .c "$CLANG"
example cxx .cpp "$CLANGXX"
"$WORK/gen" -funcs "$GEN_FUNCS" > "$WORK/gen.ll"

echo "| input | tool | wall s | peak RSS MiB | functions merged |"
echo "|---|---|---:|---:|---:|"
bench "examples/c" "$WORK/c.ll"
bench "examples/cxx" "$WORK/cxx.ll"
if [ $QUICK = 0 ]; then
  if sqlite; then
    bench "SQLite 3.40.1 -Os" "$CACHE/sqlite3.ll"
  else
    echo "bench: SQLite unavailable, skipped" >&2
  fi
fi
bench "gen -funcs $GEN_FUNCS" "$WORK/gen.ll"
echo
echo "machine: $(nproc) CPUs, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); $("$OPT" --version | grep -i 'llvm version' | sed 's/^ *//'); fmerge $(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" status --porcelain -- merge tools/fmerge | grep -q . && echo ' + uncommitted changes')"
