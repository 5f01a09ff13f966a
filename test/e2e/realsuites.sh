#!/usr/bin/env bash
# Differential test on real C and C++ programs' own test suites: each test
# program is built as a whole-program LTO build (the baseline its users
# ship) and with every fmerge configuration, run, and its output compared
# with the baseline's. Not part of `go test` (it fetches and builds source
# packages: minutes each); run by hand:
#
#   test/e2e/realsuites.sh                 # every suite
#   test/e2e/realsuites.sh re2 leveldb     # some
#
# Suites: re2 (its 14 test programs, own test framework), leveldb (17
# googletest programs), fmtlib (15 programs, 14 of them googletest),
# double-conversion (cctest, each of its test files), snappy
# (snappy_unittest), and three in C: pcre2 (pcre2test on RunTest's inputs,
# interpreted and JIT-compiled), jq (jq --run-tests on its test files)
# and libsodium (26 of its test programs, each checking what it computes
# against its .exp file; built by libsodium's own build, which gives each
# CPU extension's files their own -m flags, so functions of different
# target features and two assembler objects meet in one program). For
# each test program T:
#   plain      clang++ -flto: full LTO at link time, no fmerge
#   identical  fmerge merge --mode=identical on the objects as given
#   default    fmerge merge (identical, then similar merging, measured)
#   model      fmerge merge -profit=model
#   release    fmerge merge -lto=O2 on the linker's view of the program
#              (ld.lld --plugin-opt=emit-llvm): the release recipe
# Each fmerge output is a native object, linked with ld.lld. Outputs are
# compared after removing what differs from run to run anyway (addresses,
# googletest's timings). Sources come from `apt-get source` (needs root
# for bench/release/debsrc.sh the first time), cached in
# $REALSUITES_CACHE (default ~/.cache/fmerge-realsuites).
# Environment: FMERGE (binary; built if unset), REALSUITES_CACHE,
# REALSUITES_CFLAGS (default "-Os"; "-g -Os" for debug info, "-O2" for
# the other common release level, Debian's hardening flags, a sanitizer),
# REALSUITES_LDFLAGS (added to every link: "-Wl,-z,relro",
# "-fsanitize=address").
# Prints one line per test program; exits non-zero on any difference.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CACHE=${REALSUITES_CACHE:-$HOME/.cache/fmerge-realsuites}
CFLAGS=${REALSUITES_CFLAGS:--Os}
read -r -a LDFLAGS <<<"${REALSUITES_LDFLAGS:-}"
mkdir -p "$CACHE"
. "$ROOT/tools/llvm14.sh"
CXX=$(t14 clang++) CC=$(t14 clang)
JOBS=$(nproc)

if [ -z "${FMERGE:-}" ]; then
  FMERGE=$CACHE/fmerge
  (cd "$ROOT" && go build -o "$FMERGE" ./tools/fmerge)
fi

# need PKG FILE: install Debian package PKG when FILE is missing.
need() {
  [ -e "$2" ] && return 0
  apt-get install -y -q --no-install-recommends "$1" >/dev/null 2>&1 ||
    { apt-get update -q >/dev/null && apt-get install -y -q --no-install-recommends "$1" >/dev/null; }
}

# need_autotools: what regenerates a source's configure script.
need_autotools() {
  need autoconf /usr/bin/autoreconf
  need automake /usr/bin/automake
  need libtool /usr/bin/libtoolize
}

# source PKG: the unpacked Debian source of PKG (fetched once).
source_of() {
  local d
  d=$(ls -d "$CACHE/$1"-*/ 2>/dev/null | head -1 || true)
  if [ -z "$d" ]; then
    "$ROOT/bench/release/debsrc.sh" >/dev/null
    # The newest version may be gone from the mirror (a security update
    # listed but not served): then try the others apt knows, newest first.
    (cd "$CACHE" && apt-get source -q "$1" >/dev/null 2>&1) ||
      for v in $(apt-cache showsrc "$1" | sed -n 's/^Version: //p' | sort -rV); do
        (cd "$CACHE" && apt-get source -q "$1=$v" >/dev/null 2>&1) && break
      done
    d=$(ls -d "$CACHE/$1"-*/ | head -1)
  fi
  echo "${d%/}"
}

