#!/usr/bin/env bash
# Runs every Bazel-side check of rules_fmerge (after tools/bazel-offline-setup.sh):
#
#   1. root workspace: everything builds (fmerge via rules_go, the Go
#      packages and their tests, toolchain) and `bazel test //...` passes
#      (Go tests and rule tests);
#   2. examples/bazel: `bazel test //...` with merging off and on;
#   3. cache: in a copy of the example, changing one library re-runs only
#      that library's fingerprint action (counted in the execution log);
#   4. hermeticity: build, `bazel clean`, build again: identical digests;
#   5. buildifier lint of all Starlark/BUILD files.
#
# Prints one line per check and finally "N passed, N failed"; exits non-zero
# when anything failed.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${FMERGE_BAZEL_CACHE:-$HOME/.cache/fmerge-bazel}
EXAMPLE=$ROOT/examples/bazel
LOGDIR=$(mktemp -d "${TMPDIR:-/tmp}/fmerge-bazel-test.XXXXXX")
BAZEL=${BAZEL:-bazel}
passed=0
failed=0

log() { echo "bazel-test: $*"; }

# check NAME CMD...: runs CMD, output to $LOGDIR/NAME.log, counts the result.
check() {
  local name=$1
  shift
  log "running $name"
  if "$@" >"$LOGDIR/$name.log" 2>&1; then
    passed=$((passed + 1))
    log "PASS $name"
  else
    failed=$((failed + 1))
    log "FAIL $name (log: $LOGDIR/$name.log)"
    tail -n 40 "$LOGDIR/$name.log" | sed 's/^/    /'
  fi
}

# Bazel in a workspace directory: bz DIR ARGS...
bz() {
  local dir=$1
  shift
  (cd "$dir" && "$BAZEL" "$@")
}

prepared() {
  [ -e "$ROOT/.bazelrc.offline" ] && [ -e "$EXAMPLE/.bazelrc.offline" ] && command -v "$BAZEL" >/dev/null
}
# --prepared: only tell, by the exit status, whether the setup was done.
if [ "${1:-}" = --prepared ]; then
  prepared
  exit
fi
if ! prepared; then
  log "Bazel is not prepared; run tools/bazel-offline-setup.sh first"
  echo "0 passed, 1 failed"
  exit 1
fi

