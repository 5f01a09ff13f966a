#!/bin/sh
# Regenerates merge/cost/table.go by compiling probe functions with llc.
set -eu
cd "$(dirname "$0")"
LLC=${LLC:-$(command -v llc-14 || command -v llc)}
export LLVM_NM=${LLVM_NM:-$(command -v llvm-nm-14 || command -v llvm-nm)}
go run ./calibrate "$LLC" table.go
gofmt -w table.go
