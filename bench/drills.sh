#!/usr/bin/env bash
# Fault drills (issue 12) against a copy of the shop on its own ports and database (shop_drill),
# under checkout load (bench/drills-checkout.mjs: shoppers placing orders with Idempotency-Keys
# and retrying the same key as the web app does):
#   1. kill -9 of the orders and the catalog service, KILLS times, alternately;
#   2. a RabbitMQ outage of BROKER_OUTAGE seconds while orders are paid by M-Pesa and cancelled;
#   3. a PostgreSQL outage of DB_OUTAGE seconds.
# After each: the stock books balance (stock taken = units held by live reservations = units of
# orders not cancelled), no reservation is left without its order (the reconciler released the
# ones a crash left), no Idempotency-Key gave two orders, no key went unanswered, and the
# dead-letter queues are empty. It prints the counts and exits non-zero on any loss.
#
# It stops and starts the machine's own PostgreSQL and RabbitMQ for the outages: run it alone
# (0 skips an outage; drill 2's payments and cancellations then run with the broker up).
#
# A slow Daraja: --slow-daraja runs the simulator with a push answer (DARAJA_SIM_PUSH_DELAY_MS)
# and a payer (DARAJA_SIM_CALLBACK_DELAY_MS) slower than the payments service's
# DARAJA_TIMEOUT_MS, so the M-Pesa pushes of drill 2 time out while their payers pay and are
# called back: each such payment must still end Paid. --push-delay, --payer-delay and
# --daraja-timeout (milliseconds) set the three apart. --one-payer pays all those orders (of one
# amount) from one phone, as one shopper paying several orders would: then only the payer and
# the amount can match a callback whose push answer was lost. The money drills at the sweeper's
# edge run in the test command (services/payments/tests/payments/faults.rs), with TCP proxies.
#
# On exit, failed, interrupted (Ctrl-C) or not, it stops its processes (the stack, the load),
# starts again a PostgreSQL or RabbitMQ it had stopped, and removes its database (shop_drill), its
# RabbitMQ queues and exchanges (shop.drill.events*) and its Redis keys (drill:*); --keep leaves
# the data for a post-mortem. Logs stay in .run/drill/logs.
#
#   bench/drills.sh [--duration SECONDS] [--kills N] [--broker-outage SECONDS] [--db-outage SECONDS]
#                   [--slow-daraja] [--push-delay MS] [--payer-delay MS] [--daraja-timeout MS]
#                   [--one-payer] [--keep]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"

USAGE="usage: bench/drills.sh [--duration SECONDS] [--kills N] [--broker-outage SECONDS] [--db-outage SECONDS] [--slow-daraja] [--push-delay MS] [--payer-delay MS] [--daraja-timeout MS] [--one-payer] [--keep]"
DURATION=40 KILLS=6 BROKER_OUTAGE=60 DB_OUTAGE=60 KEEP=0 ONE_PAYER=0
# The simulator's payer answers after 3 s and its push answers at once unless told otherwise;
# the payments service gives each Daraja call 10 s.
PUSH_DELAY=0 PAYER_DELAY=3000 DARAJA_TIMEOUT=10000
while (($#)); do
  case $1 in
    --duration) DURATION=$2; shift 2 ;;
    --kills) KILLS=$2; shift 2 ;;
    --broker-outage) BROKER_OUTAGE=$2; shift 2 ;;
    --db-outage) DB_OUTAGE=$2; shift 2 ;;
    --slow-daraja) DARAJA_TIMEOUT=2000 PUSH_DELAY=3000 PAYER_DELAY=5000; shift ;;
    --push-delay) PUSH_DELAY=$2; shift 2 ;;
    --payer-delay) PAYER_DELAY=$2; shift 2 ;;
    --daraja-timeout) DARAJA_TIMEOUT=$2; shift 2 ;;
    --one-payer) ONE_PAYER=1; shift ;;
    --keep) KEEP=1; shift ;;
    *) die "$USAGE" ;;
  esac
