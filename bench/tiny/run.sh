#!/usr/bin/env bash
# Side-by-side wall time and peak RSS on a module of N tiny identical
# external functions (issue 12: 200,000 must finish in identical and
# default mode in under 30 s): opt -mergefunc, fmerge --mode=identical,
# fmerge (default). Each is run once, in this order, on the same file.
#
#   bench/tiny/run.sh [N]        # default N=200000
#
# Needs LLVM 14 (opt-14) and GNU time (tools/install-deps.sh).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
N=${1:-200000}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/fmerge-tiny.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
. "$ROOT/tools/llvm14.sh"
OPT=$(t14 opt)
FMERGE=${FMERGE:-$WORK/fmerge}
[ -x "$FMERGE" ] || (cd "$ROOT" && go build -o "$FMERGE" ./tools/fmerge)

{
  echo 'target triple = "x86_64-pc-linux-gnu"'
  for ((i = 0; i < N; i++)); do
    printf '\ndefine i32 @f%d(i32 %%x) {\n  %%y = add i32 %%x, 1\n  ret i32 %%y\n}\n' "$i"
  done
} > "$WORK/tiny.ll"

measure() { # measure NAME CMD...: prints "NAME wall-seconds peak-MiB"
  local name=$1
  shift
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/err" || { echo "$name FAILED: $(tail -3 "$WORK/err")"; return 1; }
  read -r wall kb < "$WORK/time"
  printf '%-26s %8.2f s %8d MiB\n' "$name" "$wall" $((kb / 1024))
}

echo "$N tiny external functions ($(du -m "$WORK/tiny.ll" | cut -f1) MB of IR), $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg)"
measure "opt -mergefunc" "$OPT" -mergefunc -S -o "$WORK/opt.ll" "$WORK/tiny.ll"
measure "fmerge --mode=identical" "$FMERGE" merge -quiet --mode=identical -o "$WORK/id.ll" "$WORK/tiny.ll"
measure "fmerge (default)" "$FMERGE" merge -quiet -o "$WORK/all.ll" "$WORK/tiny.ll"