root_build() { bz "$ROOT" build //...; }
root_test() { bz "$ROOT" test //...; }
# The example tests and the cache test share a disk cache, so the cache
# test's fresh output base does not rebuild the Go tools. The rebuild test
# must not use it (it would only fetch the first build's outputs).
DISK_CACHE=--disk_cache=$CACHE/disk-cache
example_test_off() { bz "$EXAMPLE" test "$DISK_CACHE" //...; }
example_test_on() { bz "$EXAMPLE" test "$DISK_CACHE" --@rules_fmerge//:merge=true //...; }

# spawns LOG: "mnemonic<TAB>first output" of every action actually executed,
# from a --execution_log_json_file (a stream of JSON objects).
spawns() {
  python3 - "$1" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
dec = json.JSONDecoder()
i = 0
while True:
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text):
        break
    obj, i = dec.raw_decode(text, i)
    if obj.get("remoteCacheHit"):
        continue
    outs = obj.get("listedOutputs") or [""]
    print("%s\t%s" % (obj.get("mnemonic", "?"), outs[0]))
PY
}

# Changing one library's source must re-run exactly one fingerprint action
# (that library's), one compile, and the final merge. Disk-cache hits are
# not executions and are not counted.
cache_test() {
  local ws=$CACHE/cachetest-ws
  rm -rf "$ws/c" "$ws/cpp" "$ws/tests"
  mkdir -p "$ws"
  cp -r "$EXAMPLE/c" "$EXAMPLE/cpp" "$EXAMPLE/tests" "$EXAMPLE/.bazelrc" "$EXAMPLE/.bazelrc.offline" "$ws/"
  sed "s|path = \"../..\"|path = \"$ROOT\"|" "$EXAMPLE/WORKSPACE" >"$ws/WORKSPACE"
  local flags=("$DISK_CACHE" --@rules_fmerge//:merge=true)
  bz "$ws" build "${flags[@]}" //c:tally_merged || return 1
  # A change unique to this run, so no earlier run's cache entry matches.
  printf '\nint geom_probe_%s(int x) { return x * %s; }\n' "$$" "$RANDOM" >>"$ws/c/geom.c"
  bz "$ws" build "${flags[@]}" --execution_log_json_file="$LOGDIR/exec.json" //c:tally_merged || return 1
  spawns "$LOGDIR/exec.json" | sort >"$LOGDIR/spawns.txt"
  echo "actions executed after changing c/geom.c:"
  cat "$LOGDIR/spawns.txt"
  local fp compile merge
  fp=$(grep -c '^FmergeFingerprint' "$LOGDIR/spawns.txt")
  compile=$(grep -c '^CppCompile' "$LOGDIR/spawns.txt")
  merge=$(grep -c '^FmergeMerge' "$LOGDIR/spawns.txt")
  echo "fingerprint actions: $fp, compiles: $compile, merges: $merge"
  [ "$fp" = 1 ] && grep -q '^FmergeFingerprint.*/geom\.fmfp$' "$LOGDIR/spawns.txt" &&
    [ "$compile" = 1 ] && [ "$merge" = 1 ] || { echo "FAIL: expected 1/1/1"; return 1; }
  bz "$ws" shutdown
}

# outputs: the outputs of the merged programs (executables, IR, objects,
# fingerprints, reports), relative to the example workspace, sorted.
outputs() {
  (cd "$EXAMPLE" && find -L bazel-out/*/bin/c bazel-out/*/bin/cpp -type f \
    \( -path '*_fmerge*' -o -name tally_merged -o -name report_merged -o -name tally_unmerged -o -name '*.pic.o' \) |
    grep -v '\.runfiles/' | sort)
}

# digests: builds the merged programs and prints the sha256 of each output,
# reports included (the rules run fmerge with --report-timings=false).
digests() {
  local targets=(//c:tally_merged //cpp:report_merged //c:tally_unmerged)
  bz "$EXAMPLE" build --output_groups=+fmerge_report,fmerge_fingerprints,fmerge_ir "${targets[@]}" >/dev/null 2>&1 || return 1
  outputs | while read -r f; do
    (cd "$EXAMPLE" && sha256sum "$f")
  done
}

# No output may contain an absolute path of this machine (workspace, output
# base, home).
no_absolute_paths() {
  local base bad=0 f
  base=$(bz "$EXAMPLE" info output_base 2>/dev/null)
  for f in $(outputs); do
    if grep -q -a -e "$ROOT" -e "$base" -e "$HOME/" "$EXAMPLE/$f"; then
      echo "absolute path in $f"
      bad=1
    fi
  done
  return $bad
}

# Build, clean, build: every output must be byte-identical. (A clean first,
# so only this build's outputs are compared.)
rebuild_test() {
  bz "$EXAMPLE" clean || return 1
  digests >"$LOGDIR/digests1.txt" || return 1
  bz "$EXAMPLE" clean || return 1
  digests >"$LOGDIR/digests2.txt" || return 1
  echo "$(wc -l <"$LOGDIR/digests1.txt") outputs compared"
  [ -s "$LOGDIR/digests1.txt" ] || return 1
  diff "$LOGDIR/digests1.txt" "$LOGDIR/digests2.txt" || return 1
  no_absolute_paths
}

lint() { "$ROOT/tools/buildifier.sh"; }

check root-build root_build
check root-test root_test
check example-test-merge-off example_test_off
check example-test-merge-on example_test_on
check cache-one-library cache_test
check byte-identical-rebuild rebuild_test
check buildifier lint

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
