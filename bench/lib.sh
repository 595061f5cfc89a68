# shellcheck shell=bash
# Shared by the benchmarks: the release build of the shop on its own ports over its own database
# (shop_bench), and one wrk run printed as a summary line. Sourced after ROOT is set.
source "$ROOT/scripts/lib/infra.sh"

export SHOP_PROFILE=release
export RUN_DIR="$ROOT/.run/bench"
export GATEWAY_ADDR=127.0.0.1:28080
export AUTH_GRPC_ADDR=127.0.0.1:28051 CATALOG_GRPC_ADDR=127.0.0.1:28052 ORDERS_GRPC_ADDR=127.0.0.1:28053
export PAYMENTS_GRPC_ADDR=127.0.0.1:28054 MEDIA_GRPC_ADDR=127.0.0.1:28055
export GATEWAY_METRICS_ADDR=127.0.0.1:29464 AUTH_METRICS_ADDR=127.0.0.1:29465 CATALOG_METRICS_ADDR=127.0.0.1:29466
export ORDERS_METRICS_ADDR=127.0.0.1:29467 PAYMENTS_METRICS_ADDR=127.0.0.1:29468 MEDIA_METRICS_ADDR=127.0.0.1:29469
export DARAJA_SIM_METRICS_ADDR=127.0.0.1:29470 SMS_SIM_METRICS_ADDR=127.0.0.1:29471 ETIMS_SIM_METRICS_ADDR=127.0.0.1:29472
BENCH_ADMIN_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')
export DATABASE_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/shop_bench\1#')
export CACHE_PREFIX="bench:$$"
export EVENTS_EXCHANGE=shop.bench.events DARAJA_SIM_ADDR=127.0.0.1:28089 ETIMS_SIM_ADDR=127.0.0.1:28090 SMS_SIM_ADDR=127.0.0.1:28091
export RUST_LOG=warn
source "$ROOT/scripts/lib/stack.sh"

BENCH_BASE="http://$GATEWAY_ADDR"
BENCH_TMP=$(mktemp -d)
BENCH_RUNS=0

# A fresh, empty shop_bench database.
bench_reset_database() {
  psql -qX "$BENCH_ADMIN_URL" -c 'DROP DATABASE IF EXISTS shop_bench WITH (FORCE)' \
    -c 'CREATE DATABASE shop_bench' >/dev/null 2>&1
}

# wrk_run NAME CONNECTIONS DURATION WRK-ARGS...: one run, summarised on a line.
wrk_run() {
  local name=$1 connections=$2 duration=$3 out; shift 3
  BENCH_RUNS=$((BENCH_RUNS + 1)); out="$BENCH_TMP/run-$BENCH_RUNS.txt"
  log "$name ($connections connections)"
  wrk -t"$((connections < 2 ? 1 : 2))" -c"$connections" -d"${duration}s" --latency -H 'Accept: application/json' "$@" >"$out"
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' "$out")
  p50=$(awk '$1 == "50%" {print $2}' "$out")
  p99=$(awk '$1 == "99%" {print $2}' "$out")
  errors=$(awk '/Non-2xx|Socket errors/ {print}' "$out" | tr '\n' ' ')
  printf '%-46s %3s conn %9s req/s   p50 %-9s p99 %-9s %s\n' "$name" "$connections" "$rps" "$p50" \
    "$p99" "$errors" | tee -a "$BENCH_TMP/summary.txt"
}

# bench_report NAME HEADER: writes the summary to bench/results/NAME-<time>.txt and prints it.
bench_report() {
  mkdir -p "$ROOT/bench/results"
  local out="$ROOT/bench/results/$1-$(date -u +%Y%m%dT%H%M%SZ).txt"
  { echo "$2"; cat "$BENCH_TMP/summary.txt"; } >"$out"
  echo
  cat "$out"
  rm -rf "$BENCH_TMP"
}
