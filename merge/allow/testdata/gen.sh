#!/bin/sh
# Regenerates the clang 14 inputs of TestClangOutputIsClassified.
set -e
cd "$(dirname "$0")"
clang++-14 -std=c++17 -O0 -S -emit-llvm -o clang14_O0.ll clang14.cpp
clang++-14 -std=c++17 -O2 -gline-tables-only -S -emit-llvm -o clang14_O2g.ll clang14.cpp
