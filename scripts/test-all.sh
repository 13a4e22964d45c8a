#!/usr/bin/env bash
# Runs every check and test of the project: formatting, lints, the dependency policy (cargo
# deny), the Rust tests (engine, history store, CLI, app crate, docs freshness), the docs
# checks, the app's UI and end-to-end tests, then the Debian package: built, its contents
# checked, and the packaged app started from its desktop entry and put through the
# end-to-end test. Each step prints how long it took.
# Usage: ./scripts/test-all.sh      (sets up a fresh Debian machine first)
set -euo pipefail
cd "$(dirname "$0")/.."

step_start=$SECONDS
step_name=""
step() { # step "name": closes the previous step (printing its duration) and opens the next
  if [ -n "$step_name" ]; then
    echo "== $step_name: $((SECONDS - step_start)) s"
  fi
  step_name=$1
  step_start=$SECONDS
  [ -z "$step_name" ] || echo "== $step_name"
}

step "setup (system packages)"
./scripts/setup-debian.sh
step "cargo fmt"
cargo fmt --all -- --check
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
step "supply chain (cargo deny, offline)"
./scripts/check-deps.sh
step "cargo test"
cargo test --workspace
step "docs (generated parts current, commands covered, links inside the repository)"
./scripts/check-docs.sh
if [ -x tests/run-app-tests.sh ]; then
  step "app tests (UI in Chromium on the real back end, end to end in WebKitGTK)"
  tests/run-app-tests.sh
fi
step "Debian package: release build and bundle (scripts/package.sh)"
./scripts/package.sh
step "Debian package: contents, desktop entry, end to end (scripts/check-package.sh)"
./scripts/check-package.sh
step ""
echo "== all tests passed in $SECONDS s"
