#!/usr/bin/env bash
# Runs every test of the project: formatting and vet, the Go tests (unit,
# end-to-end and differential), and, when Bazel has been set up with
# tools/bazel-offline-setup.sh, the Bazel rule tests and the Starlark lint.
# Exit status is non-zero if anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

fail=0
step() { echo; echo "=== $*"; }

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go') 2>/dev/null || true)
if [ -n "$unformatted" ]; then echo "gofmt would change:"; echo "$unformatted"; fail=1; fi

step "go vet"
go vet ./... || fail=1

step "go test"
go test -count=1 ./... 2>&1 | tee /tmp/fmerge-go-test.log || fail=1

# Every go fuzz target for FMERGE_FUZZTIME (default 30s; 0 skips). A failing
# input is saved under the package's testdata/fuzz/ and printed.
fuzz_targets() {
  local t=${FMERGE_FUZZTIME:-30s} spec
  [ "$t" = 0 ] && return 0
  for spec in irmod:FuzzParse fpfile:FuzzUnmarshal report:FuzzParse compare:FuzzCompare; do
    go test -run='^$' -fuzz="^${spec#*:}\$" -fuzztime="$t" "./merge/${spec%%:*}" || fail=1
  done
}
step "go fuzz"
fuzz_targets

if [ -x tools/bazel-test.sh ] && [ "${FMERGE_SKIP_BAZEL:-0}" != 1 ]; then
  step "bazel"
  tools/bazel-test.sh || fail=1
fi

exit $fail
