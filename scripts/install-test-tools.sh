#!/usr/bin/env bash
# System packages the tests use: Debian's Chromium for the browser tests (test tools cannot
# download their own browser here), poppler-utils' pdftotext for reading PDFs back, and ccache,
# which keeps the C compiler's output for .ci/run's next install (better-sqlite3 has no prebuilt
# binary we can download, and compiling SQLite takes a core for over a minute).
set -euo pipefail

missing=()
command -v chromium > /dev/null 2>&1 || missing+=(chromium)
command -v pdftotext > /dev/null 2>&1 || missing+=(poppler-utils)
command -v ccache > /dev/null 2>&1 || missing+=(ccache)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi
