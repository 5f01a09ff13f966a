#!/usr/bin/env bash
# Format check and lint of every Starlark/BUILD file of the repository with
# the pinned buildifier that tools/bazel-offline-setup.sh installs.
# FIX=1 rewrites the files instead of checking them.
#
# Disabled warnings, each because Bazel 4.2.3 (the Bazel testable here)
# cannot satisfy it:
#   native-sh-test      wants load("@rules_shell//..."); no rules_shell for 4.2.3
#   native-cc-common,   want loads from @rules_cc//cc/common, which the
#   native-cc-info      rules_cc stand-in of Bazel 4.2.3 lacks
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${FMERGE_BAZEL_CACHE:-$HOME/.cache/fmerge-bazel}
BUILDIFIER=${BUILDIFIER:-$CACHE/bin/buildifier}
if [ ! -x "$BUILDIFIER" ]; then
  echo "buildifier.sh: $BUILDIFIER missing; run tools/bazel-offline-setup.sh" >&2
  exit 1
fi
cd "$ROOT"
mapfile -t files < <(git ls-files --cached --others --exclude-standard \
  '*.bzl' '*.bazel' 'WORKSPACE' '*/WORKSPACE' '*.star' | sort -u)
[ ${#files[@]} -gt 0 ] || { echo "buildifier.sh: no files" >&2; exit 1; }
warnings=-native-sh-test,-native-cc-common,-native-cc-info
if [ "${FIX:-0}" = 1 ]; then
  "$BUILDIFIER" -lint=fix -warnings="$warnings" "${files[@]}"
fi
"$BUILDIFIER" -mode=check -lint=warn -warnings="$warnings" "${files[@]}"
echo "buildifier.sh: ${#files[@]} files clean"
