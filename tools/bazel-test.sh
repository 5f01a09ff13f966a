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
#   5. a new user workspace outside the repository, prepared by
#      bazel-offline-setup.sh --workspace: merging off matches a plain
#      full-LTO cc_binary, merging on is smaller; a GCC toolchain is refused
#      with the fix named;
#   6. buildifier lint of all Starlark/BUILD files.
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
  cp -r "$EXAMPLE/c" "$EXAMPLE/cpp" "$EXAMPLE/vec" "$EXAMPLE/tests" "$EXAMPLE/.bazelrc" "$EXAMPLE/.bazelrc.offline" "$ws/"
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
  (cd "$EXAMPLE" && find -L bazel-out/*/bin/c bazel-out/*/bin/cpp bazel-out/*/bin/vec -type f \
    \( -path '*_fmerge*' -o -name tally_merged -o -name report_merged -o -name tally_unmerged -o -name vec_merged -o -name '*.pic.o' \) |
    grep -v '\.runfiles/' | sort)
}

# digests: builds the merged programs and prints the sha256 of each output,
# reports included (the rules run fmerge with --report-timings=false).
digests() {
  local targets=(//c:tally_merged //cpp:report_merged //c:tally_unmerged //vec:vec_merged)
  bz "$EXAMPLE" build --output_groups=+fmerge_report,fmerge_remarks,fmerge_fingerprints,fmerge_ir "${targets[@]}" >/dev/null 2>&1 || return 1
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

# A new user's workspace, outside the repository: the vec sources, a
# WORKSPACE naming rules_fmerge, the one onboarding step
# (bazel-offline-setup.sh --workspace), a size-optimised release build
# (-c opt --copt=-Os). Merging off must be within 0.5% of a plain
# full-LTO cc_binary, merging on smaller, all printing the same; a GCC
# toolchain must fail with the fix in the message.
user_workspace_test() {
  local ws
  ws=$(mktemp -d "${TMPDIR:-/tmp}/fmerge-user-ws.XXXXXX")
  cp "$EXAMPLE"/vec/*.c "$EXAMPLE"/vec/*.h "$EXAMPLE"/vec/vec.expected "$ws/"
  sed -e '/^workspace(/s/fmerge_example/user_ws/' -e "s|path = \"../..\"|path = \"$ROOT\"|" "$EXAMPLE/WORKSPACE" >"$ws/WORKSPACE"
  cat >"$ws/BUILD.bazel" <<'BUILD'
load("@rules_cc//cc:defs.bzl", "cc_binary", "cc_library")
load("@rules_fmerge//rules:defs.bzl", "fmerge_cc_binary")

cc_library(
    name = "vec_lib",
    srcs = glob(["vec_*.c"]),
    hdrs = ["vec.h"],
)

fmerge_cc_binary(
    name = "app",
    srcs = ["main.c"],
    deps = [":vec_lib"],
)

cc_binary(
    name = "app_lto",
    srcs = glob(["*.c"]) + ["vec.h"],
    copts = ["-flto"],
    linkopts = ["-flto", "-fuse-ld=lld"],
)
BUILD
  printf 'build -c opt --copt=-Os\n' >"$ws/.bazelrc"
  "$ROOT/tools/bazel-offline-setup.sh" --workspace "$ws" || return 1
  grep -q 'try-import %workspace%/.bazelrc.offline' "$ws/.bazelrc" || { echo "setup did not hook .bazelrc.offline into $ws/.bazelrc"; return 1; }
  local out="$ws/out" rc=0
  mkdir -p "$out"
  # built WS DEST FLAGS... TARGET: builds TARGET and copies its executable
  # to DEST (cquery names it: fmerge_cc_binary's transition puts it in an
  # -ST-<hash> output directory).
  built() {
    local w=$1 dest=$2 rel
    shift 2
    bz "$w" build "$DISK_CACHE" "$@" || return 1
    rel=$(bz "$w" cquery "$@" --output=starlark --starlark:expr='target.files.to_list()[0].path') || return 1
    cp "$(bz "$w" info execution_root)/$rel" "$dest"
  }
  built "$ws" "$out/off" //:app && built "$ws" "$out/lto" //:app_lto &&
    built "$ws" "$out/on" --@rules_fmerge//:merge=true //:app &&
    (cd "$EXAMPLE/tests" && ./lto_parity_test.sh strict "$ws/vec.expected" "$out/lto" "$out/on" "$out/off") || rc=1
  if [ $rc = 0 ]; then
    # A GCC toolchain: the rule must say what to set.
    bz "$ws" build --nobuild --repo_env=CC=gcc //:app >"$out/gcc.log" 2>&1
    grep -q -- '--repo_env=CC=clang-14' "$out/gcc.log" || { echo "no clang hint for a GCC toolchain:"; tail -5 "$out/gcc.log"; rc=1; }
  fi
  bz "$ws" shutdown
  rm -rf "$ws"
  return $rc
}

check root-build root_build
check root-test root_test
check example-test-merge-off example_test_off
check example-test-merge-on example_test_on
check cache-one-library cache_test
check byte-identical-rebuild rebuild_test
check user-workspace user_workspace_test
check buildifier lint

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
