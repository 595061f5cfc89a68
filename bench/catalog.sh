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
source "$ROOT/bench/lib.sh"

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
build_rust
trap stop_stack EXIT
stop_stack
bench_reset_database
log "loading $PRODUCTS products"
load_started=$SECONDS
"$(bin_dir)/catalog" seed large "$PRODUCTS" >/dev/null
load_seconds=$((SECONDS - load_started))
start_stack

base=$BENCH_BASE
cat >"$BENCH_TMP/deep.lua" <<'LUA'
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
cat >"$BENCH_TMP/byid.lua" <<LUA
math.randomseed(11)
wrk.headers["Accept"] = "application/json"
request = function()
  return wrk.format("GET", "/products/" .. math.random(1, $PRODUCTS))
end
LUA

# Each path at a moderate load (LATENCY_CONNECTIONS) for its latency, and at CONNECTIONS, where
# the two cores are saturated, for its throughput.
for c in "$LATENCY_CONNECTIONS" "$CONNECTIONS"; do
  curl -fsS -o /dev/null -H 'Accept: application/json' "$base/products" # warm the hot page
  wrk_run "GET /products (cached page 1)" "$c" "$DURATION" "$base/products"
  wrk_run "GET /products filtered+sorted, page 6-150" "$c" "$DURATION" -s "$BENCH_TMP/deep.lua" "$base"
  wrk_run "GET /products/{id} (random ids)" "$c" "$DURATION" -s "$BENCH_TMP/byid.lua" "$base"
done

bench_report catalog "catalog benchmark: $PRODUCTS products (loaded in ${load_seconds} s), ${DURATION}s per run, wrk -t2 on the same $(nproc)-core machine"
