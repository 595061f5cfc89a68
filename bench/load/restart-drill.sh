#!/usr/bin/env bash
# Restart drill under load (issue 22): the embedded shop (ports 28051-28089, database
# shop_load) under bench/load's shoppers for MINUTES (5), while each process is restarted once,
# one after the other: auth, catalog, orders, payments, media, then the gateway (SIGTERM, wait
# for it to exit, start it again as scripts/lib/stack.sh does, wait until /health is ok). Then,
# once the payments have settled, it counts:
#   - orders: every order a shopper was answered is in the database, none twice (one per
#     Idempotency-Key), and none in the database that no shopper was answered;
#   - payments: every M-Pesa payment a shopper saw succeed is on a Paid order, every succeeded
#     payment's order is Paid, no order paid twice, no prompt left pending, no callback
#     unmatched, no dead letter;
#   - the errors: the share of failed requests, and what each failure was (a 503 with the
#     API's JSON error and message, a refused connection while the gateway itself was down, a
#     timeout: a hang).
# Prints the load's report, each restart's downtime and the counts; exits non-zero when
# something was lost or doubled, a request hung, a 5xx came without the JSON error, or more
# than 1% of the requests failed. Removes its database afterwards unless --keep.
#
#   bench/load/restart-drill.sh [--users N] [--minutes M] [--keep]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/bench/load/lib.sh"

USERS=20 MINUTES=5 KEEP=0
while (($#)); do
  case $1 in
    --users) USERS=$2; shift 2 ;;
    --minutes) MINUTES=$2; shift 2 ;;
    --keep) KEEP=1; shift ;;
    *) die "usage: bench/load/restart-drill.sh [--users N] [--minutes M] [--keep]" ;;
  esac
done
DURATION=$((MINUTES * 60))
ORDER=(auth catalog orders payments media gateway)

ensure_infra
ensure_locust
load_stack_env
LOAD_PID=
cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  [[ -n $LOAD_PID ]] && kill "$LOAD_PID" 2>/dev/null && wait "$LOAD_PID" 2>/dev/null
  stop_stack
  if ((KEEP)); then
    log "kept: database shop_load, logs in $RUN_DIR/logs"
  else
    psql -qX "$LOAD_ADMIN_URL" -c 'DROP DATABASE IF EXISTS shop_load WITH (FORCE)' >/dev/null
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
start_load_stack
q() { psql -qAtX "$DATABASE_URL" -c "$1"; }
now_ms() { date +%s%3N; }

mkdir -p "$ROOT/.run/load-reports"
REPORT="$ROOT/.run/load-reports/restart-drill-$(date -u +%Y%m%dT%H%M%SZ).json"
RESTARTS="$RUN_DIR/restarts.txt"
: >"$RESTARTS"

# The load, in the background; the restarts spread over its middle (the first after a fifth of
# the run, the last with a fifth left, so the shop is seen recovering under load).
"$ROOT/bench/load/run.sh" --url "http://$GATEWAY_ADDR" --users "$USERS" --seconds "$DURATION" \
  --report "$REPORT" --max-error-percent 1 >"$RUN_DIR/load.out" 2>&1 &