done
export DARAJA_SIM_PUSH_DELAY_MS=$PUSH_DELAY DARAJA_SIM_CALLBACK_DELAY_MS=$PAYER_DELAY DARAJA_TIMEOUT_MS=$DARAJA_TIMEOUT
if ((PUSH_DELAY > DARAJA_TIMEOUT)); then
  log "slow Daraja: pushes answered after ${PUSH_DELAY} ms, payers after ${PAYER_DELAY} ms; payments waits ${DARAJA_TIMEOUT} ms"
fi

export SHOP_PROFILE=${SHOP_PROFILE:-debug}
export RUN_DIR="$ROOT/.run/drill"
export GATEWAY_ADDR=127.0.0.1:48080
export AUTH_GRPC_ADDR=127.0.0.1:48051 CATALOG_GRPC_ADDR=127.0.0.1:48052 ORDERS_GRPC_ADDR=127.0.0.1:48053
export PAYMENTS_GRPC_ADDR=127.0.0.1:48054 MEDIA_GRPC_ADDR=127.0.0.1:48055
export GATEWAY_METRICS_ADDR=127.0.0.1:49464 AUTH_METRICS_ADDR=127.0.0.1:49465 CATALOG_METRICS_ADDR=127.0.0.1:49466
export ORDERS_METRICS_ADDR=127.0.0.1:49467 PAYMENTS_METRICS_ADDR=127.0.0.1:49468 MEDIA_METRICS_ADDR=127.0.0.1:49469
export DARAJA_SIM_METRICS_ADDR=127.0.0.1:49470 SMS_SIM_METRICS_ADDR=127.0.0.1:49471 ETIMS_SIM_METRICS_ADDR=127.0.0.1:49472
ADMIN_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')
export DATABASE_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/shop_drill\1#')
export CACHE_PREFIX="drill:$$" EVENTS_EXCHANGE=shop.drill.events DARAJA_SIM_ADDR=127.0.0.1:48089 ETIMS_SIM_ADDR=127.0.0.1:48090 SMS_SIM_ADDR=127.0.0.1:48091
# Orphaned reservations are released after 5 s here (300 s in production).
export RESERVATION_ORPHAN_AFTER_SECS=5
source "$ROOT/scripts/lib/stack.sh"
BASE="http://$GATEWAY_ADDR"
PRODUCTS="1,2,3"
FAILED=0
LOAD_PID= RABBITMQ_STOPPED=0 PG_STOPPED=

remove_drill_data() { # the drill's database, queues, exchanges and Redis keys, of this run or a killed one
  local queue exchange
  psql -qX "$ADMIN_URL" -c 'DROP DATABASE IF EXISTS shop_drill WITH (FORCE)' >/dev/null || true
  rabbitmqctl -q list_queues name 2>/dev/null | grep -F "$EVENTS_EXCHANGE." | while read -r queue; do
    rabbitmqctl -q delete_queue "$queue" </dev/null >/dev/null # (it would read the list)
  done || true
  # rabbitmqctl has no command to delete an exchange (rabbitmqadmin needs the management plugin).
  rabbitmqctl -q list_exchanges name 2>/dev/null | grep -Fx -e "$EVENTS_EXCHANGE" -e "$EVENTS_EXCHANGE.dead" | while read -r exchange; do
    rabbitmqctl -q eval "rabbit_exchange:delete(rabbit_misc:r(<<\"/\">>, exchange, <<\"$exchange\">>), false, <<\"drill\">>)." </dev/null >/dev/null
  done || true
  redis-cli -u "$REDIS_URL" --scan --pattern 'drill:*' | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  rm -rf "$MEDIA_DIR"
}

cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  log "drills: cleaning up"
  [[ -n $LOAD_PID ]] && kill "$LOAD_PID" 2>/dev/null
  stop_stack
  # An interrupted outage must not leave the machine's broker or database down.
  ((RABBITMQ_STOPPED)) && /etc/init.d/rabbitmq-server start >/dev/null 2>&1
  # shellcheck disable=SC2086
  [[ -n $PG_STOPPED ]] && pg_ctlcluster $PG_STOPPED start
  if ((KEEP)); then
    log "kept for a post-mortem: database shop_drill, queues $EVENTS_EXCHANGE.*, Redis keys $CACHE_PREFIX:*"
  else
    remove_drill_data
  fi
  exit "$status"
}

ensure_infra
build_rust
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
stop_stack
remove_drill_data
psql -qX "$ADMIN_URL" -c 'CREATE DATABASE shop_drill' >/dev/null
start_stack
q() { PGOPTIONS="-c search_path=catalog,orders,public" psql -qAtX "$DATABASE_URL" -c "$1"; }
q "UPDATE catalog.products SET stock = 100000 WHERE id IN ($PRODUCTS)"
STOCK_BEFORE=$(q "SELECT sum(stock) FROM catalog.products WHERE id IN ($PRODUCTS)")

restart() { # service
  start_process "$1" "$(bin_dir)/$1"
}

check() { # label: the books, orphans and dead letters after a drill
  local label=$1 stock held ordered orphans dead unpaid paid_cancelled
  stock=$(q "SELECT sum(stock) FROM catalog.products WHERE id IN ($PRODUCTS)")
  held=$(q "SELECT coalesce(sum(quantity), 0) FROM catalog.stock_reservations WHERE released_at IS NULL AND product_id IN ($PRODUCTS)")
  ordered=$(q "SELECT coalesce(sum(i.quantity), 0) FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id WHERE o.status <> 'cancelled' AND i.product_id IN ($PRODUCTS)")
  orphans=$(q "SELECT count(*) FROM catalog.stock_reservations r WHERE r.line = 1 AND r.released_at IS NULL AND NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.id = r.order_id)")
  dead=$(rabbitmqctl -q list_queues name messages 2>/dev/null | awk '$1 ~ /^shop\.drill\.events\..*\.dead$/ {n += $2} END {print n + 0}')
  dead=$((dead + $(q "SELECT (SELECT count(*) FROM orders.event_dead_letters) + (SELECT count(*) FROM catalog.event_dead_letters)" 2>/dev/null || echo 0)))
  # Money: every succeeded payment's order Paid (or, cancelled meanwhile, a refund due), no paid order cancelled.
  unpaid=$(q "SELECT count(*) FROM payments.payment_attempts a JOIN orders.orders o ON o.id = a.order_id WHERE a.status = 'succeeded' AND o.payment_status <> 'Paid' AND o.status <> 'cancelled'")
  paid_cancelled=$(q "SELECT count(*) FROM orders.orders WHERE payment_status = 'Paid' AND status = 'cancelled'")
  local taken=$((STOCK_BEFORE - stock))
  printf '%-28s taken %6s  held %6s  ordered %6s  orphans %3s  dead letters %3s  paid but not Paid %3s  paid and cancelled %3s\n' \
    "$label" "$taken" "$held" "$ordered" "$orphans" "$dead" "$unpaid" "$paid_cancelled"
  if [[ $taken != "$held" || $held != "$ordered" || $orphans != 0 || $dead != 0 || $unpaid != 0 || $paid_cancelled != 0 ]]; then
    echo "  LOST: the books do not balance" >&2
    FAILED=1
  fi
}

