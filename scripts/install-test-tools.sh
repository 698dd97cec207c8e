#!/usr/bin/env bash
# System packages the tests use: Debian's Chromium for the browser tests (test tools cannot
# download their own browser here) and poppler-utils' pdftotext for reading PDFs back.
set -euo pipefail

missing=()
command -v chromium > /dev/null 2>&1 || missing+=(chromium)
command -v pdftotext > /dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi
