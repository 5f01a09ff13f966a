#!/usr/bin/env bash
# Regenerates the report excerpt in README.md ("What a report looks like")
# from a real run: examples/cxx built with the README's release recipe and
# merged with `fmerge merge -lto=O2 -report-md`. `go test ./test/readme`
# runs the same generation and fails when README.md differs.
#
#   tools/readme-report.sh           # rewrite README.md
#   tools/readme-report.sh -check    # only check: exit 1 if it is stale
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  "") exec go run ./test/readme -write ;;
  -check) exec go run ./test/readme ;;
  *) echo "usage: $0 [-check]" >&2; exit 2 ;;
esac