wait_books() { # seconds: until the books balance and no orphan is left, or the time is up
  local until=$((SECONDS + $1)) stock held ordered orphans
  while ((SECONDS < until)); do
    stock=$(q "SELECT sum(stock) FROM catalog.products WHERE id IN ($PRODUCTS)" 2>/dev/null || echo x)
    held=$(q "SELECT coalesce(sum(quantity), 0) FROM catalog.stock_reservations WHERE released_at IS NULL AND product_id IN ($PRODUCTS)" 2>/dev/null || echo y)
    ordered=$(q "SELECT coalesce(sum(i.quantity), 0) FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id WHERE o.status <> 'cancelled' AND i.product_id IN ($PRODUCTS)" 2>/dev/null || echo z)
    orphans=$(q "SELECT count(*) FROM catalog.stock_reservations r WHERE r.line = 1 AND r.released_at IS NULL AND NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.id = r.order_id)" 2>/dev/null || echo 1)
    [[ $((STOCK_BEFORE - stock)) == "$held" && $held == "$ordered" && $orphans == 0 ]] 2>/dev/null && return 0
    sleep 1
  done
}

load() { # out-file: checkout load in the background
  BENCH_BASE="$BASE" RETRY_WINDOW_S=$((DB_OUTAGE + 60)) BUYERS=8 DURATION_S="$DURATION" PRODUCTS="$PRODUCTS" node "$ROOT/bench/drills-checkout.mjs" >"$1" &
  LOAD_PID=$!
}

