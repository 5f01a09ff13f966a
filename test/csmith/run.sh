#!/usr/bin/env bash
# Differential test of fmerge against the unmerged program on csmith
# programs.
#
#   test/csmith/run.sh N MODE
#
# For seeds 1..N (fixed, so runs are reproducible; CSMITH_FIRST moves the
# range): generate a program with csmith, compile it to whole-program IR
# with clang-14 -Os -flto -fno-inline (without -fno-inline, -Os inlines
# every csmith function into main), add an identical twin of every internal
# function with every other call sent to the twins (test/csmith/twin:
# csmith programs have almost no duplicates of their own; merging the twins
# back needs the deferred cascade), build and run it as is and after
# `fmerge merge --mode=MODE $FMERGE_FLAGS` (checked with opt -verify), and
# compare the printed checksums. With MODE=all the twins also swap the
# operands of one commutative instruction (twin -commute), so that they are
# similar rather than identical and similar merging has work to do.
# Programs whose unmerged build runs longer than $CSMITH_TIMEOUT seconds
# (default 5) are skipped and counted. Prints one line per failure and
# skip, then "P passed, F failed, S skipped (mode M [FLAGS]; fmerge merged
# A functions, opt -mergefunc B; similar merges C)". Exit status 1 if any
# failed.
#
# Environment: FMERGE (fmerge binary; built from this checkout if unset),
# FMERGE_FLAGS (extra flags for `fmerge merge`, e.g. "-profit=model
# -min-saving=-100000"; split on spaces, shown in the summary),
# CSMITH_WORK (keep work files there; a temporary directory otherwise),
# CSMITH_TIMEOUT, CSMITH_JOBS (parallel programs; default: number of CPUs),
# CSMITH_FIRST (first seed; default 1: seeds FIRST..FIRST+N-1),
# CSMITH_TWIN (more flags for test/csmith/twin: "-weak" adds an external
# twin and two weak copies of every internal function, for the
# interposable-function paths).
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 N MODE" >&2
  exit 2
fi
N=$1
MODE=$2
case "$N" in '' | *[!0-9]*) echo "N must be a number" >&2; exit 2 ;; esac

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TIMEOUT=${CSMITH_TIMEOUT:-5}
FIRST=${CSMITH_FIRST:-1}
case "$FIRST" in '' | *[!0-9]*) echo "CSMITH_FIRST must be a number" >&2; exit 2 ;; esac
FMERGE_FLAGS=${FMERGE_FLAGS:-}
JOBS=${CSMITH_JOBS:-$(nproc)}
TWIN_FLAGS=${CSMITH_TWIN:-}

. "$ROOT/tools/llvm14.sh"
CLANG=$(t14 clang)
LLC=$(t14 llc)
OPT=$(t14 opt)
LLVMDIS=$(t14 llvm-dis)
for tool in csmith "$CLANG" "$LLC" "$OPT" "$LLVMDIS" timeout; do
  command -v "$tool" >/dev/null || { echo "missing $tool (run tools/install-deps.sh)" >&2; exit 2; }
done
INC=
for d in /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
  if [ -f "$d/csmith.h" ]; then INC=$d; break; fi
done
[ -n "$INC" ] || { echo "csmith.h not found (install libcsmith-dev)" >&2; exit 2; }

if [ -n "${CSMITH_WORK:-}" ]; then
  WORK=$CSMITH_WORK
  mkdir -p "$WORK"
else
  WORK=$(mktemp -d)
  trap 'rm -rf "$WORK"' EXIT
fi
if [ -z "${FMERGE:-}" ]; then
  FMERGE=$WORK/fmerge
  (cd "$ROOT" && go build -o "$FMERGE" ./tools/fmerge)
fi
(cd "$ROOT" && go build -o "$WORK/twin" ./test/csmith/twin &&
  go build -o "$WORK/mergecount" ./bench/identical/mergecount)
LINK=$(t14 llvm-link)
export FMERGE FMERGE_FLAGS TWIN_FLAGS MODE WORK TIMEOUT INC CLANG LLC OPT LLVMDIS LINK

