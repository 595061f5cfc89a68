#!/usr/bin/env bash
# The KRA outage drill (issue 23, part 1): the shop's copy on its own ports and database
# (shop_kra_drill) with the eTIMS simulator answering 503 to everything for OUTAGE seconds (600:
# ten minutes) while shoppers keep paying M-Pesa orders, with the production retry schedule
# (ETIMS_RETRY_MAX_MS 60 s). Then KRA comes back, and the drill checks that:
#   - every paid order has exactly one sale invoice, numbered 1..N without a gap or a repeat;
#   - every invoice is signed, and signed in number order (nothing overtook an earlier one);
#   - KRA recorded each invoice number once (the simulator's own record: no duplicate sale);
#   - the last invoice was signed within a retry interval (60 s) plus its sending after KRA
#     came back.
# It prints the counts and the catch-up time, and exits non-zero on any loss. The test command
# runs the same rules with a 3 s outage (services/orders/tests/orders/etims.rs).
#
#   bench/kra-outage.sh [--outage SECONDS] [--orders N] [--keep]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"

USAGE="usage: bench/kra-outage.sh [--outage SECONDS] [--orders N] [--keep]"
OUTAGE=600 ORDERS=20 KEEP=0
while (($#)); do
  case $1 in
    --outage) OUTAGE=$2; shift 2 ;;
    --orders) ORDERS=$2; shift 2 ;;
    --keep) KEEP=1; shift ;;
    *) die "$USAGE" ;;
  esac
done
((ORDERS >= 1 && OUTAGE >= 1)) || die "$USAGE"

export SHOP_PROFILE=${SHOP_PROFILE:-debug}
export RUN_DIR="$ROOT/.run/kra-drill"
export GATEWAY_ADDR=127.0.0.1:38080
export AUTH_GRPC_ADDR=127.0.0.1:38051 CATALOG_GRPC_ADDR=127.0.0.1:38052 ORDERS_GRPC_ADDR=127.0.0.1:38053
export PAYMENTS_GRPC_ADDR=127.0.0.1:38054 MEDIA_GRPC_ADDR=127.0.0.1:38055
export GATEWAY_METRICS_ADDR=127.0.0.1:39464 AUTH_METRICS_ADDR=127.0.0.1:39465 CATALOG_METRICS_ADDR=127.0.0.1:39466
export ORDERS_METRICS_ADDR=127.0.0.1:39467 PAYMENTS_METRICS_ADDR=127.0.0.1:39468 MEDIA_METRICS_ADDR=127.0.0.1:39469
export DARAJA_SIM_METRICS_ADDR=127.0.0.1:39470 SMS_SIM_METRICS_ADDR=127.0.0.1:39471 ETIMS_SIM_METRICS_ADDR=127.0.0.1:39472
ADMIN_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')
export DATABASE_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/shop_kra_drill\1#')
export CACHE_PREFIX="kra-drill:$$" EVENTS_EXCHANGE=shop.kra-drill.events
export DARAJA_SIM_ADDR=127.0.0.1:38089 ETIMS_SIM_ADDR=127.0.0.1:38090 SMS_SIM_ADDR=127.0.0.1:38091
# The production schedule: waits double from 1 s to 60 s and never give up.
export ETIMS_RETRY_MIN_MS=1000 ETIMS_RETRY_MAX_MS=60000
source "$ROOT/scripts/lib/stack.sh"
BASE="http://$GATEWAY_ADDR" KRA="http://$ETIMS_SIM_ADDR"

remove_drill_data() {
  local queue
  psql -qX "$ADMIN_URL" -c 'DROP DATABASE IF EXISTS shop_kra_drill WITH (FORCE)' >/dev/null || true
  rabbitmqctl -q list_queues name 2>/dev/null | grep -F "$EVENTS_EXCHANGE." | while read -r queue; do
    rabbitmqctl -q delete_queue "$queue" </dev/null >/dev/null
  done || true
  redis-cli -u "$REDIS_URL" --scan --pattern 'kra-drill:*' | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  rm -rf "$MEDIA_DIR"
}

cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  stop_stack
  if ((KEEP)); then log "kept for a post-mortem: database shop_kra_drill"; else remove_drill_data; fi
  exit "$status"
}

ensure_infra
build_rust
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
stop_stack
remove_drill_data
psql -qX "$ADMIN_URL" -c 'CREATE DATABASE shop_kra_drill' >/dev/null
start_stack
uses_etims_sim || die "the drill needs the eTIMS simulator (ETIMS_BASE_URL is set elsewhere)"
q() { psql -qAtX "$DATABASE_URL" -c "$1"; }
q "UPDATE catalog.products SET stock = 100000 WHERE id = 2"

token=$(curl -fsS -H 'Content-Type: application/json' \
  -d "{\"name\":\"Drill\",\"email\":\"kra-drill-$$@example.co.ke\",\"phone\":\"0712345678\",\"password\":\"drill-password-1\"}" \
  "$BASE/auth/register" | sed -E 's/.*"token":"([^"]+)".*/\1/')
