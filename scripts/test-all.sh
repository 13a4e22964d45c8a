#!/usr/bin/env bash
# Runs every check and test of the project: formatting, lints, the dependency policy (cargo
# deny), the Rust tests (engine, history store, CLI, app crate, docs freshness), the app's UI
# and end-to-end tests, then the Debian package: built, its contents checked, and the packaged
# app started from its desktop entry and put through the end-to-end test.
# Usage: ./scripts/test-all.sh      (sets up a fresh Debian machine first)
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup-debian.sh

echo "== cargo fmt"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
echo "== supply chain (cargo deny, offline)"
./scripts/check-deps.sh
echo "== cargo test"
cargo test --workspace
echo "== docs (generated parts current, commands covered, links inside the repository)"
./scripts/check-docs.sh
if [ -x tests/run-app-tests.sh ]; then
  echo "== app tests (UI in Chromium with mocked IPC, end to end in WebKitGTK)"
  tests/run-app-tests.sh
fi
echo "== Debian package (scripts/package.sh, scripts/check-package.sh)"
./scripts/package.sh
./scripts/check-package.sh
echo "== all tests passed"