# compile OUT SRC FLAGS...: an LTO object, unless already built (C for a
# .c file, C++17 otherwise).
compile() {
  local out=$1 src=$2 cc=("$CXX" -std=c++17)
  shift 2
  [ -s "$out" ] && return 0
  [ "${src##*.}" = c ] && cc=("$CC")
  "${cc[@]}" $CFLAGS -flto -w -pthread "$@" -c "$src" -o "$out.tmp" && mv "$out.tmp" "$out"
}

# obj DIR SRC: the object compile_all makes of source SRC in DIR: its
# path under the suite's $SRC, with / as _.
obj() { echo "$1/$(echo "${2#"$SRC"/}" | tr / _).o"; }

# compile_all DIR FLAGS -- SRC...: the objects (obj) of SRC..., on every
# core.
compile_all() {
  local dir=$1 flags=() s
  shift
  while [ "$1" != -- ]; do flags+=("$1"); shift; done
  shift
  mkdir -p "$dir"
  for s in "$@"; do
    compile "$(obj "$dir" "$s")" "$s" "${flags[@]}" &
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
  done
  wait
}

# googletest DIR FLAGS...: Debian's googletest sources (installed when
# missing), compiled to DIR/gtest-all.o and DIR/gmock-all.o with FLAGS and
# GTEST_FLAGS, their include directories.
G=/usr/src/googletest
GTEST_FLAGS=(-I"$G/googletest/include" -I"$G/googletest" -I"$G/googlemock/include" -I"$G/googlemock")
googletest() {
  local dir=$1
  shift
  need googletest "$G/googletest/src/gtest-all.cc"
  mkdir -p "$dir"
  compile "$dir/gtest-all.o" "$G/googletest/src/gtest-all.cc" "${GTEST_FLAGS[@]}" "$@"
  compile "$dir/gmock-all.o" "$G/googlemock/src/gmock-all.cc" "${GTEST_FLAGS[@]}" "$@"
}

# normalise: what differs between two runs of the same program.
normalise() {
  sed -E -e 's/0x[0-9a-f]+/ADDR/g' -e 's/\([0-9]+ ms( total)?\)/(N ms)/g' \
    -e 's#/tmp/[^ /]*leveldb[^ ]*#TMP#g'
}

# suite_run EXE: runs one build of a test program, in its own directory;
# a suite whose programs need arguments or an environment redefines it.
suite_run() { "$1"; }

# runprog DIR T: runs DIR/T (as ./T in DIR, so that every build prints the
# same program name); its output and exit status go to DIR.out.
runprog() {
  local rc=0
  export -f suite_run
  (cd "$1" && timeout 600 bash -c 'suite_run "$0"' "./$2" >"$1.out" 2>&1) || rc=$?
  echo "exit $rc" >>"$1.out"
}

# runtest T OBJS...: build T in every configuration, run, compare. The
# suite's NATIVE objects (assembler sources: not IR, so not fmerge's) and
# LIBS (system libraries, -lNAME) are linked into every build.
failed=0
runtest() {
  local t=$1 d="$W/$1"
  shift
  rm -rf "$d" && mkdir -p "$d/plain"
  "$CXX" -flto -fuse-ld=lld -pthread "${LDFLAGS[@]}" -o "$d/plain/$t" "$@" "${NATIVE[@]}" "${LIBS[@]}"
  "$CXX" -flto -fuse-ld=lld -pthread "${LDFLAGS[@]}" -Wl,--plugin-opt=emit-llvm -o "$d/view.bc" "$@" "${NATIVE[@]}"
  runprog "$d/plain" "$t"
  local line="$t: plain $(grep -c . "$d/plain.out") lines, $(tail -1 "$d/plain.out")" cfg name flags inputs
  for cfg in "identical --mode=identical" "default" "model -profit=model" "release -lto=O2"; do
    read -r name flags <<<"$cfg"
    inputs=("$@")
    [ "$name" = release ] && inputs=("$d/view.bc")
    # shellcheck disable=SC2086 # flags are words
    if ! "$FMERGE" merge -quiet -stats $flags -o "$d/$name.o" "${inputs[@]}" 2>"$d/$name.stats"; then
      line="$line | $name: FMERGE FAILED"
      failed=1
      continue
    fi
    mkdir -p "$d/$name"
    if ! "$CXX" -fuse-ld=lld -pthread "${LDFLAGS[@]}" "$d/$name.o" "${NATIVE[@]}" -o "$d/$name/$t" "${LIBS[@]}" 2>"$d/$name.link"; then
      line="$line | $name: LINK FAILED"
      failed=1
      continue
    fi
    runprog "$d/$name" "$t"
    local merged
    merged=$(grep -E 'Number of functions merged$|similar merges committed$' "$d/$name.stats" | awk '{print $1}' | paste -sd+ || true)
    merged=${merged:-0}
    if cmp -s <(normalise <"$d/plain.out") <(normalise <"$d/$name.out"); then
      line="$line | $name same ($merged merged)"
    else
      line="$line | $name DIFFERS (see $d/$name.out)"
      failed=1
    fi
  done
  echo "$line"
}

suite_re2() {
  SRC=$(source_of re2)
  # Debian's source leaves out the generated Unicode tables; make them as
  # its build does (REBUILD_TABLES=1).
  need unicode-data /usr/share/unicode/CaseFolding.txt
  need python3 /usr/bin/python3
  (cd "$SRC/re2" &&
    { [ -s unicode_casefold.cc ] || python3 make_unicode_casefold.py >unicode_casefold.cc; } &&
    { [ -s unicode_groups.cc ] || python3 make_unicode_groups.py >unicode_groups.cc; } &&
    { [ -s perl_groups.cc ] || perl make_perl_groups.pl >perl_groups.cc; })
  local tests="re2 search parse set possible_match compile simplify required_prefix filtered_re2 charclass regexp mimics_pcre string_generator re2_arg"
  local lib=("$SRC"/re2/*.cc) t
  lib+=("$SRC"/util/{rune,strutil,pcre,test}.cc)
  lib+=("$SRC"/re2/testing/{backtrack,dump,null_walker,regexp_generator,string_generator,tester,exhaustive_tester}.cc)
  compile_all "$W/o" -I"$SRC" -- "${lib[@]}"
  local mains=()
  for t in $tests; do mains+=("$SRC/re2/testing/${t}_test.cc"); done
  compile_all "$W/t" -I"$SRC" -- "${mains[@]}"
  local libobjs=()
  for s in "${lib[@]}"; do libobjs+=("$(obj "$W/o" "$s")"); done
  for t in $tests; do runtest "$t" "${libobjs[@]}" "$(obj "$W/t" "$SRC/re2/testing/${t}_test.cc")"; done
}

suite_leveldb() {
  SRC=$(source_of leveldb)
  # CMake writes port_config.h; these are its answers on Linux.
  mkdir -p "$W/inc/port"
  printf '%s\n' '#define HAVE_FDATASYNC 1' '#define HAVE_FULLFSYNC 0' '#define HAVE_O_CLOEXEC 1' \
    '#define HAVE_CRC32C 0' '#define HAVE_SNAPPY 0' >"$W/inc/port/port_config.h"
  local flags=(-I"$W/inc" -I"$SRC" -I"$SRC/include" -DLEVELDB_PLATFORM_POSIX=1 -DLEVELDB_IS_BIG_ENDIAN=0 "${GTEST_FLAGS[@]}")
  local tests="util/cache_test util/coding_test util/arena_test util/bloom_test util/hash_test util/status_test
    util/logging_test db/skiplist_test db/log_test db/version_edit_test db/write_batch_test db/dbformat_test
    db/filename_test table/filter_block_test table/table_test db/corruption_test db/recovery_test"
  local lib=() s t
  for s in "$SRC"/db/*.cc "$SRC"/table/*.cc "$SRC"/util/*.cc "$SRC"/helpers/memenv/memenv.cc; do
    case $s in *_test.cc | *_bench.cc | *windows* | *leveldbutil* | *db_bench* | *testutil*) ;; *) lib+=("$s") ;; esac
  done
  lib+=("$SRC/util/testutil.cc")
  compile_all "$W/o" "${flags[@]}" -- "${lib[@]}"
  googletest "$W/o" "${flags[@]}"
  local mains=()
  for t in $tests; do mains+=("$SRC/$t.cc"); done
  compile_all "$W/t" "${flags[@]}" -- "${mains[@]}"
  local libobjs=("$W/o/gtest-all.o" "$W/o/gmock-all.o")
  for s in "${lib[@]}"; do libobjs+=("$(obj "$W/o" "$s")"); done
  for t in $tests; do runtest "$(basename "$t")" "${libobjs[@]}" "$(obj "$W/t" "$SRC/$t.cc")"; done
}

suite_fmtlib() {
  SRC=$(source_of fmtlib)
  local flags=(-I"$SRC/include" -I"$SRC/test" "${GTEST_FLAGS[@]}")
  local tests="args-test assert-test chrono-test color-test core-test gtest-extra-test format-test ostream-test
    compile-test printf-test ranges-test xchar-test os-test std-test" t
  local lib=("$SRC/src/format.cc" "$SRC/src/os.cc")
  local support=("$SRC"/test/{test-main,gtest-extra,util}.cc) odr=$SRC/test/ranges-odr-test.cc
  compile_all "$W/o" "${flags[@]}" -- "${lib[@]}" "${support[@]}" "$odr"
  googletest "$W/o" "${flags[@]}"
  local mains=()
  for t in $tests; do mains+=("$SRC/test/$t.cc"); done
  compile_all "$W/t" "${flags[@]}" -- "${mains[@]}"
  # enforce-checks-test has its own main and is built with compile-time
  # format string checks, as CMake builds it.
  compile "$W/t/enforce-checks-test.o" "$SRC/test/enforce-checks-test.cc" "${flags[@]}" -DFMT_ENFORCE_COMPILE_STRING
  local base=() withmain=() s
  for s in "${lib[@]}"; do base+=("$(obj "$W/o" "$s")"); done
  withmain=("${base[@]}" "$W/o/gtest-all.o" "$W/o/gmock-all.o")
  for s in "${support[@]}"; do withmain+=("$(obj "$W/o" "$s")"); done
  for t in $tests; do
    local extra=()
    [ "$t" = ranges-test ] && extra=("$(obj "$W/o" "$odr")")
    runtest "$t" "${withmain[@]}" "${extra[@]}" "$(obj "$W/t" "$SRC/test/$t.cc")"
  done
  runtest enforce-checks-test "${base[@]}" "$W/t/enforce-checks-test.o"
}

suite_double-conversion() {
  SRC=$(source_of double-conversion)
  compile_all "$W/o" -I"$SRC" -I"$SRC/test/cctest" -- "$SRC"/double-conversion/*.cc "$SRC"/test/cctest/*.cc
  # cctest runs every test, lists them, and runs each file's tests, as
  # ctest calls it.
  suite_run() {
    local a
    for a in "" --list test-bignum test-bignum-dtoa test-conversions test-diy-fp test-dtoa test-fast-dtoa \
      test-fixed-dtoa test-ieee test-strtod; do
      echo "== $a"
      "$1" $a || echo "exit $?"
    done
  }
  runtest cctest "$W"/o/*.o
}

suite_snappy() {
  SRC=$(source_of snappy)
  # It reads its test data from $srcdir/testdata.
  SNAPPY_TESTDATA=$SRC
  export SNAPPY_TESTDATA
  # CMake generates config.h (the source tree's is empty) and
  # snappy-stubs-public.h; these are its answers on x86-64 Linux, with the
  # benchmark-only compressors (zlib, lzo, lz4) off.
  # The sources include "config.h" by quotes: they are copied beside the
  # generated headers, so that the empty one in the tree is not found.
  mkdir -p "$W/inc"
  cp "$SRC"/*.cc "$SRC"/*.h "$W/inc/"
  printf '%s\n' '#define HAVE_ATTRIBUTE_ALWAYS_INLINE 1' '#define HAVE_BUILTIN_CTZ 1' '#define HAVE_BUILTIN_EXPECT 1' \
    '#define HAVE_FUNC_MMAP 1' '#define HAVE_FUNC_SYSCONF 1' '#define HAVE_SYS_MMAN_H 1' '#define HAVE_SYS_RESOURCE_H 1' \
    '#define HAVE_SYS_TIME_H 1' '#define HAVE_SYS_UIO_H 1' '#define HAVE_UNISTD_H 1' '#define SNAPPY_HAVE_SSSE3 0' \
    '#define SNAPPY_HAVE_BMI2 0' >"$W/inc/config.h"
  sed -e 's/${HAVE_SYS_UIO_H_01}/1/' -e 's/${PROJECT_VERSION_MAJOR}/1/' -e 's/${PROJECT_VERSION_MINOR}/1/' \
    -e 's/${PROJECT_VERSION_PATCH}/9/' "$SRC/snappy-stubs-public.h.in" >"$W/inc/snappy-stubs-public.h"
  local flags=(-DHAVE_CONFIG_H -I"$W/inc" "${GTEST_FLAGS[@]}")
  local srcs=("$W"/inc/{snappy,snappy-sinksource,snappy-stubs-internal,snappy-c,snappy-test,snappy_test_data,snappy_unittest}.cc)
  SRC=$W/inc
  compile_all "$W/o" "${flags[@]}" -- "${srcs[@]}"
  googletest "$W/o" "${flags[@]}"
  compile "$W/o/gmock_main.o" "$G/googlemock/src/gmock_main.cc" "${flags[@]}"
  suite_run() { srcdir=$SNAPPY_TESTDATA "$1"; }
  local objs=("$W/o/gtest-all.o" "$W/o/gmock-all.o" "$W/o/gmock_main.o") s
  for s in "${srcs[@]}"; do objs+=("$(obj "$W/o" "$s")"); done
  runtest snappy_unittest "${objs[@]}"
}

suite_pcre2() {
  SRC=$(source_of pcre2)
  # configure writes src/config.h and src/pcre2.h (8-bit library, Unicode,
  # and the JIT compiler, as Debian builds it); the character tables are
  # the distributed ones.
  [ -s "$SRC/src/config.h" ] || (cd "$SRC" && ./configure -q --enable-jit >/dev/null 2>&1)
  [ -s "$SRC/src/pcre2_chartables.c" ] || cp "$SRC/src/pcre2_chartables.c.dist" "$SRC/src/pcre2_chartables.c"
  local lib=() s
  for s in "$SRC"/src/pcre2_*.c "$SRC/src/pcre2posix.c"; do
    # Programs, and files the library #includes rather than compiles.
    case $s in *dftables* | *fuzzsupport* | *jit_match* | *jit_misc* | *jit_test* | *printint* | *ucptables*) ;; *) lib+=("$s") ;; esac
  done
  compile_all "$W/o" -DHAVE_CONFIG_H -DPCRE2_CODE_UNIT_WIDTH=8 -I"$SRC/src" -- "${lib[@]}" "$SRC/src/pcre2test.c"
  # pcre2test runs each of the test inputs RunTest gives it in the 8-bit
  # library, interpreted and, where RunTest also does, JIT-compiled.
  PCRE2_TESTDATA=$SRC/testdata
  export PCRE2_TESTDATA
  suite_run() {
    local n
    cp "$PCRE2_TESTDATA/testbtables" . # test 2 loads it, as RunTest does
    for n in 1 2 3 4 5 6 7 8 10 12 14 15 17 18 19 20 21 22 23 24 25 26; do
      echo "== testinput$n"
      LC_ALL=C "$1" -q "$PCRE2_TESTDATA/testinput$n" || echo "exit $?"
      case $n in 1 | 2 | 4 | 5 | 10 | 12 | 14 | 22 | 26)
        echo "== testinput$n -jit"
        LC_ALL=C "$1" -q -jit "$PCRE2_TESTDATA/testinput$n" || echo "exit $?" ;;
      esac
    done
  }
  local objs=()
  for s in "${lib[@]}" "$SRC/src/pcre2test.c"; do objs+=("$(obj "$W/o" "$s")"); done
  runtest pcre2test "${objs[@]}"
}

suite_jq() {
  SRC=$(source_of jq)
  need libonig-dev /usr/include/oniguruma.h
  need_autotools
  # configure's answers are compiler flags (DEFS) rather than a header;
  # make generates the builtins' source and the version header.
  if [ ! -s "$SRC/src/builtin.inc" ]; then
    (cd "$SRC" && autoreconf -fi >/dev/null 2>&1 &&
      ./configure -q --with-oniguruma=/usr --disable-docs --disable-maintainer-mode >/dev/null 2>&1 &&
      make src/builtin.inc src/version.h >/dev/null 2>&1)
  fi
  local defs=()
  eval "defs=($(sed -n 's/^DEFS = //p' "$SRC/Makefile"))"
  local srcs=() s
  for s in builtin bytecode compile execute jq_test jv jv_alloc jv_aux jv_dtoa jv_file jv_parse jv_print \
    jv_unicode linker locfile util lexer parser main; do srcs+=("$SRC/src/$s.c"); done
  compile_all "$W/o" "${defs[@]}" -I"$SRC" -I"$SRC/src" -- "${srcs[@]}"
  # jq's own test runner on its test files, as tests/jqtest and its
  # siblings call it.
  JQ_TESTS=$SRC/tests
  export JQ_TESTS
  suite_run() {
    local t
    for t in jq onig base64 optional; do
      echo "== $t.test"
      "$1" -L "$JQ_TESTS/modules" --run-tests "$JQ_TESTS/$t.test" || echo "exit $?"
    done
  }
  LIBS=(-lonig -lm)
  local objs=()
  for s in "${srcs[@]}"; do objs+=("$(obj "$W/o" "$s")"); done
  runtest jq "${objs[@]}"
}

suite_libsodium() {
  SRC=$(source_of libsodium)
  need_autotools
  [ -x "$SRC/configure" ] || (cd "$SRC" && autoreconf -fi >/dev/null 2>&1)
  # libsodium's own build, out of tree: it compiles each CPU extension's
  # files with its own -m flags (-maes, -mavx2, -mavx512f ...), so the
  # program holds functions of different target features. Its archive's
  # members are the program's library: IR, and two assembler objects.
  local b=$W/build
  if [ ! -s "$b/src/libsodium/.libs/libsodium.a" ]; then
    mkdir -p "$b"
    (cd "$b" && "$SRC/configure" -q CC="$CC" CFLAGS="$CFLAGS -flto" LDFLAGS="-fuse-ld=lld ${LDFLAGS[*]}" \
      --disable-shared --enable-static --disable-dependency-tracking >/dev/null 2>&1 &&
      make -j"$JOBS" -C src >/dev/null 2>&1)
  fi
  mkdir -p "$W/lib"
  [ -n "$(ls "$W/lib")" ] || (cd "$W/lib" && ar x "$b/src/libsodium/.libs/libsodium.a")
  local lib=() s
  for s in "$W"/lib/*.o; do
    if [ "$(head -c 2 "$s")" = BC ]; then lib+=("$s"); else NATIVE+=("$s"); fi
  done
  local defs=()
  eval "defs=($(sed -n 's/^DEFS = //p' "$b/test/default/Makefile"))"
  # Test programs of every family (AEADs with AES-NI, boxes, hashes,
  # password hashing, scalar multiplication, signatures, streams ...);
  # the ones that test guard pages and signal handlers are left out.
  LIBSODIUM_TESTS=$SRC/test/default
  export LIBSODIUM_TESTS
  local tests=(aead_aes256gcm aead_chacha20poly1305 aead_xchacha20poly1305 auth box box_easy box_seal chacha20
    codecs core_ed25519 core_ristretto255 generichash hash kdf kx onetimeauth pwhash_argon2id pwhash_scrypt
    scalarmult scalarmult_ed25519 secretbox secretstream shorthash sign stream xchacha20) srcs=() t
  for t in "${tests[@]}"; do srcs+=("$LIBSODIUM_TESTS/$t.c"); done
  compile_all "$W/o" "${defs[@]}" -DTEST_SRCDIR='"."' -I"$SRC/src/libsodium/include" -I"$SRC/src/libsodium/include/sodium" \
    -I"$b/src/libsodium/include" -I"$b/src/libsodium/include/sodium" -I"$SRC/test/quirks" -- "${srcs[@]}"
  # Each test writes what it computes to T.res and compares it with
  # T.exp: both are printed, with its exit status.
  suite_run() {
    local t=${1#./}
    cp "$LIBSODIUM_TESTS/$t.exp" .
    "$1" || echo "exit $?"
    cat "$t.res"
  }
  for t in "${tests[@]}"; do
    runtest "$t" "$(obj "$W/o" "$LIBSODIUM_TESTS/$t.c")" "${lib[@]}"
  done
}

# Sanitizers and profile instrumentation link compiler-rt's runtimes.
case "$CFLAGS ${LDFLAGS[*]}" in
*-fsanitize* | *-fprofile-instr-generate*)
  need libclang-rt-14-dev "$(ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.profile-x86_64.a 2>/dev/null || echo /none)" ;;
esac

suites=("$@")
[ ${#suites[@]} -gt 0 ] || suites=(re2 leveldb fmtlib double-conversion snappy pcre2 jq libsodium)
for s in "${suites[@]}"; do
  declare -F "suite_$s" >/dev/null || { echo "unknown suite $s (re2, leveldb, fmtlib, double-conversion, snappy, pcre2, jq, libsodium)" >&2; exit 2; }
  suite_run() { "$1"; }
  LIBS=() NATIVE=()
  W=$CACHE/work-$s-$(echo "$CFLAGS" | tr -cd 'a-zA-Z0-9')
  mkdir -p "$W"
  echo "== $s ($CFLAGS)"
  "suite_$s"
done
exit $failed
