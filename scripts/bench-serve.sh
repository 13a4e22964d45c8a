#!/usr/bin/env bash
# Measures `belote serve` under a hall's load (a benchmark, not a test): 60 tables × 2 phones
# writing every deal at once on loopback, both phones of a table racing for each deal number,
# over kept-alive connections. Prints one JSON line: deals stored per second, write latency
# p50/p99/max in ms (every write, the 409s of the losing phone included), the time from a
# deal POSTed to its message on the event's stream (a probe on another event, 20 samples),
# and the server's peak memory (VmHWM).
#
#   scripts/bench-serve.sh [TABLES] [DEALS]     # default 60 tables, 12 deals each
#   BELOTE=path/to/belote scripts/bench-serve.sh
#
# The history is a fresh one in a temporary folder, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

tables=${1:-60}
deals=${2:-12}
cargo build --release --quiet --bin belote -p belote-cli
cargo build --release --quiet -p belote-server --example phones_load
belote=${BELOTE:-target/release/belote}
load=target/release/examples/phones_load

dir=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT
db="$dir/history.sqlite3"

python3 - "$tables" "$deals" > "$dir/event.json" <<'PY'
import json, sys
tables, deals = int(sys.argv[1]), int(sys.argv[2])
print(json.dumps({"name": "Bench", "date": "2026-12-05", "variant": "classic",
  "format": {"rounds": 1, "deals": deals}, "draw": {"first": "order"},
  "teams": [{"name": f"Team {k}"} for k in range(1, 2 * tables + 1)]}))
PY
event=$("$belote" event create "$dir/event.json" --db "$db" | python3 -c 'import json,sys; print(json.load(sys.stdin)["event"])')
codes=$("$belote" event draw "$event" --db "$db" | python3 -c 'import json,sys; print(",".join(t["code"] for t in json.load(sys.stdin)["tables"]))')
python3 - > "$dir/probe.json" <<'PY'
import json
print(json.dumps({"name": "Probe", "date": "2026-12-05", "variant": "classic",
  "format": {"rounds": 1, "deals": 40}, "teams": [{"name": "P1"}, {"name": "P2"}]}))
PY
probe=$("$belote" event create "$dir/probe.json" --db "$db" | python3 -c 'import json,sys; print(json.load(sys.stdin)["event"])')
probe_code=$("$belote" event draw "$probe" --db "$db" | python3 -c 'import json,sys; print(json.load(sys.stdin)["tables"][0]["code"])')

"$belote" serve --db "$db" > "$dir/ready" &
server=$!
for _ in $(seq 50); do [ -s "$dir/ready" ] && break; sleep 0.1; done
url=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["url"])' "$dir/ready")

"$load" "$url" "$event" "$codes" "$probe" "$probe_code" "$deals" "$server"
