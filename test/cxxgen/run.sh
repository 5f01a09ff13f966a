#!/usr/bin/env bash
# Differential test on generated C++ (test/cxxgen): for each seed, build
# the program unmerged and after `fmerge merge` in each configuration, run
# both, compare the printed checksum. Run by hand (the long campaign):
#
#   test/cxxgen/run.sh N [FIRST]      # seeds FIRST..FIRST+N-1 (FIRST=1)
#
# Configurations: identical, default, forced (-min-saving=-100000 -confident=-1),
# model-forced (-profit=model -min-saving=-100000). Every merged module must
# pass opt -verify. Ends with "N passed, N failed" (pairs of seed and
# configuration) and exits non-zero on a failure. CXXGEN_WORK keeps the
# work files; CXXGEN_JOBS sets the parallelism (default: CPUs).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
N=${1:?usage: run.sh N [FIRST]}
FIRST=${2:-1}
. "$ROOT/tools/llvm14.sh"
CXX=$(t14 clang++) LLC=$(t14 llc) OPT=$(t14 opt)
WORK=${CXXGEN_WORK:-$(mktemp -d)}
mkdir -p "$WORK"
[ -n "${CXXGEN_WORK:-}" ] || trap 'rm -rf "$WORK"' EXIT
FMERGE=${FMERGE:-$WORK/fmerge}
[ -x "$FMERGE" ] || (cd "$ROOT" && go build -o "$FMERGE" ./tools/fmerge)
(cd "$ROOT" && go build -o "$WORK/cxxgen" ./test/cxxgen)
export CXX LLC OPT WORK FMERGE

one() {
  local seed=$1 d=$WORK/$1 rc
  rm -rf "$d" && mkdir -p "$d" && cd "$d" || return
  "$WORK/cxxgen" -seed "$seed" > p.cc
  "$CXX" -std=c++17 -Os -flto -w -c p.cc -o p.bc 2> cc.err || { echo "fail compile: $(head -1 cc.err)" > result.base; return; }
  "$LLC" -O2 -relocation-model=pic -filetype=obj p.bc -o base.o && "$CXX" -fuse-ld=lld base.o -o base && timeout 10 ./base > base.out ||
    { echo "skip baseline" > result.base; return; }
  local cfg flags
  for cfg in identical default forced model-forced; do
    case $cfg in
      identical) flags=--mode=identical ;;
      default) flags= ;;
      forced) flags="-min-saving=-100000 -confident=-1" ;;
      model-forced) flags="-profit=model -min-saving=-100000" ;;
    esac
    # shellcheck disable=SC2086
    "$FMERGE" merge -quiet -stats $flags -o "$cfg.ll" p.bc 2> "$cfg.err" ||
      { echo "fail fmerge: $(grep -v '^$' "$cfg.err" | head -1)" > "result.$cfg"; continue; }
    "$OPT" -verify -disable-output "$cfg.ll" 2> "$cfg.verr" || { echo "fail verify: $(head -1 "$cfg.verr")" > "result.$cfg"; continue; }
    "$LLC" -O2 -relocation-model=pic -filetype=obj "$cfg.ll" -o "$cfg.o" && "$CXX" -fuse-ld=lld "$cfg.o" -o "$cfg" ||
      { echo "fail build" > "result.$cfg"; continue; }
    rc=0
    (timeout 30 "./$cfg" > "$cfg.out") 2>/dev/null || rc=$?
    if [ $rc -ne 0 ]; then echo "fail exit $rc" > "result.$cfg"; continue; fi
    if cmp -s base.out "$cfg.out"; then
      echo "pass $(sed -n 's/^ *\([0-9]*\) .* - Number of functions merged *$/\1/p' "$cfg.err" | head -1) $(sed -n 's/^ *\([0-9]*\) .* - profitable similar merges committed *$/\1/p' "$cfg.err" | head -1)" > "result.$cfg"
    else
      echo "fail checksum $(cat base.out) vs $(cat "$cfg.out")" > "result.$cfg"
    fi
  done
  rm -f ./*.o base identical default forced model-forced
}
export -f one
seq "$FIRST" $((FIRST + N - 1)) | xargs -P "${CXXGEN_JOBS:-$(nproc)}" -I{} bash -c 'one {}'

pass=0 fail=0 skip=0 ident=0 sim=0
for seed in $(seq "$FIRST" $((FIRST + N - 1))); do
  if [ -f "$WORK/$seed/result.base" ]; then
    skip=$((skip + 1)); echo "seed $seed: $(cat "$WORK/$seed/result.base")"; continue
  fi
  for cfg in identical default forced model-forced; do
    r=$(cat "$WORK/$seed/result.$cfg" 2>/dev/null || echo "fail no result")
    case $r in
      pass*) read -r _ a b <<<"$r"; pass=$((pass + 1)); ident=$((ident + ${a:-0})); sim=$((sim + ${b:-0})) ;;
      *) fail=$((fail + 1)); echo "seed $seed $cfg: $r" ;;
    esac
  done
done
echo "cxxgen seeds $FIRST..$((FIRST + N - 1)): $skip skipped; identical merges $ident, similar merges $sim (all configurations)"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
