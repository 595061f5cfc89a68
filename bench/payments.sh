#!/usr/bin/env bash
# Payments benchmark (payments issue). Starts the release build of the shop on its own ports over
# its own database (shop_bench), with the Daraja simulator, and measures M-Pesa callbacks through
# the whole stack (bench/payments-callbacks.mjs): callbacks processed per second, and the time
# from Daraja's callback to the order showing Paid. Target: that time's p99 under 1 s.
#
#   bench/payments.sh [--orders N] [--concurrency N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

ORDERS=400 CONCURRENCY=16
while (($#)); do
  case $1 in
    --orders) ORDERS=$2; shift 2 ;;
    --concurrency) CONCURRENCY=$2; shift 2 ;;
    *) die "usage: bench/payments.sh [--orders N] [--concurrency N]" ;;
  esac
done

# The simulated payers answer at once; the sweeper stays out of the way.
export DARAJA_SIM_CALLBACK_DELAY_MS=100 PAYMENTS_SWEEP_AFTER_SECS=3600
ensure_infra
build_rust
trap stop_stack EXIT
stop_stack
bench_reset_database
start_stack
psql -qX "$DATABASE_URL" -c "UPDATE catalog.products SET stock = 1000000 WHERE id = 1" >/dev/null

mkdir -p "$ROOT/bench/results"
out="$ROOT/bench/results/payments-$(date -u +%Y%m%dT%H%M%SZ).txt"
log "M-Pesa callbacks: $ORDERS orders, $CONCURRENCY callbacks at a time"
BENCH_BASE="$BENCH_BASE" DARAJA_SIM_BASE="http://$DARAJA_SIM_ADDR" ORDERS="$ORDERS" \
  CONCURRENCY="$CONCURRENCY" PRODUCT_ID=1 node "$ROOT/bench/payments-callbacks.mjs" | tee "$out"
paid=$(psql -qAtX "$DATABASE_URL" -c "SELECT count(*) FROM orders.orders WHERE payment_status = 'Paid'")
echo "orders Paid: $paid of $ORDERS" | tee -a "$out"
[[ $paid == "$ORDERS" ]] || die "not every order was paid"
