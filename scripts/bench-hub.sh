#!/usr/bin/env bash
# The results hub's scale benchmark (HUB.md "Scale targets and how they are measured";
# figures in README.md and docs/performance.md). Builds a federation year deterministically
# from a seed — or a fraction of it: CLUBS of the year's 2,000 clubs, 50 events of 40 players
# each — on a throwaway PostgreSQL 15 (shared_buffers 2GB, max_wal_size 4GB, durability left
# at its defaults), loads it with `belote hub load`, re-rates it whole, then measures with a
# load generator on loopback (crates/belote-hub/examples/hub_bench.rs): publish p50/p99 with 8
# clients, resend p99, time to the ranking, a late event 30 days back, reads with 64 readers
# and the same reads answered 304, the hub's peak memory (VmHWM) and the database's size.
#
#   ./scripts/bench-hub.sh [CLUBS]     # default 100 clubs: 5 % of the year (5,000 events)
#
# BENCH_HUB_PG_OPTIONS adds server settings (`-c log_min_duration_statement=20`), and
# BENCH_HUB_KEEP_LOG=FILE keeps the server's log there, BENCH_HUB_PUBLISHES sets the publications
# measured (200), BENCH_HUB_ONLY=publish stops after them, BENCH_HUB_STATEMENTS=N prints the N
# statements that took the most time in the database while the publications were measured
# (pg_stat_statements).
set -euo pipefail
cd "$(dirname "$0")/.."
clubs=${1:-100}
seconds=${BENCH_HUB_SECONDS:-20}

cargo build --release -q -p belote-cli --bin belote
cargo build --release -q -p belote-hub --example hub_bench
belote=$PWD/target/release/belote
bench=$PWD/target/release/examples/hub_bench

work=$(mktemp -d /tmp/belote-hub-bench.XXXXXX)
statements=${BENCH_HUB_STATEMENTS:-}
pg_options="-c shared_buffers=2GB -c max_wal_size=4GB ${BENCH_HUB_PG_OPTIONS:-}"
[ -z "$statements" ] || pg_options="$pg_options -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all"
url=$(HUB_DB_OPTIONS="$pg_options" ./scripts/hub-db.sh 2>"$work/db.err")
dbdir=$(sed -n 's/^PostgreSQL 15 in \([^ ]*\) .*/\1/p' "$work/db.err")
hub_pid=""
cleanup() {
  [ -z "$hub_pid" ] || kill "$hub_pid" 2>/dev/null || true
  [ -z "${BENCH_HUB_KEEP_LOG:-}" ] || cp "$dbdir/log" "$BENCH_HUB_KEEP_LOG" || true
  ./scripts/hub-db.sh stop "$dbdir" || true
  rm -rf "$work"
}
trap cleanup EXIT
export BELOTE_HUB_DATABASE=$url
t() { python3 -c 'import time; print(time.monotonic())'; }
since() { python3 -c "import time; print(round(time.monotonic() - $1, 2))"; }

echo "-- the year: $clubs clubs × 50 events"
start=$(t)
"$bench" gen "$work/year" --clubs "$clubs" --seed 2026
echo "{\"generated_s\": $(since "$start")}"
"$belote" hub migrate >/dev/null
python3 - "$work" "$belote" <<'PY'
import json, subprocess, sys
work, belote = sys.argv[1], sys.argv[2]
keys = {}
for c in json.load(open(f"{work}/year/clubs.json")):
    out = subprocess.run([belote, "hub", "club", "create", f"Club {c['club']}", "--id", c["club"]], capture_output=True, text=True, check=True).stdout
    keys[c["club"]] = json.loads(out)["key"]
json.dump(keys, open(f"{work}/keys.json", "w"))
PY

serve() { # starts the hub in the background, its URL in $hub
  "$belote" hub serve --read-limit 0 >"$work/serve.out" 2>"$work/serve.err" &
  hub_pid=$!
  for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.1; done
  hub=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["url"])' "$work/serve.out")
}

