#!/usr/bin/env bash
# Builds the Debian package of the app: target/release/bundle/deb/Belote_<version>_amd64.deb,
# holding the app (/usr/bin/belote-app), the `belote` command (/usr/bin/belote), the desktop
# entry, the icons, the licence and the user documentation. The bundler is the Tauri CLI from
# the npm package @tauri-apps/cli, pinned in packaging/ (a prebuilt binary; bundling a .deb
# needs no network). Installs its own prerequisites like the other scripts.
# Usage: ./scripts/package.sh        then: sudo apt install ./target/release/bundle/deb/*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
# tauri.conf.json names target/release/belote for /usr/bin/belote: build into ./target.
unset CARGO_TARGET_DIR

./scripts/setup-debian.sh

echo "== Tauri bundler (packaging/)"
# `npm install` with the lock file rather than `npm ci`: the npm registry reachable here serves
# only some of the CLI's per-platform optional packages, so the lock file holds the Linux ones
# only and `npm ci` would refuse it. The version is pinned exactly and the lock file holds the
# hashes; --no-save leaves both files untouched.
(cd packaging && npm install --no-save --no-audit --no-fund --loglevel=error)
tauri=packaging/node_modules/.bin/tauri

# `tauri build` runs `cargo build --bins --release --features tauri/custom-protocol` over the
# workspace's default members, so the `belote` command is built in the same run, with the same
# release profile (LTO, one codegen unit, stripped) as the app: what users get. Removing the
# old binaries first makes sure the package never picks up a stale one.
echo "== release build (app and belote command)"
rm -rf target/release/bundle/deb target/release/belote target/release/belote-app
"$tauri" build --ci --no-bundle -- --locked

# Depends: computed from the binaries by dpkg-shlibdeps, with the versions the symbols need
# (the bundler itself only adds unversioned libwebkit2gtk-4.1-0 and libgtk-3-0, which it
# always appends; they repeat the versioned entries and are harmless).
echo "== Depends (dpkg-shlibdeps)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian"
printf 'Source: belote\n\nPackage: belote\nArchitecture: any\n' >"$work/debian/control"
bins=("$PWD/target/release/belote-app" "$PWD/target/release/belote")
depends=$(cd "$work" && dpkg-shlibdeps -O "${bins[@]/#/-e}" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "dpkg-shlibdeps found no dependencies" >&2; exit 1; }
echo "$depends"
python3 - "$depends" >"$work/deb.json" <<'PY'
import json, sys
deps = [d.strip() for d in sys.argv[1].split(",") if d.strip()]
print(json.dumps({"bundle": {"linux": {"deb": {"depends": deps}}}}))
PY

echo "== .deb"
"$tauri" bundle --ci --bundles deb --config "$work/deb.json"

deb=$(ls target/release/bundle/deb/*.deb)
echo "== built $deb ($(du -k "$deb" | cut -f1) KiB)"
