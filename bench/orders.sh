#!/usr/bin/env bash
# Orders benchmark (orders issue). Starts the release build of the shop on its own ports over its
# own database (shop_bench), loads a catalogue, and places cash-on-delivery orders through the
# gateway with wrk: each order is token verification, validation, stock reserved atomically in
# the catalog, totals, and the order, its items and its order.created event written in one
# transaction. Random products and quantities from a small hot set, so reservations contend.
# Afterwards it checks the books: the stock taken equals the quantities of the orders placed.
# Target: at least 200 orders/s on this machine; the p99 of placing an order is reported.
#
#   bench/orders.sh [--duration SECONDS] [--connections N] [--products N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

DURATION=15 CONNECTIONS=16 PRODUCTS=200
while (($#)); do
  case $1 in
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    --products) PRODUCTS=$2; shift 2 ;;
    *) die "usage: bench/orders.sh [--duration SECONDS] [--connections N] [--products N]" ;;
  esac
done

ensure_infra
apt_install wrk
build_rust
trap stop_stack EXIT
stop_stack
bench_reset_database
start_stack

# Plenty of stock on the hot products, so every order can succeed and each one really reserves.
psql -qX "$DATABASE_URL" -c "UPDATE catalog.products SET stock = 1000000 WHERE id <= $PRODUCTS" >/dev/null
stock_before=$(psql -qAtX "$DATABASE_URL" -c "SELECT sum(stock) FROM catalog.products WHERE id <= $PRODUCTS")

tokens=()
for i in $(seq 1 8); do
  email="bench-orders-$i-$(date +%s%N)@example.co.ke"
  token=$(curl -fsS -H 'Content-Type: application/json' -H 'Accept: application/json' \
    -d "{\"name\":\"Bench Shopper $i\",\"email\":\"$email\",\"phone\":\"0712345678\",\"password\":\"bench-password-1\"}" \
    "$BENCH_BASE/auth/register" | sed -E 's/.*"token":"([^"]+)".*/\1/')
  [[ -n $token ]] || die "could not register benchmark user $i"
  tokens+=("\"$token\"")
done

cat >"$BENCH_TMP/order.lua" <<LUA
local tokens = { $(IFS=,; echo "${tokens[*]}") }
local products = $PRODUCTS
math.randomseed(os.time())
request = function()
  local lines = {}
  local first = math.random(1, products)
  local count = math.random(1, 3)
  for i = 0, count - 1 do
    local id = ((first + i * 7) % products) + 1
    lines[#lines + 1] = string.format('{"productId":%d,"quantity":%d}', id, math.random(1, 2))
  end
  local body = '{"items":[' .. table.concat(lines, ",") .. '],' ..
    '"firstName":"Wanjiku","lastName":"Kamau","email":"wanjiku@example.co.ke",' ..
    '"phone":"0712345678","address":"12 Moi Avenue","city":"Nairobi","state":"Nairobi",' ..
    '"zipCode":"00100","paymentMethod":"cod","preferredDeliveryTime":"morning"}'
  local headers = {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. tokens[math.random(1, #tokens)],
  }
  return wrk.format("POST", "/api/orders", headers, body)
end
LUA

wrk_run "POST /api/orders (COD, 1-3 lines)" "$CONNECTIONS" "$DURATION" -s "$BENCH_TMP/order.lua" "$BENCH_BASE/api/orders"

# The books: every unit taken from stock belongs to a placed order, and the reverse.
stock_after=$(psql -qAtX "$DATABASE_URL" -c "SELECT sum(stock) FROM catalog.products WHERE id <= $PRODUCTS")
ordered=$(psql -qAtX "$DATABASE_URL" -c "SELECT coalesce(sum(quantity), 0) FROM orders.order_items")
orders=$(psql -qAtX "$DATABASE_URL" -c "SELECT count(*) FROM orders.orders")
taken=$((stock_before - stock_after))
printf 'orders placed: %s; units ordered: %s; units taken from stock: %s\n' "$orders" "$ordered" "$taken" \
  | tee -a "$BENCH_TMP/summary.txt"
[[ $taken == "$ordered" ]] || die "stock taken ($taken) differs from units ordered ($ordered)"

bench_report orders "orders benchmark: ${DURATION}s, wrk -t2 on the same $(nproc)-core machine, $PRODUCTS hot products, 8 shoppers"
