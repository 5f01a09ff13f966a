#!/usr/bin/env bash
# usage: smaller_test.sh MERGED UNMERGED
# The merged executable's .text must be smaller than the unmerged one's.
set -euo pipefail
source "$(dirname "$0")/text_size.sh"
merged=$(text_bytes "$1")
unmerged=$(text_bytes "$2")
echo ".text: merged $merged, unmerged $unmerged"
if [ -z "$merged" ] || [ -z "$unmerged" ] || [ "$merged" -ge "$unmerged" ]; then
  echo "FAIL: merging did not shrink .text" >&2
  exit 1
fi
