#!/usr/bin/env bash
# Makes `apt-get source` work: adds a deb-src entry for the Debian suites
# already configured (deb822 .sources files or sources.list) when none
# exists, then runs apt-get update. Needs root. Idempotent.
set -euo pipefail
if grep -rqs -e '^deb-src' -e '^Types:.*deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  exit 0
fi
[ "$(id -u)" = 0 ] || { echo "debsrc: no deb-src entry and not root; add one to /etc/apt/sources.list.d" >&2; exit 1; }
f=/etc/apt/sources.list.d/fmerge-deb-src.sources
if [ -f /etc/apt/sources.list.d/debian.sources ]; then
  sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$f"
else
  sed -n 's/^deb /deb-src /p' /etc/apt/sources.list >/etc/apt/sources.list.d/fmerge-deb-src.list
fi
apt-get update -q >/dev/null
echo "debsrc: deb-src entries added, apt-get update done"
