#!/usr/bin/env bash
# Checks the dependency tree with cargo deny (deny.toml): licences, sources, bans, advisories.
# Runs offline: `cargo fetch --locked` first, then `cargo deny --offline check`. The advisory
# database is a snapshot of the RustSec database (a .tar.gz of its repository) named by
# BELOTE_ADVISORY_DB, or found beside the repository (../shared/advisory-db.tar.gz, where CI
# has it); without either, an already unpacked database in the db-path is used.
# Installs cargo-deny 0.20.x itself (cargo install --locked, a few minutes the first time).
set -euo pipefail
cd "$(dirname "$0")/.."

deny_version="0.20"
if ! cargo deny --version 2>/dev/null | grep -q "^cargo-deny ${deny_version}\."; then
  echo "-- installing cargo-deny ${deny_version}.x"
  cargo install cargo-deny --version "~${deny_version}" --locked
fi

# cargo-deny keeps the RustSec database in <db-path>/advisory-db-<hash of its URL>; the hash
# is that of the default URL (https://github.com/RustSec/advisory-db).
dbs="${BELOTE_ADVISORY_DBS:-$PWD/target/advisory-dbs}"
export BELOTE_ADVISORY_DBS="$dbs"
db="$dbs/advisory-db-3157b0e258782691"
snapshot="${BELOTE_ADVISORY_DB:-}"
if [ -z "$snapshot" ] && [ -f ../shared/advisory-db.tar.gz ]; then
  snapshot=../shared/advisory-db.tar.gz
fi
if [ -n "$snapshot" ]; then
  rm -rf "$db" "$db.new"
  mkdir -p "$db.new"
  tar -xzf "$snapshot" -C "$db.new"
  # The archive holds one folder (advisory-db/); that folder is the database.
  inner=$(find "$db.new" -mindepth 1 -maxdepth 1 -type d)
  [ "$(echo "$inner" | wc -l)" -eq 1 ] || { echo "unexpected layout in $snapshot" >&2; exit 1; }
  mv "$inner" "$db"
  rm -rf "$db.new"
  # cargo-deny dates the database from .git/FETCH_HEAD: the snapshot's own date.
  mkdir -p "$db/.git"
  touch "$db/.git/FETCH_HEAD"
elif [ ! -d "$db/crates" ]; then
  echo "no advisory database: set BELOTE_ADVISORY_DB to a RustSec advisory-db .tar.gz" >&2
  exit 1
fi

cargo fetch --locked
cargo deny --offline --locked check --hide-inclusion-graph --show-stats
