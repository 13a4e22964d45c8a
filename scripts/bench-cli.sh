#!/usr/bin/env bash
# Times `belote score` on large match files and prints the rows of README.md's performance
# table: wall time and CPU time (user + system, medians of the runs) and peak memory
# (largest of the runs), for 100,000 and 1,000,000 rounds of classic and 100,000 rounds of
# Bulgarian, Bela and Klaverjas.
#
#   scripts/bench-cli.sh [RUNS]          # default 7 runs a file
#   BELOTE=path/to/belote scripts/bench-cli.sh   # time another build of the command
#   BASELINE=path/to/old/belote scripts/bench-cli.sh   # also time an older build
#
# The files are written by belote-core's `gen_match` example (deterministic: the same bytes on every
# machine) into a temporary folder, removed at the end. Each run reads a file and writes
# the score sheet to a new file, as a user would; the first run of each file is not counted
# (it warms the page cache). Wall time is read around the process; CPU time and peak memory
# (the kernel's maximum resident set size of the process) are GNU time's
# (`apt-get install time` if /usr/bin/time is missing). On a busy machine the wall time
# grows with the load; the CPU time much less.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-7}
if [ ! -x /usr/bin/time ]; then
  echo "bench-cli: GNU time is needed for peak memory: apt-get install time" >&2
  exit 1
fi

cargo build --release --quiet --bin belote -p belote-cli
cargo build --release --quiet -p belote-core --example gen_match
belote=${BELOTE:-target/release/belote}
gen=target/release/examples/gen_match

dir=$(mktemp -d "${TMPDIR:-/tmp}/belote-bench.XXXXXX")
trap 'rm -rf "$dir"' EXIT

# median of the numbers on stdin
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

# bench BINARY FILE: prints "median_wall_s median_cpu_s peak_MiB"
bench() {
  local bin=$1 file=$2 walls=() cpus=() peak=0
  "$bin" score "$file" > "$dir/out.json"
  for _ in $(seq "$runs"); do
    local t0 t1 kb
    rm -f "$dir/out.json" # a new file each run: truncating the last one is not the command's time
    t0=$(date +%s%N)
    /usr/bin/time -f '%U %S %M' -o "$dir/mem" "$bin" score "$file" > "$dir/out.json"
    t1=$(date +%s%N)
    walls+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", (b - a) / 1e9}')")
    read -r user sys kb < <(tail -1 "$dir/mem")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')")
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  printf '%s %s %s\n' "$(printf '%s\n' "${walls[@]}" | median)" \
    "$(printf '%s\n' "${cpus[@]}" | median)" \
    "$(awk -v k="$peak" 'BEGIN {printf "%.1f", k / 1024}')"
}

echo "| input | JSON in | JSON out | wall (median of $runs) | CPU (median) | peak memory | build |"
echo "|---|---|---|---|---|---|---|"
for spec in classic:100000 classic:1000000 bulgarian:100000 bela:100000 klaverjas:100000; do
  variant=${spec%%:*} rounds=${spec##*:}
  file="$dir/$variant-$rounds.json"
  "$gen" "$variant" "$rounds" > "$file"
  in_mb=$(awk -v b="$(stat -c %s "$file")" 'BEGIN {printf "%.1f", b / 1e6}')
  for bin in "$belote" ${BASELINE:+"$BASELINE"}; do
    read -r wall cpu peak < <(bench "$bin" "$file")
    out_mb=$(awk -v b="$(stat -c %s "$dir/out.json")" 'BEGIN {printf "%.1f", b / 1e6}')
    label=$([ "$bin" = "$belote" ] && echo "this build" || echo "baseline")
    printf '| %s rounds of %s | %s MB | %s MB | %s s | %s s | %s MiB | %s |\n' \
      "$(echo "$rounds" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta')" "$variant" "$in_mb" "$out_mb" \
      "$wall" "$cpu" "$peak" "$label"
  done
done