echo "-- member ids first (names link as they appear)"
serve
python3 - "$work" "$hub" <<'PY'
import json, sys, urllib.request
work, hub = sys.argv[1], sys.argv[2]
keys = json.load(open(f"{work}/keys.json"))
for club, key in keys.items():
    body = open(f"{work}/year/members/{club}.json", "rb").read()
    req = urllib.request.Request(f"{hub}api/v1/clubs/{club}/members", data=body, method="PUT", headers={"Authorization": f"Bearer {key}"})
    urllib.request.urlopen(req).read()
PY
kill "$hub_pid"; wait "$hub_pid" || true; hub_pid=""

echo "-- belote hub load, club by club (two at once), then one re-rating"
start=$(t)
ls "$work/year" | grep '^club-' | xargs -P 2 -I{} "$belote" hub load "$work/year/{}" --club {} --no-rerate >"$work/load.out"
loaded=$(since "$start")
start=$(t)
"$belote" hub rerate >"$work/rerate.json"
rerate=$(since "$start")
echo "{\"load_s\": $loaded, \"rerate_all_s\": $rerate, \"load_and_rerate_s\": $(python3 -c "print(round($loaded + $rerate, 2))")}"
python3 -c 'import json,sys; print(json.dumps({"rerate": json.load(open(sys.argv[1]))["families"]}))' "$work/rerate.json"

serve
echo "-- publish: 8 clients, same-day events; resends; time to the ranking"
[ -z "$statements" ] || psql "$url" -q -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" -c "SELECT pg_stat_statements_reset()" >/dev/null
"$bench" publish "$hub" "$work/keys.json" "$work/year" --clients 8 --count "${BENCH_HUB_PUBLISHES:-200}"
[ -z "$statements" ] || psql "$url" -c "SELECT calls, round(total_exec_time) AS exec_ms, round(total_plan_time) AS plan_ms, plans, round((total_exec_time / greatest(calls, 1))::numeric, 2) AS ms_per_call, left(regexp_replace(query, '\s+', ' ', 'g'), 160) AS query FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT $statements"
[ "${BENCH_HUB_ONLY:-}" != publish ] || exit 0
echo "-- a late event, 30 days back"
"$bench" late "$hub" "$work/keys.json" "$work/year"
echo "-- reads: 64 readers for ${seconds} s, then the same answered 304"
"$bench" reads "$hub" --readers 64 --seconds "$seconds"
"$bench" reads "$hub" --readers 64 --seconds "$seconds" --etag
echo "{\"hub_peak_rss_mib\": $(awk '/VmHWM/ {printf "%.1f", $2/1024}' /proc/$hub_pid/status)}"
size=$(psql "$url" -At -c "SELECT pg_database_size(current_database())")
echo "{\"database_mib\": $((size / 1048576)), \"events\": $(psql "$url" -At -c 'SELECT count(*) FROM belote_hub.events'), \"games\": $(psql "$url" -At -c 'SELECT count(*) FROM belote_hub.games'), \"results\": $(psql "$url" -At -c 'SELECT count(*) FROM belote_hub.results'), \"names\": $(psql "$url" -At -c 'SELECT count(*) FROM belote_hub.names')}"
psql "$url" -At -c "SELECT json_object_agg(relname, mib) FROM (SELECT c.relname, round(pg_relation_size(c.oid) / 1048576.0, 1) AS mib FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'belote_hub' AND c.relkind IN ('r', 'i', 't') ORDER BY pg_relation_size(c.oid) DESC LIMIT 12) s" | python3 -c 'import json,sys; print(json.dumps({"largest_mib": json.load(sys.stdin)}))'
"$belote" hub rerate --check | python3 -c 'import json,sys; print(json.dumps({"rerate_check_changed": sum(f["changed"] for f in json.load(sys.stdin)["families"])}))'
