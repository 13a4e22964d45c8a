#!/usr/bin/env bash
# The engine in the browser against the native build (docs/performance.md, "The engine in the
# browser"): prints the rows of README.md's performance table for them.
#
#   scripts/bench-web-engine.sh [score|review|all] [RUNS]   # default: all, 7 runs
#
# score: `belote score` of the synthetic matches of scripts/bench-cli.sh (100,000 and
#   1,000,000 rounds of classic, 100,000 of Bulgarian; gen_match: the same bytes on every
#   machine), pretty and compact JSON. Natively: the command's whole wall and CPU time (median
#   of RUNS) and peak memory (GNU time). Under node (tests/web/bench-score.js, a fresh node
#   process each line): the WebAssembly module of target/web loaded as the vector test loads
#   it, warmed on 5,000 rounds, then timed (median of RUNS; the garbage of the calls before
#   collected before each) both ways it offers: the file's text in and the sheet back as one
#   string (`score`), and the file read and the sheet written chunk by chunk (`score_stream`);
#   per deal, as a ratio to the native command's times, and the node process's peak memory.
#   Each call is paired with a run of the native command just before it, in the same node
#   process (BELOTE_NATIVE): the native times shown are those runs' medians, the ratios the
#   medians of each pair's (the native peak memory comes from the runs before, by GNU time).
# review: the statistics, ratings and records of 10,000 finished matches (300,000 deals):
#   natively by belote-store's review_bench (the store's answers), which also writes its
#   history file, and by belote-api's review_answer (the app's commands answered as JSON text,
#   as the worker answers them: the like-for-like figure), then in the web app's worker in
#   Chromium (tests/web/bench-review.js), that file imported first, each of its runs paired
#   with a native run of review_answer just before it (the ratios: the medians of the pairs').
#
# Builds what it measures: target/web (scripts/build-web.sh) unless BELOTE_WEB_DIR names a
# site; the release `belote` and `gen_match`. Needs GNU time, the tests' npm packages
# (tests/run-app-tests.sh installs them) and, for the review, Debian's Chromium. Run by hand,
# not by the test command: a benchmark, its figures vary with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."

part=${1:-all}
runs=${2:-7}
case $part in score | review | all) ;; *)
  echo "usage: scripts/bench-web-engine.sh [score|review|all] [RUNS]" >&2
  exit 2
  ;;
esac
if [ ! -x /usr/bin/time ]; then
  echo "bench-web-engine: GNU time is needed for peak memory: apt-get install time" >&2
  exit 1
fi

[ -n "${BELOTE_WEB_DIR:-}" ] || ./scripts/build-web.sh > /dev/null
(cd tests && [ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error)

dir=$(mktemp -d "${TMPDIR:-/tmp}/belote-bench-web-engine.XXXXXX")
trap 'rm -rf "$dir"' EXIT
echo "-- load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# median of the numbers on stdin
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

# native FILE FLAG...: "median_wall_s median_cpu_s peak_MiB" of the native command, writing a
# new file each run (the first run not counted: it warms the page cache)
native() {
  local file=$1 walls=() cpus=() peak=0
  shift
  target/release/belote score "$file" "$@" > "$dir/out.json"
  for _ in $(seq "$runs"); do
    local t0 t1 user sys kb
    rm -f "$dir/out.json"
    t0=$(date +%s%N)
    /usr/bin/time -f '%U %S %M' -o "$dir/mem" target/release/belote score "$file" "$@" > "$dir/out.json"
    t1=$(date +%s%N)
    walls+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.4f", (b - a) / 1e9}')")
    read -r user sys kb < <(tail -1 "$dir/mem")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')")
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  printf '%s %s %s\n' "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)" \
    "$(awk -v k="$peak" 'BEGIN {printf "%.1f", k / 1024}')"
}

score_part() {
  cargo build --release --quiet --bin belote -p belote-cli
  cargo build --release --quiet -p belote-core --example gen_match
  local gen=target/release/examples/gen_match
  "$gen" classic 5000 > "$dir/warm.json"
  echo "| input | JSON | way | native command: wall, CPU, peak | WebAssembly under node: the call's wall (median of $runs), per deal, CPU | × native: wall, CPU | node's peak |"
  echo "|---|---|---|---|---|---|---|"
  for spec in classic:100000 bulgarian:100000 classic:1000000; do
    local variant=${spec%%:*} rounds=${spec##*:}
    local file="$dir/$variant-$rounds.json"
    "$gen" "$variant" "$rounds" > "$file"
    for format in compact pretty; do
      local flags=()
      [ "$format" = compact ] && flags=(--compact)
      read -r wall cpu peak < <(native "$file" "${flags[@]}")
      for way in text stream; do
        local n=$runs
        # The whole sheet of a million rounds as one string: a few runs are enough.
        [ "$rounds" -ge 1000000 ] && [ "$way" = text ] && n=3
        local line
        line=$(cd tests && BELOTE_NATIVE="$PWD/../target/release/belote" node --expose-gc web/bench-score.js "$file" "$rounds" "$format" "$way" "$wall" "$cpu" "$dir/warm.json" "$n")
        node -e '
          const r = JSON.parse(process.argv[1]);
          const [variant, rounds, , , peak] = process.argv.slice(2);
          const head = `| ${Number(rounds).toLocaleString("en")} rounds of ${variant} | ${r.format} | ${r.way === "text" ? "string in, string out" : "streamed in and out"} | ${r.native_s ?? ""} s, ${r.native_cpu_s ?? ""} s, ${peak} MiB |`;
          if (r.missing) console.log(`${head} ${r.missing} | | |`);
          else console.log(`${head} ${r.median_s} s (best ${r.best_s} s), ${r.per_deal_us} µs; CPU ${r.cpu_s} s | ${r.ratio} ×, ${r.cpu_ratio} × | ${r.peak_mib} MiB (module memory ${r.wasm_memory_mib} MiB) |`);
        ' "$line" "$variant" "$rounds" "$wall" "$cpu" "$peak"
      done
    done
  done
}

review_part() {
  echo "-- native: belote-store's review_bench (10,000 matches; writes the history file)"
  # ONLY=" ": every line of the review (each has a space in its name), not the club nights.
  BELOTE_REVIEW_BENCH_HISTORY="$dir/history.json" BELOTE_REVIEW_BENCH_DB="$dir/review.sqlite3" \
    BELOTE_REVIEW_BENCH_ONLY=" " cargo bench --quiet -p belote-store --bench review_bench 2>&1 | grep -v "^$"
  echo "-- native: the same history, the app's command answered as JSON text (belote-api's review_answer)"
  BELOTE_REVIEW_BENCH_DB="$dir/review.sqlite3" cargo bench --quiet -p belote-api --bench review_answer 2>&1 | grep -v "^$"
  local answer
  answer=$(cargo bench --no-run -p belote-api --bench review_answer 2>&1 | sed -n 's/.*Executable .*(\(.*\)).*/\1/p' | tail -1)
  echo "-- the web app's worker (Chromium), the same history imported; each run paired with a native run of review_answer"
  (cd tests && BELOTE_NATIVE_REVIEW="$PWD/../$answer" BELOTE_REVIEW_BENCH_DB="$dir/review.sqlite3" node web/bench-review.js "$dir/history.json" "$runs")
}

case $part in
  score) score_part ;;
  review) review_part ;;
  all)
    score_part
    review_part
    ;;
esac
