#!/usr/bin/env bash
# Search benchmark (search issue). Loads 100,000 generated products into a database of its own
# (shop_bench), starts the release build of the shop on its own ports, and measures the same mixed
# set of queries (bench/search-queries.mjs: single and several words, misspellings, with and
# without material/category/price/stock filters, every sort, pages 1-5) two ways:
#   1. GET /products/search through the gateway, with wrk: the search index, facets over the
#      results, related searches, and the page read from PostgreSQL.
#   2. A plain ILIKE scan of the same words and filters straight on PostgreSQL, with pgbench:
#      the page and its total, no facets, no gateway. What a shop without an index would run.
# Targets on a 2-core machine: (1) p99 under 50 ms; (1) at least 10 times faster than (2).
#
#   bench/search.sh [--products N] [--duration SECONDS] [--connections N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

PRODUCTS=100000 DURATION=15 CONNECTIONS=8 QUERIES=120
while (($#)); do
  case $1 in
    --products) PRODUCTS=$2; shift 2 ;;
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    *) die "usage: bench/search.sh [--products N] [--duration SECONDS] [--connections N]" ;;
  esac
done

ensure_infra
apt_install wrk
build_rust
trap stop_stack EXIT
stop_stack
bench_reset_database
log "loading $PRODUCTS products"
"$(bin_dir)/catalog" seed large "$PRODUCTS" >/dev/null
started=$SECONDS
start_stack
log "shop healthy $((SECONDS - started)) s after start (the catalog builds its search index first)"

node "$ROOT/bench/search-queries.mjs" "$BENCH_TMP/queries" "$QUERIES" >/dev/null
# Every query once before measuring, and a check that each answers 200.
while read -r path; do
  code=$(curl -s -o /dev/null -w '%{http_code}' -H 'Accept: application/json' "$BENCH_BASE$path")
  [[ $code == 200 ]] || die "GET $path answered $code"
done < <(grep -o '"/products/search[^"]*"' "$BENCH_TMP/queries/search.lua" | tr -d '"')

# wrk prints units (us, ms, s); the ratio wants milliseconds.
to_ms() { awk -v v="$1" 'BEGIN {
  if (v ~ /us$/) {sub(/us$/, "", v); print v / 1000}
  else if (v ~ /ms$/) {sub(/ms$/, "", v); print v + 0}
  else {sub(/s$/, "", v); print v * 1000} }'; }

scripts=()
for f in "$BENCH_TMP"/queries/ilike-*.sql; do scripts+=(-f "$f@1"); done

# scan_run CONNECTIONS: the ILIKE scripts with pgbench, one chosen at random per transaction,
# summarised like wrk_run; sets scan_p50 and scan_p99.
scan_run() {
  local c=$1 count tps
  log "ILIKE scan ($c connections)"
  rm -f "$BENCH_TMP"/ilike.*
  (cd "$BENCH_TMP" && pgbench -n -c "$c" -j "$((c < 2 ? 1 : 2))" -T "$DURATION" -l --log-prefix=ilike \
    "${scripts[@]}" "$DATABASE_URL" >"$BENCH_TMP/pgbench.txt" 2>&1) || {
    cat "$BENCH_TMP/pgbench.txt" >&2
    die "pgbench failed"
  }
  # Per-transaction log lines: client, transaction, latency in microseconds, ...
  cat "$BENCH_TMP"/ilike.* | awk '{print $3}' | sort -n >"$BENCH_TMP/ilike-latencies.txt"
  read -r count scan_p50 scan_p99 < <(awk '{a[NR] = $1} END {
    printf "%d %.2fms %.2fms\n", NR, a[int(NR * 0.5) + 1] / 1000, a[int(NR * 0.99) + 1] / 1000 }' \
    "$BENCH_TMP/ilike-latencies.txt")
  tps=$(awk -v n="$count" -v d="$DURATION" 'BEGIN {printf "%.2f", n / d}')
  printf '%-46s %3s conn %9s req/s   p50 %-9s p99 %-9s (%s transactions)\n' \
    "ILIKE scan on PostgreSQL (page + count)" "$c" "$tps" "$scan_p50" "$scan_p99" "$count" |
    tee -a "$BENCH_TMP/summary.txt"
}

# One connection: the latency of a single search with nothing queued. CONNECTIONS: under load,
# where the two cores are shared by wrk or pgbench, the gateway, the catalog and PostgreSQL.
for c in 1 "$CONNECTIONS"; do
  wrk_run "GET /products/search (index + facets)" "$c" "$DURATION" \
    -s "$BENCH_TMP/queries/search.lua" "$BENCH_BASE"
  index_p50=$(awk '$1 == "50%" {print $2}' "$BENCH_TMP/run-$BENCH_RUNS.txt")
  index_p99=$(awk '$1 == "99%" {print $2}' "$BENCH_TMP/run-$BENCH_RUNS.txt")
  scan_run "$c"
  awk -v c="$c" -v ip50="$(to_ms "$index_p50")" -v ip99="$(to_ms "$index_p99")" \
    -v sp50="$(to_ms "$scan_p50")" -v sp99="$(to_ms "$scan_p99")" 'BEGIN {
    printf "index vs scan at %d connection(s): p50 %.1fx faster, p99 %.1fx faster\n", c, sp50 / ip50, sp99 / ip99 }' |
    tee -a "$BENCH_TMP/summary.txt"
done

bench_report search "search benchmark: $PRODUCTS products, $QUERIES mixed queries, ${DURATION}s per run, $CONNECTIONS connections, on the same $(nproc)-core machine"
