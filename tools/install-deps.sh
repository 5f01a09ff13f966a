#!/usr/bin/env bash
# Installs the system tools the tests need when they are missing:
# clang-14 (C/C++ front end), lld-14 (linker), csmith + its header
# (differential tests), GNU time (benchmarks), googletest's sources (the
# real-package tests build fmt's googletest program), llvm-14-dev (LLVM 14's
# attribute, metadata and intrinsic lists, which the allow-list test reads). Idempotent: runs
# apt-get only when something is missing, and apt-get update only then.
# Works as root without sudo; non-interactive.
set -euo pipefail

# package -> file whose presence proves the package is installed
declare -A probe=(
  [clang-14]=/usr/bin/clang-14
  [lld-14]=/usr/bin/ld.lld-14
  [llvm-14]=/usr/bin/llvm-link-14
  [llvm-14-dev]=/usr/lib/llvm-14/include/llvm/IR/Attributes.td
  [csmith]=/usr/bin/csmith
  [libcsmith-dev]=/usr/include/csmith/csmith.h
  [time]=/usr/bin/time
  [googletest]=/usr/src/googletest/googletest/src/gtest-all.cc
)

missing=()
for pkg in $(printf '%s\n' "${!probe[@]}" | sort); do
  [ -e "${probe[$pkg]}" ] || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all present"
  exit 0
fi

SUDO=
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi
export DEBIAN_FRONTEND=noninteractive

# dpkg may be locked by another installer running at the same time; retry.
apt_retry() {
  local i
  for i in $(seq 1 30); do
    if $SUDO apt-get "$@"; then return 0; fi
    echo "install-deps: apt-get $1 failed (attempt $i), retrying in 10s" >&2
    sleep 10
  done
  return 1
}

echo "install-deps: installing ${missing[*]}"
apt_retry update -q
apt_retry install -y -q --no-install-recommends "${missing[@]}"
