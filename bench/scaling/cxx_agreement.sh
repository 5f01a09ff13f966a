#!/bin/sh
# Ranking quality on the C++ example: compiles examples/cxx with
# clang-14 -Os -S -emit-llvm, links the modules, and prints for each policy
# how often its top-1 candidate is as good as the exact best partner
# (exact Jaccard of shingle sets over all functions).
# Usage (from the repo root): bench/scaling/cxx_agreement.sh [EXTRA.ll...]
set -eu
out=$(mktemp -d)
for f in examples/cxx/*.cpp; do
	clang-14 -Os -S -emit-llvm -o "$out/$(basename "$f" .cpp).ll" "$f"
done
go run ./bench/scaling/agree "$out"/*.ll "$@"
