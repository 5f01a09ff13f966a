#!/usr/bin/env bash
# Runs every test of the project: formatting and vet, the Go tests (unit,
# feature coverage, end-to-end and differential), the go fuzz targets, and
# the Bazel rule tests and Starlark lint. Missing system tools are installed
# (tools/install-deps.sh), and Bazel is prepared first when it
# is not (tools/bazel-offline-setup.sh); FMERGE_SKIP_BAZEL=1 skips it, and
# says so. Ends with one line counting every test run: "N passed, N failed"
# (top-level Go tests, fuzz targets, gofmt, vet and Bazel checks). Exit
# status is non-zero if anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."

# The LLVM 14 tools, csmith and the rest (apt-get only when missing), so
# the command works alone on a fresh machine.
tools/install-deps.sh

passed=0
failed=0
step() { echo; echo "=== $*"; }
# count OK NAME: one check's result.
count() {
  if [ "$1" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $2"; fi
}

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go') 2>/dev/null || true)
if [ -n "$unformatted" ]; then echo "gofmt would change:"; echo "$unformatted"; fi
count "$([ -z "$unformatted" ]; echo $?)" gofmt

step "go vet"
rc=0; go vet ./... || rc=1
count $rc "go vet"

step "go test"
# -v gives one "--- PASS/FAIL: TestX" line per top-level test to count;
# the passing tests' chatter is filtered from the screen (the whole log
# stays in $log).
log=${TMPDIR:-/tmp}/fmerge-go-test.log
rc=0; go test -count=1 -timeout 45m -v ./... >"$log" 2>&1 || rc=1
grep -v -E '^(=== (RUN|PAUSE|CONT|NAME)|\s*--- (PASS|SKIP)|\s+[a-z_]+_test\.go:[0-9]+: +([a-zA-Z-]+ +)?ok\b)' "$log" | grep -v -E '^\s*$' || true
gopass=$(grep -c -E '^--- PASS: ' "$log" || true)
gofail=$(grep -c -E '^--- FAIL: ' "$log" || true)
# A package that fails to build or panics has no "--- FAIL" line.
if [ "$rc" != 0 ] && [ "$gofail" = 0 ]; then gofail=1; fi
echo "go test: $gopass passed, $gofail failed (log: $log)"
passed=$((passed + gopass))
failed=$((failed + gofail))

# Every go fuzz target, for a number of executions each (about 20 s on
# two cores), or for FMERGE_FUZZTIME when set (a duration such as 30s, or
# Nx; 0 skips). Counts, not durations: Go 1.26's fuzz coordinator can
# report a spurious "context deadline exceeded" failure when a -fuzztime
# duration expires while a worker is busy (golang/go#75804, fixed in Go
# 1.27), which failed CI's FuzzCompare with no failing input. A failing
# input is saved under the package's testdata/fuzz/ and printed.
step "go fuzz"
if [ "${FMERGE_FUZZTIME:-}" = 0 ]; then
  echo "go fuzz: skipped (FMERGE_FUZZTIME=0)"
else
  for spec in irmod:FuzzParse:500000x fpfile:FuzzUnmarshal:600000x report:FuzzParse:300000x compare:FuzzCompare:100000x; do
    IFS=: read -r pkg target budget <<<"$spec"
    rc=0
    go test -run='^$' -fuzz="^${target}\$" -fuzztime="${FMERGE_FUZZTIME:-$budget}" -timeout=10m "./merge/${pkg}" || rc=1
    count $rc "fuzz ${pkg}:${target}"
  done
fi

step "bazel"
if [ "${FMERGE_SKIP_BAZEL:-0}" = 1 ]; then
  echo "bazel: SKIPPED (FMERGE_SKIP_BAZEL=1): the Bazel rule tests did not run"
else
  if ! tools/bazel-test.sh --prepared 2>/dev/null; then
    echo "bazel: not prepared yet; running tools/bazel-offline-setup.sh"
    tools/bazel-offline-setup.sh
  fi
  blog=${TMPDIR:-/tmp}/fmerge-bazel-test.log
  rc=0; tools/bazel-test.sh 2>&1 | tee "$blog" || rc=1
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$blog" | tail -1)
  if [ -n "$line" ]; then
    passed=$((passed + ${line%% passed*}))
    rest=${line#*passed, }
    failed=$((failed + ${rest%% failed*}))
  else
    count 1 "bazel-test.sh (no summary line)"
  fi
  # Leave no Bazel server running (they hold memory between runs).
  for ws in . examples/bazel; do (cd "$ws" && bazel shutdown >/dev/null 2>&1) || true; done
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
