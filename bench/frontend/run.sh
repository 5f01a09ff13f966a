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
# Each tool runs once per module, in the order above. Needs LLVM 14 and GNU
# time (tools/install-deps.sh).
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

echo "$(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg) at start; wall s / peak MiB"
echo
echo "| module | opt -mergefunc | fmerge identical | fmerge default | llc -O2 | identical/opt time | default/llc time |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for m in "${modules[@]}"; do
  read -r ot om <<<"$(measure "$OPT" -mergefunc -o "$WORK/opt.bc" "$m")"
  read -r it im <<<"$(measure "$FMERGE" merge -quiet -stats --mode=identical -o "$WORK/id.ll" "$m")"
  cp "$WORK/err" "$WORK/idstats-$(basename "$m")"
  read -r dt dm <<<"$(measure "$FMERGE" merge -quiet -stats -o "$WORK/all.ll" "$m")"
  cp "$WORK/err" "$WORK/stats-$(basename "$m")"
  read -r lt lm <<<"$(measure "$LLC" -O2 -relocation-model=pic -filetype=obj -o "$WORK/x.o" "$m")"
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f%%", 100 * a / b; else print "-" }'; }
  echo "| $(basename "$m") | $ot / $om | $it / $im | $dt / $dm | $lt / $lm | $(ratio "$it" "$ot") | $(ratio "$dt" "$lt") |"
done
echo
for m in "${modules[@]}"; do
  echo "fmerge identical, stage timings on $(basename "$m"):"
  sed -n '/stage timings:/,$p' "$WORK/idstats-$(basename "$m")" | tail -n +2
  echo "fmerge default, stage timings on $(basename "$m"):"
  sed -n '/stage timings:/,$p' "$WORK/stats-$(basename "$m")" | tail -n +2
done
