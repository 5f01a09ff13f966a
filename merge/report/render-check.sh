#!/usr/bin/env bash
# Renders the size-report SVG in headless Chromium so a person can look at
# it. The SVG is produced by fmerge itself (`fmerge report svg`) from a
# report JSON; the screenshot goes outside the repository.
#
#   merge/report/render-check.sh [REPORT.json] [OUT.png]
#
# Defaults: the grown.json test fixture, /tmp/fmerge-report-render.png.
# FMERGE may name an fmerge binary; otherwise `go run ./tools/fmerge`.
# Needs chromium (apt-get install -y chromium).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
json=$(realpath "${1:-$repo/merge/report/testdata/grown.json}")
png=${2:-/tmp/fmerge-report-render.png}
case "$png" in "$repo"/*) echo "render-check: keep the screenshot out of the repo ($png)" >&2; exit 2 ;; esac

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "render-check: chromium is not installed (apt-get install -y chromium)" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
svg=$work/report.svg
if [ -n "${FMERGE:-}" ]; then
  "$FMERGE" report svg -o "$svg" "$json"
else
  (cd "$repo" && go run ./tools/fmerge report svg -o "$svg" "$json")
fi

"$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$work/profile" --screenshot="$png" --window-size=1200,800 \
  "file://$svg" >"$work/chromium.log" 2>&1 || { cat "$work/chromium.log" >&2; exit 1; }
[ -s "$png" ] || { echo "render-check: no screenshot written" >&2; cat "$work/chromium.log" >&2; exit 1; }
echo "render-check: $json -> $png"
