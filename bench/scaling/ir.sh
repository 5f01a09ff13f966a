#!/usr/bin/env bash
# Candidate ranking of a generated program read from LLVM IR (issue 13:
# `fmerge rank`, adaptive, on 1,000,000 functions in under 60 s and 8 GB,
# recall of planted near-duplicate pairs ≥ 90%).
#
#   bench/scaling/ir.sh [N] [--verify]      # default N=1000000
#
# The program is the one `go run ./bench/scaling -n N` ranks in memory
# (gen.go), written as one LLVM 14 module (ir.go: one instruction template
# per vocabulary entry, so the IR's codes are a renaming of the generated
# ones). fmerge reads the text itself: the whole `fmerge rank` run is
# timed, load included. By default it runs with -verify=false, because
# LLVM's verifier alone needs minutes on such a module; --verify also times
# `opt-14 -verify` on it and fmerge with its verifier, side by side.
#
# Needs Go, LLVM 14 (for --verify) and GNU time (tools/install-deps.sh).
# Disk: about 1.4 GB of IR per million functions, in $TMPDIR.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
N=${1:-1000000}
VERIFY=${2:-}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/fmerge-rank-ir.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
(cd "$ROOT" && go build -o "$WORK/fmerge" ./tools/fmerge && go build -o "$WORK/scaling" ./bench/scaling)

measure() { # measure NAME CMD...: prints "NAME wall-seconds peak-MiB"
  local name=$1
  shift
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >"$WORK/out" 2>"$WORK/err" || { echo "$name FAILED: $(tail -3 "$WORK/err")"; return 1; }
  read -r wall kb < "$WORK/time"
  printf '%-34s %8.2f s %8d MiB\n' "$name" "$wall" $((kb / 1024))
}

"$WORK/scaling" -n "$N" -write-ir "$WORK/prog.ll"
echo "$N functions ($(du -m "$WORK/prog.ll" | cut -f1) MB of IR), $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg)"
measure "fmerge rank -verify=false" "$WORK/fmerge" rank -stats -top 5 -verify=false "$WORK/prog.ll"
grep -h '^seconds' "$WORK/err" | sed 's/^/  /'
mv "$WORK/out" "$WORK/ranking.tsv"
"$WORK/scaling" -n "$N" -recall-from "$WORK/ranking.tsv" | sed 's/^/  /'
if [ "$VERIFY" = --verify ]; then
  . "$ROOT/tools/llvm14.sh"
  measure "opt-14 -verify" "$(t14 opt)" -verify -disable-output "$WORK/prog.ll"
  measure "fmerge rank (verified)" "$WORK/fmerge" rank -top 5 "$WORK/prog.ll"
  cmp -s "$WORK/out" "$WORK/ranking.tsv" && echo "  same ranking" || echo "  RANKINGS DIFFER"
fi
