#!/usr/bin/env bash
# Prepares everything the Bazel side of rules_fmerge needs on a machine whose
# only network access is the Go module proxy and the Debian archive:
#
#   * Debian packages: bazel-bootstrap (Bazel 4.2.3), clang-14, lld-14,
#     llvm-14; the bazel-bootstrap-source and bazel-skylib .debs are only
#     unpacked (for the @rules_cc / @rules_java stand-ins and @bazel_skylib).
#   * a writable copy of the Go SDK with the std .a files and `pack` that
#     rules_go v0.34.0 expects (Go >= 1.20 ships neither);
#   * rules_go v0.34.0 and gazelle v0.26.0 sources from the Go proxy, with
#     rules_go patched for Go >= 1.22 (`compile -p main`);
#   * every module in go.mod as a Bazel repository with gazelle BUILD files;
#   * gazelle and buildifier binaries (pinned versions);
#   * a stub @remote_coverage_tools (needed by `bazel test`).
#
# Everything lands in $FMERGE_BAZEL_CACHE (default ~/.cache/fmerge-bazel),
# never in the repository. The only files written into the work tree are the
# git-ignored `.bazelrc.offline` files of the two workspaces (root and
# examples/bazel); their `--override_repository` lines point the real
# repository declarations of WORKSPACE at the prepared copies.
#
# Idempotent: each step is skipped when its result exists (a stamp file per
# step). FMERGE_BAZEL_FORCE=1 redoes everything.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${FMERGE_BAZEL_CACHE:-$HOME/.cache/fmerge-bazel}
RULES_GO_VERSION=v0.34.0
GAZELLE_VERSION=v0.26.0
BUILDIFIER_VERSION=v0.0.0-20260904073137-eaa4d125b423
HOST_GO=${HOST_GO:-$(command -v go || echo /usr/local/go/bin/go)}

mkdir -p "$CACHE"
log() { echo "bazel-offline-setup: $*"; }

# done_step NAME: true when NAME was completed before (and not forced).
done_step() { [ "${FMERGE_BAZEL_FORCE:-0}" != 1 ] && [ -e "$CACHE/.stamp-$1" ]; }
mark() { touch "$CACHE/.stamp-$1"; }

apt_retry() {
  local i
  for i in $(seq 1 30); do
    if apt-get "$@"; then return 0; fi
    log "apt-get $1 failed (attempt $i; dpkg may be locked), retrying in 10s" >&2
    sleep 10
  done
  return 1
}

