#!/usr/bin/env bash
# Measures the web app's budgets and prints the rows of README.md's performance table for it
# (docs/performance.md says how): what a first visit downloads, compressed; on a phone-class
# CPU (Chromium throttled 4×) a second visit to the scoreboard and a saved round to the new
# totals; rounds scored per second by the engine in the browser against the native build.
#
#   scripts/bench-web.sh [RUNS]      # default 7 second visits; the engine's runs: at most 5
#
# Builds what it measures: target/web (scripts/build-web.sh) unless BELOTE_WEB_DIR names a
# site, and the release `belote` and `gen_match` (as scripts/bench-cli.sh) for the native
# side and the match file (100,000 rounds of classic, the same bytes on every machine). Needs
# the tests' npm packages (tests/run-app-tests.sh installs them) and Debian's Chromium.
# A benchmark, not a test: the figures vary with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-7}
rounds=100000

[ -n "${BELOTE_WEB_DIR:-}" ] || ./scripts/build-web.sh > /dev/null
cargo build --release --quiet --bin belote -p belote-cli
cargo build --release --quiet -p belote-core --example gen_match
(cd tests && [ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error)

dir=$(mktemp -d "${TMPDIR:-/tmp}/belote-bench-web.XXXXXX")
trap 'rm -rf "$dir"' EXIT
match="$dir/classic.json"
target/release/examples/gen_match classic "$rounds" > "$match"

# The native command on the same file: median wall time of RUNS (the first run warms the cache).
target/release/belote score "$match" --compact > /dev/null
times=()
for _ in $(seq "$runs"); do
  t0=$(date +%s%N)
  target/release/belote score "$match" --compact > "$dir/out.json"
  t1=$(date +%s%N)
  times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.4f", (b - a) / 1e9}')")
done
native=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}')

echo "-- load average: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd tests && node web/bench.js "$match" "$rounds" "$native" "$runs")