LOAD_PID=$!
# The shoppers register and start within about 15 s of the command.
sleep 15
gap=$((DURATION * 3 / 5 / (${#ORDER[@]} - 1)))
first=$((DURATION / 5))
sleep "$first"
failed=0
for i in "${!ORDER[@]}"; do
  s=${ORDER[i]}
  ((i == 0)) || sleep "$gap"
  pid=$(cat "$RUN_DIR/pids/$s.pid")
  log "restarting $s (pid $pid): SIGTERM"
  t0=$(now_ms)
  kill -TERM "$pid"
  for ((w = 0; w < 300; w++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "  $s did not exit 30 s after SIGTERM: killed" >&2
    kill -KILL "$pid"; failed=1
  fi
  t1=$(now_ms)
  start_process "$s" "$(bin_dir)/$s"
  for ((w = 0; w < 600; w++)); do
    curl -fsS -m 2 -H 'Accept: application/json' "http://$GATEWAY_ADDR/health" >/dev/null 2>&1 && break
    sleep 0.1
  done
  t2=$(now_ms)
  curl -fsS -m 2 -H 'Accept: application/json' "http://$GATEWAY_ADDR/health" >/dev/null 2>&1 ||
    { echo "  $s: the shop was not healthy 60 s after its start" >&2; failed=1; }
  awk -v s="$s" -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
    printf "%-9s exited %5.1f s after SIGTERM, serving again %5.1f s after its start: %5.1f s down\n", s, (b - a) / 1000, (c - b) / 1000, (c - a) / 1000
  }' |
    tee -a "$RESTARTS"
done
log "all restarted; the load runs to its end"
load_rc=0
wait "$LOAD_PID" || load_rc=$?
LOAD_PID=

# Payments settle after the load: the simulator's callbacks (3 s), the status queries and the
# sweeper (60 s), and the events that mark orders Paid.
log "waiting for the payments to settle (at most 3 minutes)"
for ((w = 0; w < 180; w++)); do
  pending=$(q "SELECT count(*) FROM payments.payment_attempts WHERE status = 'pending'")
  unpaid=$(q "SELECT count(*) FROM payments.payment_attempts a JOIN orders.orders o ON o.id = a.order_id WHERE a.status = 'succeeded' AND o.payment_status <> 'Paid'")
  [[ $pending == 0 && $unpaid == 0 ]] && break
  sleep 1
done

cat "$RUN_DIR/load.out"
echo
echo "restarts (SIGTERM, exit, start, /health ok again):"
sed 's/^/  /' "$RESTARTS"

# The load's orders (id, method, paid) against the database's.
python3 - "$REPORT" >"$RUN_DIR/load-orders.csv" <<'PY'
import json, sys
for o in json.load(open(sys.argv[1]))["orders"]:
    print(f"{o['id']},{o['method']},{'t' if o['paid'] else 'f'},{o['key']}")
PY
psql -qX "$DATABASE_URL" >/dev/null <<SQL
CREATE TABLE public.drill_load_orders (id UUID PRIMARY KEY, method TEXT, paid BOOLEAN, key TEXT);
\copy public.drill_load_orders FROM '$RUN_DIR/load-orders.csv' WITH (FORMAT csv)
SQL
count() { # label expected sql
  local value
  value=$(q "$3")
  if [[ -z $2 || $value == "$2" ]]; then printf '  %-72s %8s\n' "$1" "$value"
  else printf '  %-72s %8s   WRONG (expected %s)\n' "$1" "$value" "$2"; failed=1; fi
}
load_orders=$(q 'SELECT count(*) FROM public.drill_load_orders')
echo
echo "counts after the drill:"
count "orders the shoppers were answered (201)" "" 'SELECT count(*) FROM public.drill_load_orders'
count "orders in the database" "$load_orders" 'SELECT count(*) FROM orders.orders'
count "answered orders missing from the database (lost)" 0 'SELECT count(*) FROM public.drill_load_orders l WHERE NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.id = l.id)'
count "orders in the database no shopper was answered" 0 'SELECT count(*) FROM orders.orders o WHERE NOT EXISTS (SELECT 1 FROM public.drill_load_orders l WHERE l.id = o.id)'
count "Idempotency-Keys with more than one order (doubled)" 0 'SELECT count(*) FROM (SELECT 1 FROM orders.orders GROUP BY user_id, idempotency_key HAVING count(*) > 1) d'
count "M-Pesa orders placed" "" "SELECT count(*) FROM orders.orders WHERE payment_method = 'mpesa'"
count "M-Pesa payments the shoppers saw succeed" "" "SELECT count(*) FROM public.drill_load_orders WHERE paid"
count "  of them on an order not Paid (lost)" 0 "SELECT count(*) FROM public.drill_load_orders l JOIN orders.orders o ON o.id = l.id WHERE l.paid AND o.payment_status <> 'Paid'"
count "succeeded payments in the database" "" "SELECT count(*) FROM payments.payment_attempts WHERE status = 'succeeded'"
count "orders Paid" "$(q "SELECT count(DISTINCT order_id) FROM payments.payment_attempts WHERE status = 'succeeded'")" "SELECT count(*) FROM orders.orders WHERE payment_status = 'Paid'"
count "orders with two succeeded payments (paid twice)" 0 "SELECT count(*) FROM (SELECT order_id FROM payments.payment_attempts WHERE status = 'succeeded' GROUP BY order_id HAVING count(*) > 1) d"
count "succeeded payments whose order is not Paid" 0 "SELECT count(*) FROM payments.payment_attempts a JOIN orders.orders o ON o.id = a.order_id WHERE a.status = 'succeeded' AND o.payment_status <> 'Paid'"
count "payments still pending" 0 "SELECT count(*) FROM payments.payment_attempts WHERE status = 'pending'"
count "payments failed" "" "SELECT count(*) FROM payments.payment_attempts WHERE status = 'failed'"
count "callbacks matched to no payment" 0 "SELECT count(*) FROM payments.unmatched_callbacks WHERE matched_attempt IS NULL"
count "dead letters (orders, catalog)" 0 "SELECT (SELECT count(*) FROM orders.event_dead_letters) + (SELECT count(*) FROM catalog.event_dead_letters)"
q 'DROP TABLE public.drill_load_orders' >/dev/null

# The errors: every failed request a 503 with the JSON error, or a refused/lost connection while
# the gateway was down; no hang.
python3 - "$REPORT" <<'PY' || failed=1
import json, sys
r = json.load(open(sys.argv[1]))
kinds = r["failures_by_kind"]
bad = {k: n for k, n in kinds.items() if not (k.startswith("503 ") and k != "503 without the JSON error")
       and k not in ("connection refused", "connection lost")}
print()
print(f"errors: {r['failures']} of {r['requests']} requests ({r['error_percent']}%); "
      f"503 with the JSON error: {sum(n for k, n in kinds.items() if k.startswith('503 ') and k != '503 without the JSON error')}, "
      f"refused or lost connections: {kinds.get('connection refused', 0) + kinds.get('connection lost', 0)}, "
      f"hangs (timeouts): {kinds.get('timeout (hang)', 0)}, anything else: {sum(bad.values())} {bad or ''}")
failed_tasks = sum(t["failed"] for t in r["tasks"])
print(f"shopper tasks that failed after their retries: {failed_tasks} of {sum(t['runs'] for t in r['tasks'])}")
sys.exit(1 if bad or r["error_percent"] > 1 else 0)
PY
((load_rc == 0)) || { echo "the load failed its own checks (above)" >&2; failed=1; }
((failed == 0)) || die "restart drill: something was lost, doubled, hung or failed (above)"
log "restart drill: nothing lost or doubled"