report_load() { # out-file label
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${process.argv[2].padEnd(28)} placed ${r.placed}, 5xx answers ${r.unconfirmed} (of them 500: ${r.status500}), lost connections ${r.lost}, keys unanswered ${r.undecided}, keys with two orders ${r.duplicates}, retries refused as another request ${r.keyReused}`);
    process.exit(r.duplicates === 0 && r.undecided === 0 && r.keyReused === 0 ? 0 : 1);
  ' "$1" "$2" || { echo "  LOST: a key gave two orders, none, or a 422 to its own retry" >&2; FAILED=1; }
}

log "drill 1: kill -9 of orders and catalog under checkout load ($KILLS kills in ${DURATION}s)"
before_released=$(grep -c 'reservation without an order released' "$RUN_DIR/logs/orders.log" 2>/dev/null || true)
load "$RUN_DIR/drill1.json"
gap=$((DURATION / (KILLS + 1)))
for ((k = 1; k <= KILLS; k++)); do
  sleep "$gap"
  service=$([[ $((k % 2)) == 1 ]] && echo orders || echo catalog)
  kill -9 "$(cat "$RUN_DIR/pids/$service.pid")" 2>/dev/null || true
  sleep 1
  restart "$service"
done
wait "$LOAD_PID" || true
LOAD_PID=
wait_books 30
report_load "$RUN_DIR/drill1.json" "kill -9 x$KILLS"
released=$(( $(grep -c 'reservation without an order released' "$RUN_DIR"/logs/orders.log 2>/dev/null || true) - ${before_released:-0} ))
echo "  reservations without an order released by the reconciler: $released"
check "after kill -9"

# With --broker-outage 0 the broker stays up: the M-Pesa payments (slow Daraja or not) and the
# cancellations still run.
log "drill 2: RabbitMQ down for ${BROKER_OUTAGE}s while shoppers pay by M-Pesa and cancel orders"
token=$(curl -fsS -H 'Content-Type: application/json' -d "{\"name\":\"Drill\",\"email\":\"drill-cancel-$$@example.co.ke\",\"phone\":\"0712345678\",\"password\":\"drill-password-1\"}" "$BASE/auth/register" | sed -E 's/.*"token":"([^"]+)".*/\1/')
ids=()
for i in $(seq 1 20); do
  ids+=("$(curl -fsS -H 'Content-Type: application/json' -H "Authorization: Bearer $token" -d "{\"items\":[{\"productId\":1,\"quantity\":1}],\"firstName\":\"W\",\"lastName\":\"K\",\"email\":\"w@example.co.ke\",\"phone\":\"0712345678\",\"address\":\"12 Moi Avenue\",\"city\":\"Nairobi\",\"state\":\"Nairobi\",\"zipCode\":\"00100\",\"paymentMethod\":\"cod\"}" "$BASE/api/orders" | sed -E 's/.*"order_id":"([^"]+)".*/\1/')")
done
mpesa=()
for i in $(seq 1 10); do
  mpesa+=("$(curl -fsS -H 'Content-Type: application/json' -H "Authorization: Bearer $token" -d "{\"items\":[{\"productId\":2,\"quantity\":1}],\"firstName\":\"W\",\"lastName\":\"K\",\"email\":\"w@example.co.ke\",\"phone\":\"0712345678\",\"address\":\"12 Moi Avenue\",\"city\":\"Nairobi\",\"state\":\"Nairobi\",\"zipCode\":\"00100\",\"paymentMethod\":\"mpesa\"}" "$BASE/api/orders" | sed -E 's/.*"order_id":"([^"]+)".*/\1/')")
done
if ((BROKER_OUTAGE > 0)); then
  RABBITMQ_STOPPED=1
  /etc/init.d/rabbitmq-server stop >/dev/null 2>&1 || true
fi
# Shoppers pay by M-Pesa while the broker is down: the payments are settled and their events wait.
# Each order its own payer (numbers that pay, MPESA.md's test numbers), or with --one-payer the
# same one. With a slow Daraja the push's answer is lost (no prompt answered) but the payer pays.
prompted=0 payer=254708374110
for id in "${mpesa[@]}"; do
  if ((ONE_PAYER)); then payer=254708374149; else payer=$((payer + 1)); fi
  curl -fsS -H 'Content-Type: application/json' -H "Authorization: Bearer $token" \
    -d "{\"orderId\":\"$id\",\"phoneNumber\":\"$payer\"}" "$BASE/api/mpesa/stkpush" >/dev/null && prompted=$((prompted + 1))
done
echo "  M-Pesa prompts answered during the outage: $prompted of ${#mpesa[@]} (all paid by their payers)"
cancelled=0
for id in "${ids[@]:0:10}"; do
  curl -fsS -X PUT -H "Authorization: Bearer $token" "$BASE/api/orders/$id/cancel" >/dev/null && cancelled=$((cancelled + 1))
done
echo "  cancelled during the outage: $cancelled"
if ((BROKER_OUTAGE > 0)); then
  sleep "$BROKER_OUTAGE"
  /etc/init.d/rabbitmq-server start >/dev/null 2>&1 || true
  RABBITMQ_STOPPED=0
fi
wait_books 120
for ((i = 0; i < 120; i++)); do
  paid=$(q "SELECT count(*) FROM orders.orders WHERE payment_status = 'Paid' AND id::text IN ($(printf "'%s'," "${mpesa[@]}" | sed 's/,$//'))")
  [[ $paid == "${#mpesa[@]}" ]] && break
  sleep 1
done
echo "  M-Pesa orders Paid after the outage: $paid of ${#mpesa[@]}"
[[ $paid == "${#mpesa[@]}" ]] || { echo "  LOST: a paid order is not Paid" >&2; FAILED=1; }
check "after ${BROKER_OUTAGE}s broker outage"

if ((DB_OUTAGE > 0)); then
log "drill 3: PostgreSQL down for ${DB_OUTAGE}s under checkout load"
DURATION=$((DB_OUTAGE + 20))
load "$RUN_DIR/drill3.json"
sleep 5
cluster=$(pg_lsclusters -h | awk '$3 == 5432 {print $1 " " $2}' | head -1)
PG_STOPPED=$cluster
pg_ctlcluster $cluster stop -m fast || true
sleep "$DB_OUTAGE"
pg_ctlcluster $cluster start
PG_STOPPED=
wait "$LOAD_PID" || true
LOAD_PID=
wait_books 60
report_load "$RUN_DIR/drill3.json" "database outage ${DB_OUTAGE}s"
check "after ${DB_OUTAGE}s database outage"
fi

if ((FAILED)); then die "drills: something was lost (see above)"; fi
log "drills: nothing lost"