step_apt() {
  local missing=() pkg
  declare -A probe=(
    [bazel-bootstrap]=/usr/bin/bazel
    [clang-14]=/usr/bin/clang-14
    [lld-14]=/usr/bin/ld.lld-14
    [llvm-14]=/usr/bin/llvm-link-14
  )
  for pkg in bazel-bootstrap clang-14 lld-14 llvm-14; do
    [ -e "${probe[$pkg]}" ] || missing+=("$pkg")
  done
  local debs_needed=0
  [ -d "$CACHE/debs/bazel-bootstrap-source" ] || debs_needed=1
  [ -d "$CACHE/debs/bazel-skylib" ] || debs_needed=1
  if [ ${#missing[@]} -eq 0 ] && [ $debs_needed = 0 ]; then return; fi
  export DEBIAN_FRONTEND=noninteractive
  apt_retry update -q
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    apt_retry install -y -q --no-install-recommends "${missing[@]}"
  fi
  local d
  for d in bazel-bootstrap-source bazel-skylib; do
    [ -d "$CACHE/debs/$d" ] && continue
    mkdir -p "$CACHE/debs/dl"
    (cd "$CACHE/debs/dl" && apt_retry download "$d")
    rm -rf "$CACHE/debs/$d.tmp"
    dpkg -x "$CACHE/debs/dl/${d}"_*.deb "$CACHE/debs/$d.tmp"
    mv "$CACHE/debs/$d.tmp" "$CACHE/debs/$d"
  done
}

# Local repositories made from the unpacked Debian packages.
step_debian_repos() {
  done_step debian-repos && return
  local src=$CACHE/debs/bazel-bootstrap-source/usr/src/bazel-bootstrap/mock_repos
  rm -rf "$CACHE/repos/rules_cc" "$CACHE/repos/rules_java" "$CACHE/repos/bazel_skylib"
  mkdir -p "$CACHE/repos"
  cp -a "$src/rules_cc" "$CACHE/repos/rules_cc"
  cp -a "$src/rules_java" "$CACHE/repos/rules_java"
  cp -a "$CACHE/debs/bazel-skylib/usr/share/bazel/tools/skylib" "$CACHE/repos/bazel_skylib"
  local r
  for r in rules_cc rules_java bazel_skylib; do
    [ -e "$CACHE/repos/$r/WORKSPACE" ] || echo "workspace(name = \"$r\")" >"$CACHE/repos/$r/WORKSPACE"
  done
  # `bazel test` wants @remote_coverage_tools even without coverage.
  mkdir -p "$CACHE/repos/remote_coverage_tools"
  cat >"$CACHE/repos/remote_coverage_tools/WORKSPACE" <<'EOF'
workspace(name = "remote_coverage_tools")
EOF
  cat >"$CACHE/repos/remote_coverage_tools/BUILD" <<'EOF'
# Offline stand-in: coverage is not collected on this machine.
package(default_visibility = ["//visibility:public"])

sh_binary(name = "Main", srcs = ["stub.sh"])

sh_binary(name = "lcov_merger", srcs = ["stub.sh"])

sh_binary(name = "coverage_report_generator", srcs = ["stub.sh"])
EOF
  printf '#!/bin/sh\necho "coverage is not available offline" >&2\nexit 1\n' \
    >"$CACHE/repos/remote_coverage_tools/stub.sh"
  chmod +x "$CACHE/repos/remote_coverage_tools/stub.sh"
  mark debian-repos
}

# A Go SDK rules_go v0.34.0 accepts: std installed as .a files, and `pack`.
step_go_sdk() {
  local stamp
  stamp=go-sdk-$("$HOST_GO" env GOVERSION)
  done_step "$stamp" && return
  local goroot
  goroot=$("$HOST_GO" env GOROOT)
  log "copying the Go SDK from $goroot"
  rm -rf "$CACHE/go.tmp"
  cp -a "$goroot" "$CACHE/go.tmp"
  chmod -R u+w "$CACHE/go.tmp"
  (cd "$CACHE/go.tmp/src" && GOROOT="$CACHE/go.tmp" GOFLAGS= GODEBUG=installgoroot=all \
    "$CACHE/go.tmp/bin/go" install std)
  local tooldir
  tooldir=$(GOROOT="$CACHE/go.tmp" "$CACHE/go.tmp/bin/go" env GOTOOLDIR)
  (cd "$CACHE/go.tmp/src/cmd/pack" && GOROOT="$CACHE/go.tmp" GOFLAGS= \
    "$CACHE/go.tmp/bin/go" build -o "$tooldir/pack" .)
  rm -rf "$CACHE/go"
  mv "$CACHE/go.tmp" "$CACHE/go"
  mark "$stamp"
}

# go_download MODULE@VERSION: prints the module's directory in the Go
# module cache. Run outside this module so go.mod/go.sum are never touched
# (checksums are verified through the checksum database, which the proxy
# serves).
go_download() {
  (cd "$CACHE" && GOFLAGS= "$HOST_GO" mod download -json "$1") |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p'
}

step_rules_go() {
  done_step rules-go && return
  local dir
  dir=$(go_download "github.com/bazelbuild/rules_go@$RULES_GO_VERSION")
  [ -d "$dir" ] || { log "could not download rules_go $RULES_GO_VERSION"; exit 1; }
  rm -rf "$CACHE/repos/io_bazel_rules_go"
  cp -a "$dir" "$CACHE/repos/io_bazel_rules_go"
  chmod -R u+w "$CACHE/repos/io_bazel_rules_go"
  # Go >= 1.22 refuses to link a main package compiled without `-p main`.
  local bin=$CACHE/repos/io_bazel_rules_go/go/private/rules/binary.bzl
  if ! grep -q 'tool compile -p main -o' "$bin"; then
    sed -i 's/tool compile -o/tool compile -p main -o/' "$bin"
  fi
  grep -q 'tool compile -p main -o' "$bin" || { log "rules_go patch did not apply"; exit 1; }

  dir=$(go_download "github.com/bazelbuild/bazel-gazelle@$GAZELLE_VERSION")
  rm -rf "$CACHE/repos/bazel_gazelle"
  cp -a "$dir" "$CACHE/repos/bazel_gazelle"
  chmod -R u+w "$CACHE/repos/bazel_gazelle"
  mark rules-go
}

step_tools() {
  done_step "tools-$GAZELLE_VERSION-$BUILDIFIER_VERSION" && return
  mkdir -p "$CACHE/bin"
  (cd "$CACHE" && GOBIN="$CACHE/bin" GOFLAGS= "$HOST_GO" install \
    "github.com/bazelbuild/bazel-gazelle/cmd/gazelle@$GAZELLE_VERSION")
  (cd "$CACHE" && GOBIN="$CACHE/bin" GOFLAGS= "$HOST_GO" install \
    "github.com/bazelbuild/buildtools/buildifier@$BUILDIFIER_VERSION")
  mark "tools-$GAZELLE_VERSION-$BUILDIFIER_VERSION"
}

# repo_name github.com/llir/llvm -> com_github_llir_llvm (gazelle's rule).
repo_name() {
  local host=${1%%/*} rest=${1#*/} out="" part
  IFS=. read -ra parts <<<"$host"
  for ((i = ${#parts[@]} - 1; i >= 0; i--)); do out+="${parts[$i]}_"; done
  out+=$rest
  echo "$out" | tr '/.-' '___' | tr 'A-Z' 'a-z'
}

# The third-party Go modules the build uses, each a repository with gazelle
# BUILD files. Keep in sync with rules/go_repositories.bzl (and MODULE.bazel's
# use_repo); versions come from go.mod.
GO_DEPS="github.com/ianlancetaylor/demangle github.com/llir/llvm github.com/llir/ll github.com/mewmew/float github.com/pkg/errors golang.org/x/sync"

step_go_deps() {
  local sum
  sum=$(cat "$ROOT/go.mod" "$ROOT/go.sum" | sha256sum | cut -c1-16)
  done_step "go-deps-$sum" && return
  local path version name dir known=()
  for path in $GO_DEPS; do known+=(-known_import "$path"); done
  for path in $GO_DEPS; do
    version=$(cd "$ROOT" && GOFLAGS=-mod=mod "$HOST_GO" list -m -f '{{.Version}}' "$path")
    [ -n "$version" ] || { log "$path is not in go.mod"; exit 1; }
    name=$(repo_name "$path")
    dir=$(go_download "$path@$version")
    [ -d "$dir" ] || { log "could not download $path@$version"; exit 1; }
    rm -rf "$CACHE/repos/$name"
    cp -a "$dir" "$CACHE/repos/$name"
    chmod -R u+w "$CACHE/repos/$name"
    echo "workspace(name = \"$name\")" >"$CACHE/repos/$name/WORKSPACE"
    (cd "$CACHE/repos/$name" && "$CACHE/bin/gazelle" -go_prefix "$path" \
      -repo_root . -go_naming_convention import -go_naming_convention_external import \
      -build_file_name BUILD.bazel,BUILD "${known[@]}" -mode fix .)
  done
  mark "go-deps-$sum"
}

# Warns when the code imports a module that GO_DEPS does not provide.
check_go_deps() {
  local m
  for m in $(cd "$ROOT" && "$HOST_GO" list -deps -test -e \
    -f '{{with .Module}}{{if not .Main}}{{.Path}}{{end}}{{end}}' ./merge/... ./tools/... 2>/dev/null | sort -u); do
    case " $GO_DEPS " in
    *" $m "*) ;;
    *) log "WARNING: module $m is imported but not prepared; add it to GO_DEPS" >&2 ;;
    esac
  done
}

# Checks the committed BUILD.bazel files of the Go packages against what
# gazelle would generate, and prints the difference: the setup leaves
# committed files alone (test/buildfiles fails on a stale BUILD file, and
# `gazelle -mode fix` from this command line repairs it). gazelle v0.26.0
# does not know std packages newer than Go 1.19 (slices, maps, ...) and
# says so on stderr; those imports need no dependency, so the noise is
# dropped.
update_build_files() {
  local path known=() diff
  for path in $GO_DEPS; do known+=(-known_import "$path"); done
  diff=$(cd "$ROOT" && "$CACHE/bin/gazelle" -repo_root . -go_prefix github.com/fmerge/rules_fmerge \
    "${known[@]}" -mode diff merge tools/fmerge 2>&1 |
    grep -v -e 'finding module path for import' -e 'modinfo.ModulePublic.Path' || true)
  if [ -n "$diff" ]; then
    echo "bazel-offline-setup: BUILD files differ from gazelle's (not changed; run gazelle -mode fix to update):"
    echo "$diff"
  fi
}

# The per-workspace rc file: repository overrides with this machine's paths.
write_rc() {
  local ws=$1 f=$1/.bazelrc.offline r
  mkdir -p "$ws"
  {
    echo "# Generated by tools/bazel-offline-setup.sh; not committed."
    for r in $(ls "$CACHE/repos"); do
      for cmd in build query fetch sync; do
        echo "$cmd --override_repository=$r=$CACHE/repos/$r"
      done
    done
    echo "build --repo_env=GOROOT=$CACHE/go"
    echo "query --repo_env=GOROOT=$CACHE/go"
    echo "fetch --repo_env=GOROOT=$CACHE/go"
    echo "sync --repo_env=GOROOT=$CACHE/go"
  } >"$f.tmp"
  mv "$f.tmp" "$f"
}

# --workspace DIR (repeatable): also prepare a user's own workspace: its
# .bazelrc.offline (the overrides, plus the two settings every workspace
# here needs: no sandbox debug output, clang-14 as the C/C++ compiler), and
# a try-import line for it appended to DIR/.bazelrc when missing.
USER_WS=()
while [ $# -gt 0 ]; do
  case "$1" in
  --workspace)
    [ $# -ge 2 ] && [ -d "$2" ] || { echo "usage: $0 [--workspace DIR]... (DIR must exist)" >&2; exit 2; }
    USER_WS+=("$(cd "$2" && pwd)")
    shift 2
    ;;
  *) echo "usage: $0 [--workspace DIR]..." >&2; exit 2 ;;
  esac
done

step_apt
step_debian_repos
step_go_sdk
step_rules_go
step_tools
step_go_deps
check_go_deps
update_build_files
write_rc "$ROOT"
write_rc "$ROOT/examples/bazel"
for ws in "${USER_WS[@]}"; do
  write_rc "$ws"
  {
    echo "build --nosandbox_debug"
    echo "build --repo_env=CC=clang-14"
  } >>"$ws/.bazelrc.offline"
  if ! grep -qs 'try-import %workspace%/.bazelrc.offline' "$ws/.bazelrc"; then
    echo "try-import %workspace%/.bazelrc.offline" >>"$ws/.bazelrc"
    log "$ws/.bazelrc: added try-import %workspace%/.bazelrc.offline"
  fi
  log "prepared workspace $ws"
done
log "ready: cache $CACHE"
