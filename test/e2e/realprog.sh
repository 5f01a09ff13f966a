#!/usr/bin/env bash
# Applies fmerge to a real Debian C program and runs the program's own test
# suite on the merged binary. Not part of `go test` (it fetches and builds
# a source package, about a minute); run by hand:
#
#   test/e2e/realprog.sh            # gzip (default)
#
# Steps: `apt-get source gzip` (needs a deb-src line in the apt sources;
# cached in $REALPROG_CACHE, default ~/.cache/fmerge-realprog), configure
# with CC="clang-14 -flto -Os" so every object is LLVM bitcode, build, link
# all bitcode objects (the program's and its gnulib archive members) into
# one module with llvm-link, then build the binary without fmerge and with
# each of its merging configurations (`--mode=identical`, the default
# `--mode=all`, and `--mode=all -profit=model`; each output checked with
# opt -verify), and run `make check` with each. Compares .text sizes, and
# identical merge counts with opt -mergefunc.
# Environment: FMERGE (binary; built if unset), REALPROG_CACHE.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PKG=gzip
CACHE=${REALPROG_CACHE:-$HOME/.cache/fmerge-realprog}
mkdir -p "$CACHE"
. "$ROOT/tools/llvm14.sh"
CLANG=$(t14 clang) LINK=$(t14 llvm-link) LLC=$(t14 llc) OPT=$(t14 opt)
AR=$(t14 llvm-ar) RANLIB=$(t14 llvm-ranlib) SIZE=$(t14 llvm-size)
# Debian's patches leave the autotools inputs newer than their outputs; do
# not try to regenerate them (automake is not installed).
NOREGEN="ACLOCAL=true AUTOCONF=true AUTOMAKE=true AUTOHEADER=true MAKEINFO=true"
say() { printf '\n== %s\n' "$*"; }

if [ -z "${FMERGE:-}" ]; then
  FMERGE=$CACHE/fmerge
  (cd "$ROOT" && go build -o "$FMERGE" ./tools/fmerge)
fi

src=$(ls -d "$CACHE/$PKG"-*/ 2>/dev/null | head -1 || true)
if [ -z "$src" ]; then
  say "fetching $PKG source (apt-get source)"
  (cd "$CACHE" && apt-get source -q "$PKG" >/dev/null)
  src=$(ls -d "$CACHE/$PKG"-*/ | head -1)
fi
B=$CACHE/build
if [ ! -f "$B/.built" ]; then
  say "building $PKG with clang-14 -flto -Os"
  rm -rf "$B" && cp -a "$src" "$B"
  (cd "$B" && ./configure -q CC="$CLANG -flto -Os" AR="$AR" RANLIB="$RANLIB" >/dev/null &&
    make -s -j"$(nproc)" $NOREGEN >"$CACHE/build.log" 2>&1) ||
    { echo "build failed: see $CACHE/build.log" >&2; exit 1; }
  touch "$B/.built"
fi

W=$CACHE/work
rm -rf "$W" && mkdir -p "$W/lib"
say "whole-program bitcode (llvm-link)"
(cd "$W/lib" && "$AR" x "$B/lib/libgzip.a")
# Archive semantics: add a library member only when it defines a symbol
# the program still needs (gzip's util.o and gnulib both define xalloc_die).
NM=$(t14 llvm-nm)
objs=()
for o in "$B"/*.o; do objs+=("$o"); done
members=("$W"/lib/*.o)
while :; do
  "$NM" --defined-only -j "${objs[@]}" 2>/dev/null | grep -v ':$' | sort -u >"$W/def"
  "$NM" --undefined-only -j "${objs[@]}" 2>/dev/null | grep -v ':$' | sort -u | comm -23 - "$W/def" >"$W/undef"
  added=0
  for m in "${members[@]}"; do
    case " ${objs[*]} " in *" $m "*) continue ;; esac
    if "$NM" --defined-only -j "$m" 2>/dev/null | sort -u | comm -12 - "$W/undef" | grep -q .; then
      objs+=("$m")
      added=1
    fi
  done
  [ $added = 1 ] || break
done
echo "${#objs[@]} bitcode objects ($(( ${#objs[@]} - $(ls "$B"/*.o | wc -l) )) from lib/libgzip.a)"
"$LINK" "${objs[@]}" -o "$W/whole.bc"
"$(t14 llvm-dis)" "$W/whole.bc" -o "$W/whole.ll"
echo "$(grep -c '^define' "$W/whole.ll") functions defined"

# check NAME OBJ: link OBJ as the program, run its test suite.
check() {
  "$CLANG" -fuse-ld=lld "$2" -o "$W/$1.exe"
  cp "$W/$1.exe" "$B/$PKG" && touch "$B/$PKG"
  if (cd "$B" && make -s check $NOREGEN >"$W/$1.check.log" 2>&1); then
    # make must not have rebuilt the program from its objects
    cmp -s "$B/$PKG" "$W/$1.exe" || { echo "$1: make rebuilt $PKG; test invalid" >&2; return 1; }
    echo "$1: make check passed ($(grep -E '^# (PASS|TOTAL)' "$W/$1.check.log" | tr '\n' ' '))"
  else
    echo "$1: make check FAILED (log: $W/$1.check.log)"
    grep -E '^(FAIL|# )' "$W/$1.check.log" | head -20
    return 1
  fi
}

say "baseline"
"$LLC" -filetype=obj -relocation-model=pic "$W/whole.bc" -o "$W/base.o"
check base "$W/base.o"

# Every merging configuration of the CLI: identical merging, similar
# merging decided by measuring with llc (the default), and by the cost
# model alone.
for cfg in "identical --mode=identical" "all --mode=all" "model --mode=all -profit=model"; do
  read -r name flags <<<"$cfg"
  say "fmerge merge $flags"
  # shellcheck disable=SC2086 # flags are words
  "$FMERGE" merge $flags -stats -o "$W/$name.ll" "$W/whole.bc" 2>"$W/$name.stats"
  grep -E 'Number of (functions merged|thunks|aliases|merged functions deleted)|profitable similar merges committed' "$W/$name.stats" || true
  "$OPT" -verify -disable-output "$W/$name.ll"
  "$LLC" -filetype=obj -relocation-model=pic "$W/$name.ll" -o "$W/$name.o"
  check "$name" "$W/$name.o"
done

say "comparison"
"$OPT" -mergefunc -S "$W/whole.ll" -o "$W/opt.ll"
(cd "$ROOT" && go build -o "$W/mergecount" ./bench/identical/mergecount)
echo "functions merged: fmerge identical $("$W/mergecount" "$W/whole.ll" "$W/identical.ll"), opt -mergefunc $("$W/mergecount" "$W/whole.ll" "$W/opt.ll")"
text() { "$SIZE" -A "$1" | awk '$1 == ".text" { print $2 }'; }
echo ".text bytes: baseline $(text "$W/base.exe"), identical $(text "$W/identical.exe"), default $(text "$W/all.exe"), model $(text "$W/model.exe")"
