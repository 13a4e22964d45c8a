#!/usr/bin/env bash
# Refreshes the docs' pictures of the app (README.md, docs/*.md): runs the UI suites that take
# them (headless Chromium on the real back end, as tests/run-app-tests.sh does, and the web
# app's on target/web, which it builds), which keep them
# in target/screenshots/ laid out as docs/ is, then copies them over docs/. The test command
# (scripts/test-all.sh) takes the same pictures into target/screenshots/ only, and leaves the
# checkout as it was: commit what this changes when the screens have changed.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
shots="${CARGO_TARGET_DIR:-target}/screenshots"
rm -rf "$shots"
cargo build --bin belote && cargo build -p belote-ui-bridge
./scripts/build-web.sh
(
  cd tests
  npm ci --no-audit --no-fund --loglevel=error
  node --test --test-concurrency=1 ui/ui.test.js ui/startup.test.js ui/at-the-table.test.js \
    ui/bela-klaverjas.test.js ui/review.test.js ui/print.test.js ui/phones.test.js ui/organiser.test.js \
    ui/stages.test.js ui/season.test.js ui/baloot-ar.test.js ui/baloot-legal.test.js web/app.test.js web/devices.test.js
)
cp -r "$shots"/. docs/
echo "-- the docs' pictures, as the screens are now:"
git status --short -- docs/
