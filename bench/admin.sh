#!/usr/bin/env bash
# Admin operations benchmark (issue 15). Starts the release build of the shop on its own ports
# over its own database (shop_bench), seeds 100,000 orders straight into the orders schema with
# SQL (bench/sql/seed-orders.sql: 20,000 customers, phones in both 07... and +254 forms, two
# years of dates, a realistic status and payment mix), signs in as the admin, and measures
# through the gateway on loopback with wrk:
#   1. GET /api/orders?search=<phone>          200 seeded customers' phones, as typed (07..., +254...)
#   2. GET /api/orders?search=<order number>   200 seeded order numbers
#   3. GET /api/admin/dashboard                every service's figures at once
# Targets on a 2-core machine: (1) and (2) p99 < 30 ms, (3) p99 < 50 ms; each run's p99 is
# printed against its target.
#
# --debug measures the debug build instead (quicker to build; slower, so a debug figure under
# its target is one the release build meets too).
#
# --no-build uses the binaries already in $CARGO_TARGET_DIR/<profile>.
#
#   bench/admin.sh [--orders N] [--duration SECONDS] [--connections N] [--debug] [--no-build]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

ORDERS=100000 DURATION=15 CONNECTIONS=4 BUILD=1
while (($#)); do
  case $1 in
    --orders) ORDERS=$2; shift 2 ;;
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    --debug) export SHOP_PROFILE=debug; shift ;;
    --no-build) BUILD=0; shift ;;
    *) die "usage: bench/admin.sh [--orders N] [--duration SECONDS] [--connections N] [--debug] [--no-build]" ;;
  esac
done

ensure_infra
apt_install wrk
if ((BUILD)); then build_rust; fi
trap stop_stack EXIT
stop_stack
bench_reset_database
start_stack # runs the migrations of every schema

log "seeding $ORDERS orders"
seed_started=$SECONDS
PGOPTIONS='-c search_path=orders' psql -qX -v ON_ERROR_STOP=1 -v orders="$ORDERS" \
  -f "$ROOT/bench/sql/seed-orders.sql" "$DATABASE_URL" >/dev/null
seed_seconds=$((SECONDS - seed_started))

base=$BENCH_BASE
ensure_secrets # the admin the stack created at start-up
token=$(curl -fsS -X POST "$base/auth/login" -H 'Content-Type: application/json' \
  -H 'Accept: application/json' -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
auth=(-H "Authorization: Bearer $token")

# Lua string lists of 200 seeded phones (URL-encoded as typed) and order numbers.
lua_list() { # sql
  psql -qAtX "$DATABASE_URL" -c "$1" | python3 -c '
import sys, urllib.parse
print(", ".join("\"" + urllib.parse.quote(line.strip(), safe="") + "\"" for line in sys.stdin if line.strip()))'
}
phones=$(lua_list "SELECT DISTINCT phone FROM orders.orders WHERE user_id LIKE 'bench-customer-%' ORDER BY 1 LIMIT 200")
numbers=$(lua_list "SELECT public_id FROM orders.orders WHERE user_id LIKE 'bench-customer-%' ORDER BY md5(public_id) LIMIT 200")
for kind in phones numbers; do
  cat >"$BENCH_TMP/$kind.lua" <<LUA
local terms = { ${!kind} }
math.randomseed(7)
request = function()
  return wrk.format("GET", "/api/orders?search=" .. terms[math.random(#terms)])
end
LUA
done

# The first answers, checked: a phone finds its customer's orders, a number its order.
first_phone=$(sed -n 's/^local terms = { "\([^"]*\)".*/\1/p' "$BENCH_TMP/phones.lua")
first_number=$(sed -n 's/^local terms = { "\([^"]*\)".*/\1/p' "$BENCH_TMP/numbers.lua")
found=$(curl -fsS "${auth[@]}" -H 'Accept: application/json' "$base/api/orders?search=$first_phone" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["pagination"]["total"])')
[[ $found -ge 1 ]] || die "searching phone $first_phone found no order"
found=$(curl -fsS "${auth[@]}" -H 'Accept: application/json' "$base/api/orders?search=$first_number" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["pagination"]["total"])')
[[ $found -ge 1 ]] || die "searching order $first_number found no order"
curl -fsS "${auth[@]}" -H 'Accept: application/json' "$base/api/admin/dashboard" | python3 -c '
import json, sys
board = json.load(sys.stdin)
missing = [part for part in ("products", "revenue", "users", "orders", "topCategories", "recentOrders", "recentActivity") if board[part] is None]
assert not missing, f"dashboard parts missing: {missing}"
assert board["orders"]["total"] >= '"$ORDERS"', board["orders"]
orders, revenue = board["orders"]["total"], board["revenue"]["total"]
print(f"dashboard: {orders} orders, revenue KSh {revenue:,}")' |
  tee -a "$BENCH_TMP/summary.txt"

# p99 of the last wrk run in milliseconds, against TARGET: a line of the summary.
check_p99() { # target-ms
  local out="$BENCH_TMP/run-$BENCH_RUNS.txt" p99 ms verdict
  p99=$(awk '$1 == "99%" {print $2}' "$out")
  ms=$(awk -v v="$p99" 'BEGIN {
    if (v ~ /us$/) { sub(/us$/, "", v); print v / 1000 }
    else if (v ~ /ms$/) { sub(/ms$/, "", v); print v + 0 }
    else if (v ~ /s$/) { sub(/s$/, "", v); print v * 1000 } }')
  verdict=$(awk -v m="$ms" -v t="$1" 'BEGIN { print (m < t) ? "OK" : "OVER TARGET" }')
  printf '    p99 %.2f ms, target < %s ms: %s\n' "$ms" "$1" "$verdict" | tee -a "$BENCH_TMP/summary.txt"
}

for c in 1 "$CONNECTIONS"; do
  wrk_run "GET /api/orders?search=<phone> (200 phones)" "$c" "$DURATION" "${auth[@]}" -s "$BENCH_TMP/phones.lua" "$base"
  check_p99 30
  wrk_run "GET /api/orders?search=<order number> (200)" "$c" "$DURATION" "${auth[@]}" -s "$BENCH_TMP/numbers.lua" "$base"
  check_p99 30
  wrk_run "GET /api/admin/dashboard" "$c" "$DURATION" "${auth[@]}" "$base/api/admin/dashboard"
  check_p99 50
done

bench_report admin "admin operations benchmark ($SHOP_PROFILE build): $ORDERS orders (seeded in ${seed_seconds} s), ${DURATION}s per run, wrk -t2 on the same $(nproc)-core machine"
