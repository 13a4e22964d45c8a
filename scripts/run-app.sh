#!/usr/bin/env bash
# Builds and starts the app (sets up a fresh Debian machine first).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
cargo run --release --bin belote-app
