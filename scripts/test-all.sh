#!/usr/bin/env bash
# Runs every check and test of the project: formatting, lints, the Rust tests (engine,
# history store, CLI, app crate), then the app's UI and end-to-end tests.
# Usage: ./scripts/test-all.sh      (sets up a fresh Debian machine first)
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup-debian.sh

echo "== cargo fmt"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
echo "== cargo test"
cargo test --workspace
if [ -x tests/run-app-tests.sh ]; then
  echo "== app tests (UI in Chromium with mocked IPC, end to end in WebKitGTK)"
  tests/run-app-tests.sh
fi
echo "== all tests passed"
