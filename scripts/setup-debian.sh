#!/usr/bin/env bash
# Installs what building, running and testing the project needs on a fresh Debian 12 machine.
# Idempotent: packages already present are not fetched again.
set -euo pipefail

packages=(
  # build the Tauri shell
  libwebkit2gtk-4.1-dev build-essential pkg-config file librsvg2-dev libssl-dev
  # run it headless and drive it end to end
  xvfb xauth webkit2gtk-driver
  # UI tests in a plain browser
  chromium
  # the Debian package: its Depends (dpkg-shlibdeps), the check of its desktop entry and
  # software centre entry (appstream), and
  # of the app's window (xwininfo, xprop; screenshots with imagemagick's import)
  dpkg-dev desktop-file-utils appstream x11-utils imagemagick
  # the printed pages' test reads Chromium's PDF back (pdftotext, pdfinfo)
  poppler-utils
  # Arabic (Baloot's players): Noto Sans Arabic and Noto Naskh Arabic, for the UI tests and the
  # docs' pictures in Arabic (the app names them in its font stack and fetches nothing)
  fonts-noto-core
  # the results hub's tests run against a real, throwaway PostgreSQL 15 (crates/belote-pgtest,
  # scripts/hub-db.sh); the app and `belote` never need it
  postgresql-15
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi

rustup component add rustfmt clippy >/dev/null 2>&1 || true