# one SEED: writes $WORK/SEED/result as "pass A B", "fail REASON" or
# "skip REASON" (A = functions merged according to fmerge -stats, B = by
# opt -mergefunc on the same module).
one() {
  local seed=$1 d=$WORK/$1
  rm -rf "$d" && mkdir -p "$d" && cd "$d"
  result() { echo "$*" > result; }
  csmith --seed "$seed" > p.c 2>/dev/null || { result "skip csmith failed"; return; }
  "$CLANG" -Os -flto -fno-inline -w -I"$INC" -c p.c -o p.o 2>cc.err || { result "skip clang failed"; return; }
  "$LINK" p.o -o p.bc
  "$LLVMDIS" p.bc -o p0.ll
  local twinflags=
  [ "$MODE" = all ] && twinflags=-commute
  # shellcheck disable=SC2086 # flag lists
  "$WORK/twin" $twinflags $TWIN_FLAGS < p0.ll > p.ll
  "$OPT" -verify -disable-output p.ll 2> twin.err || { result "fail twin output does not verify: $(head -1 twin.err)"; return; }
  # -trap-unreachable: a program that executes `unreachable` (clang -Os
  # turns a csmith function whose every path is undefined, e.g. a loop
  # without side effects that never ends, into a body of `unreachable`)
  # would otherwise fall through into whatever function llc laid out next,
  # and merging, which changes that layout, would "change" its checksum
  # (seed 7,803). It traps instead, and the program is skipped.
  "$LLC" -trap-unreachable -filetype=obj -relocation-model=pic p.ll -o base.o
  "$CLANG" -fuse-ld=lld base.o -o base 2>/dev/null || { result "fail baseline link"; return; }
  local rc=0
  # (subshell: keeps bash's "Segmentation fault" report out of the output)
  (timeout "$TIMEOUT" ./base > base.out) 2>/dev/null || rc=$?
  if [ $rc -eq 124 ]; then result "skip baseline timeout"; return; fi
  if [ $rc -ne 0 ]; then result "skip baseline exit $rc"; return; fi
  rc=0
  # shellcheck disable=SC2086 # FMERGE_FLAGS is a list of flags
  "$FMERGE" merge --mode="$MODE" $FMERGE_FLAGS -stats -o m.ll p.ll 2> fmerge.err || rc=$?
  if [ $rc -ne 0 ]; then result "fail fmerge exit $rc: $(grep -v '^$' fmerge.err | head -1)"; return; fi
  "$OPT" -verify -disable-output m.ll 2> verify.err || { result "fail opt -verify: $(head -1 verify.err)"; return; }
  "$LLC" -trap-unreachable -filetype=obj -relocation-model=pic m.ll -o m.o 2> llc.err || { result "fail llc: $(head -1 llc.err)"; return; }
  "$CLANG" -fuse-ld=lld m.o -o merged 2>link.err || { result "fail link: $(head -1 link.err)"; return; }
  rc=0
  (timeout $((TIMEOUT * 3)) ./merged > merged.out) 2>/dev/null || rc=$?
  if [ $rc -ne 0 ]; then result "fail merged program exit $rc"; return; fi
  cmp -s base.out merged.out || { result "fail checksum: $(cat base.out) vs $(cat merged.out)"; return; }
  local merged ref similar
  merged=$(sed -n 's/^ *\([0-9][0-9]*\) .* - Number of functions merged *$/\1/p' fmerge.err | head -1)
  similar=$(sed -n 's/^ *\([0-9][0-9]*\) .* - profitable similar merges committed *$/\1/p' fmerge.err | head -1)
  "$OPT" -mergefunc -S p.ll -o opt.ll
  ref=$("$WORK/mergecount" p.ll opt.ll)
  result "pass ${merged:-0} $ref ${similar:-0}"
  [ -n "${CSMITH_WORK_KEEP:-}" ] || rm -f p.o p.bc base.o m.o base merged
}
export -f one

LAST=$((FIRST + N - 1))
seq "$FIRST" "$LAST" | xargs -P "$JOBS" -I{} bash -c 'one {}'

pass=0 fail=0 skip=0 merged=0 ref=0 similar=0
for seed in $(seq "$FIRST" "$LAST"); do
  r=$(cat "$WORK/$seed/result" 2>/dev/null || echo "fail no result")
  case "$r" in
    pass*)
      read -r _ a b c <<<"$r"
      pass=$((pass + 1)) merged=$((merged + a)) ref=$((ref + b)) similar=$((similar + c))
      ;;
    skip*) skip=$((skip + 1)); echo "seed $seed: $r" ;;
    *) fail=$((fail + 1)); echo "seed $seed: $r" ;;
  esac
done
echo "$pass passed, $fail failed, $skip skipped (mode $MODE${FMERGE_FLAGS:+ $FMERGE_FLAGS}${TWIN_FLAGS:+, twin $TWIN_FLAGS}; fmerge merged $merged functions, opt -mergefunc $ref; similar merges $similar)"
[ $fail -eq 0 ]
