#!/usr/bin/env bash
# Side by side, in one run on the same modules: wall time and peak RSS of
#   opt-14 -mergefunc, fmerge merge --mode=identical, fmerge merge (the
#   default: identical + similar), and llc-14 -O2 code generation,
# with fmerge's per-stage timings (-stats). Issue 13's targets are ratios
# of these columns: identical ≤ 1.0× opt's time and ≤ 2× its RSS; default
# ≤ 50% of llc's time and ≤ 2× its RSS.
#
#   bench/frontend/run.sh MODULE.(ll|bc)...   # whole-program modules
#   bench/frontend/run.sh                     # the bundled examples and a
#                                             # generated 20,000-function module
#
# Each tool runs once per module, in the order above; with RUNS=N (default
# 1) the four run N times in turn, and each cell gives the range over the
# N runs, each ratio the range of the N ratios of runs made side by side
# (a shared machine's load moves single runs by 10-15%). Needs LLVM 14 and
# GNU time (tools/install-deps.sh).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tools/llvm14.sh"
OPT=$(t14 opt) LLC=$(t14 llc) CLANG=$(t14 clang) LINK=$(t14 llvm-link)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/fmerge-frontend.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
FMERGE=${FMERGE:-$WORK/fmerge}
[ -x "$FMERGE" ] || (cd "$ROOT" && go build -o "$FMERGE" ./tools/fmerge)

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for ex in c cxx; do
    objs=()
    for src in "$ROOT"/examples/$ex/*.c "$ROOT"/examples/$ex/*.cpp; do
      [ -e "$src" ] || continue
      obj=$WORK/$ex-$(basename "$src").bc
      "$CLANG" -Os -flto -c "$src" -o "$obj"
      objs+=("$obj")
    done
    "$LINK" "${objs[@]}" -o "$WORK/examples-$ex.bc"
    modules+=("$WORK/examples-$ex.bc")
  done
  (cd "$ROOT" && go run ./bench/identical/gen -funcs 20000 -seed 1 > "$WORK/gen20000.ll")
  modules+=("$WORK/gen20000.ll")
fi

# measure CMD...: "wall-seconds peak-MiB" of one run (stderr kept in $WORK/err).
measure() {
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/err" || { echo "FAILED: $(tail -2 "$WORK/err")" >&2; echo "- -"; return; }
  read -r wall kb < "$WORK/time"
  echo "$wall $((kb / 1024))"
}

RUNS=${RUNS:-1}
# range V...: "min" or "min–max" of numbers ("-" for a failed run).
range() {
  printf '%s\n' "$@" | awk '$1 == "-" { bad = 1; next }
    { if (n == 0 || $1 < lo) lo = $1; if (n == 0 || $1 > hi) hi = $1; n++ }
    END { if (bad || n == 0) print "-"; else if (lo == hi) print lo; else print lo "–" hi }'
}
# ratio A B: A/B as a percentage ("-" when either failed).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "-" && b > 0) printf "%.0f\n", 100 * a / b; else print "-" }'; }
# cell T M: "times / peaks" of one tool over the runs.
cell() { echo "$(range $1) / $(range $2)"; }

echo "$(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg) at start; wall s / peak MiB; $RUNS run(s) each, in turn"
echo
echo "| module | opt -mergefunc | fmerge identical | fmerge default | llc -O2 | identical/opt time | default/llc time |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for m in "${modules[@]}"; do
  OT="" OM="" IT="" IM="" DT="" DM="" LT="" LM="" IR="" DR=""
  for ((r = 0; r < RUNS; r++)); do
    read -r ot om <<<"$(measure "$OPT" -mergefunc -o "$WORK/opt.bc" "$m")"
    read -r it im <<<"$(measure "$FMERGE" merge -quiet -stats --mode=identical -o "$WORK/id.ll" "$m")"
    cp "$WORK/err" "$WORK/idstats-$(basename "$m")"
    read -r dt dm <<<"$(measure "$FMERGE" merge -quiet -stats -o "$WORK/all.ll" "$m")"
    cp "$WORK/err" "$WORK/stats-$(basename "$m")"
    read -r lt lm <<<"$(measure "$LLC" -O2 -relocation-model=pic -filetype=obj -o "$WORK/x.o" "$m")"
    OT+=" $ot" OM+=" $om" IT+=" $it" IM+=" $im" DT+=" $dt" DM+=" $dm" LT+=" $lt" LM+=" $lm"
    IR+=" $(ratio "$it" "$ot")" DR+=" $(ratio "$dt" "$lt")"
  done
  # shellcheck disable=SC2086 # the lists are words
  echo "| $(basename "$m") | $(cell "$OT" "$OM") | $(cell "$IT" "$IM") | $(cell "$DT" "$DM") | $(cell "$LT" "$LM") | $(range $IR)% | $(range $DR)% |"
done
echo
for m in "${modules[@]}"; do
  echo "fmerge identical, stage timings on $(basename "$m") (last run):"
  sed -n '/stage timings:/,$p' "$WORK/idstats-$(basename "$m")" | tail -n +2
  echo "fmerge default, stage timings on $(basename "$m") (last run):"
  sed -n '/stage timings:/,$p' "$WORK/stats-$(basename "$m")" | tail -n +2
done
