#!/usr/bin/env bash
# Catalogue benchmark (issue: foundation). Loads 100,000 generated products into a database of
# its own (shop_bench), starts the release build of the shop on its own ports, and measures with
# wrk through the gateway on loopback:
#   1. GET /products                          page 1, the cached hot page
#   2. GET /products?category&minPrice&maxPrice&sort&page=6..150
#                                             9 categories x 25 price ranges x 3 sorts, deep
#                                             pages: never cached
#   3. GET /products/{id}                     random ids over the whole catalogue
# Targets on a 2-core machine: (1) >= 3,000 req/s with p99 < 25 ms; (2) p99 < 50 ms.
#
#   bench/catalog.sh [--products N] [--duration SECONDS] [--connections N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"

PRODUCTS=100000 DURATION=15 CONNECTIONS=32 LATENCY_CONNECTIONS=8
while (($#)); do
  case $1 in
    --products) PRODUCTS=$2; shift 2 ;;
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    *) die "usage: bench/catalog.sh [--products N] [--duration SECONDS] [--connections N]" ;;
  esac
done

ensure_infra
apt_install wrk
export SHOP_PROFILE=release
export RUN_DIR="$ROOT/.run/bench"
export GATEWAY_ADDR=127.0.0.1:28080
export AUTH_GRPC_ADDR=127.0.0.1:28051 CATALOG_GRPC_ADDR=127.0.0.1:28052 ORDERS_GRPC_ADDR=127.0.0.1:28053
export PAYMENTS_GRPC_ADDR=127.0.0.1:28054 MEDIA_GRPC_ADDR=127.0.0.1:28055
ADMIN_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')
export DATABASE_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/shop_bench\1#')
export CACHE_PREFIX="bench:$$"
export RUST_LOG=warn
source "$ROOT/scripts/lib/stack.sh"

build_rust
trap stop_stack EXIT
stop_stack
psql -qX "$ADMIN_URL" -c 'DROP DATABASE IF EXISTS shop_bench WITH (FORCE)' -c 'CREATE DATABASE shop_bench' >/dev/null
log "loading $PRODUCTS products"
load_started=$SECONDS
"$(bin_dir)/catalog" seed large "$PRODUCTS" >/dev/null
load_seconds=$((SECONDS - load_started))
start_stack

base="http://$GATEWAY_ADDR"
scripts=$(mktemp -d)
cat >"$scripts/deep.lua" <<'LUA'
local categories = {"living-room", "bedroom", "dining-room", "office", "outdoor", "storage", "decor", "kids-room", "mattresses"}
local mins = {0, 2000, 5000, 10000, 20000}
local maxes = {100000, 200000, 300000, 400000, 500000}
local sorts = {"price_asc", "price_desc", "newest"}
math.randomseed(7)
wrk.headers["Accept"] = "application/json"
request = function()
  local c = categories[math.random(#categories)]
  local page = math.random(6, 150)
  return wrk.format("GET", "/products?category=" .. c .. "&minPrice=" .. mins[math.random(#mins)] ..
    "&maxPrice=" .. maxes[math.random(#maxes)] .. "&sort=" .. sorts[math.random(#sorts)] .. "&limit=20&page=" .. page)
end
LUA
cat >"$scripts/byid.lua" <<LUA
math.randomseed(11)
wrk.headers["Accept"] = "application/json"
request = function()
  return wrk.format("GET", "/products/" .. math.random(1, $PRODUCTS))
end
LUA

runs=0
run() { # name connections wrk-args...
  local name=$1 connections=$2 out; shift 2
  runs=$((runs + 1)); out="$scripts/run-$runs.txt"
  log "$name"
  curl -fsS -o /dev/null -H 'Accept: application/json' "$base/products" # warm the hot page
  wrk -t2 -c"$connections" -d"${DURATION}s" --latency -H 'Accept: application/json' "$@" >"$out"
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' "$out")
  p50=$(awk '$1 == "50%" {print $2}' "$out")
  p99=$(awk '$1 == "99%" {print $2}' "$out")
  errors=$(awk '/Non-2xx|Socket errors/ {print}' "$out" | tr '\n' ' ')
  printf '%-46s %3s conn %9s req/s   p50 %-9s p99 %-9s %s\n' "$name" "$connections" "$rps" "$p50" "$p99" "$errors" | tee -a "$scripts/summary.txt"
}

# Each path at a moderate load (LATENCY_CONNECTIONS) for its latency, and at CONNECTIONS, where
# the two cores are saturated, for its throughput.
for c in "$LATENCY_CONNECTIONS" "$CONNECTIONS"; do
  run "GET /products (cached page 1)" "$c" "$base/products"
  run "GET /products filtered+sorted, page 6-150" "$c" -s "$scripts/deep.lua" "$base"
  run "GET /products/{id} (random ids)" "$c" -s "$scripts/byid.lua" "$base"
done

mkdir -p "$ROOT/bench/results"
out="$ROOT/bench/results/catalog-$(date -u +%Y%m%dT%H%M%SZ).txt"
{
  echo "catalog benchmark: $PRODUCTS products (loaded in ${load_seconds} s), ${DURATION}s per run, wrk -t2 on the same $(nproc)-core machine"
  cat "$scripts/summary.txt"
} >"$out"
echo
cat "$out"
rm -rf "$scripts"