payer=254708374110
place_and_pay() { # an M-Pesa order, paid by its own payer through the simulator's prompt
  local id
  id=$(curl -fsS -H 'Content-Type: application/json' -H "Authorization: Bearer $token" \
    -d '{"items":[{"productId":2,"quantity":1}],"firstName":"W","lastName":"K","email":"w@example.co.ke","phone":"0712345678","address":"12 Moi Avenue","city":"Nairobi","state":"Nairobi","zipCode":"00100","paymentMethod":"mpesa"}' \
    "$BASE/api/orders" | sed -E 's/.*"order_id":"([^"]+)".*/\1/')
  payer=$((payer + 1))
  curl -fsS -H 'Content-Type: application/json' -H "Authorization: Bearer $token" \
    -d "{\"orderId\":\"$id\",\"phoneNumber\":\"$payer\"}" "$BASE/api/mpesa/stkpush" >/dev/null
}
paid() { q "SELECT count(*) FROM orders.orders WHERE payment_status = 'Paid'"; }
signed() { q "SELECT count(*) FROM etims.invoices WHERE status = 'signed'"; }

log "KRA down for ${OUTAGE}s while $ORDERS M-Pesa orders are placed and paid"
curl -fsS -H 'Content-Type: application/json' -d "{\"downForMs\":$((OUTAGE * 1000))}" "$KRA/simulator/faults" >/dev/null
down_at=$SECONDS
gap=$((OUTAGE / (ORDERS + 1))); ((gap >= 1)) || gap=1
for ((i = 1; i <= ORDERS; i++)); do
  place_and_pay
  sleep "$gap"
done
for ((i = 0; i < 60 && $(paid) < ORDERS; i++)); do sleep 1; done
echo "  paid during the outage: $(paid) of $ORDERS, signed meanwhile: $(signed)"
attempts=$(q "SELECT max(attempts) FROM etims.invoices WHERE invc_no = 1")
later=$(q "SELECT coalesce(max(attempts), 0) FROM etims.invoices WHERE invc_no > 1")
echo "  sends of invoice 1 during the outage: $attempts; sends of any later invoice: $later (none before 1)"
wait_left=$((OUTAGE - (SECONDS - down_at)))
((wait_left > 0)) && sleep "$wait_left"
up_at=$SECONDS
log "KRA is back: waiting for every invoice to be signed"
for ((i = 0; i < 180 && $(signed) < $(paid); i++)); do sleep 1; done
caught_up=$((SECONDS - up_at))

FAILED=0
fail() { echo "  LOST: $1" >&2; FAILED=1; }
n_paid=$(paid)
n_sales=$(q "SELECT count(*) FROM etims.invoices WHERE rcpt_ty_cd = 'S'")
n_signed=$(signed)
per_order=$(q "SELECT count(*) FROM (SELECT order_id FROM etims.invoices WHERE rcpt_ty_cd = 'S' GROUP BY order_id HAVING count(*) > 1) x")
gaps=$(q "SELECT count(*) FROM (SELECT invc_no, row_number() OVER (ORDER BY invc_no) AS n FROM etims.invoices) x WHERE invc_no <> n")
out_of_order=$(q "SELECT count(*) FROM (SELECT invc_no, lag(signed_at) OVER (ORDER BY invc_no) AS before, signed_at FROM etims.invoices) x WHERE before > signed_at")
recorded=$(curl -fsS "$KRA/simulator/invoices" | node -e '
  const r = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const numbers = new Set(r.map((i) => i.invcNo));
  console.log(`${r.length} ${numbers.size} ${r.filter((i) => i.sends !== 1).length}`);')
read -r kra_recorded kra_distinct kra_resent <<<"$recorded"
echo "  paid orders $n_paid, sale invoices $n_sales, signed $n_signed, orders with two sales $per_order"
echo "  numbering gaps $gaps, signed out of number order $out_of_order"
echo "  KRA recorded $kra_recorded invoices ($kra_distinct numbers, $kra_resent sent more than once)"
echo "  every invoice signed ${caught_up}s after KRA came back (retry cap 60 s)"
[[ $n_paid == "$ORDERS" ]] || fail "a paid order is not Paid"
[[ $n_sales == "$n_paid" && $per_order == 0 ]] || fail "a paid order has no sale invoice, or two"
[[ $n_signed == "$n_sales" ]] || fail "an invoice is not signed"
[[ $gaps == 0 && $out_of_order == 0 ]] || fail "the numbering has a gap or was signed out of order"
[[ $kra_recorded == "$n_sales" && $kra_distinct == "$n_sales" ]] || fail "KRA's record differs from the shop's"
((caught_up <= 120)) || fail "catching up took longer than two retry intervals"
((FAILED)) && die "kra-outage: something was lost (see above)"
log "kra-outage: every invoice signed once, in order, ${caught_up}s after a ${OUTAGE}s outage"
