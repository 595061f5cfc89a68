#!/usr/bin/env bash
# Catalogue benchmark (issue: foundation). Loads 100,000 generated products into a database of
# its own (shop_bench), starts the release build of the shop on its own ports, and measures with
# wrk through the gateway on loopback:
#   1. GET /products                          page 1, the cached hot page
#   2. GET /products?category&minPrice&maxPrice&sort=price_asc&page=6..400
#                                             filtered, sorted, deep: never cached
#   3. GET /products/{id}                     random ids over the whole catalogue
# Targets on a 2-core machine: (1) >= 3,000 req/s with p99 < 25 ms; (2) p99 < 50 ms.
#
#   bench/catalog.sh [--products N] [--duration SECONDS] [--connections N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"

PRODUCTS=100000 DURATION=20 CONNECTIONS=32
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
math.randomseed(7)
wrk.headers["Accept"] = "application/json"
request = function()
  local c = categories[math.random(#categories)]
  local page = math.random(6, 400)
  return wrk.format("GET", "/products?category=" .. c .. "&minPrice=5000&maxPrice=300000&sort=price_asc&limit=20&page=" .. page)
end
LUA
cat >"$scripts/byid.lua" <<LUA
math.randomseed(11)
wrk.headers["Accept"] = "application/json"
request = function()
  return wrk.format("GET", "/products/" .. math.random(1, $PRODUCTS))
end
LUA

run() { # name wrk-args...
  local name=$1; shift
  log "$name"
  curl -fsS -o /dev/null -H 'Accept: application/json' "$base/products" # warm the hot page
  wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -H 'Accept: application/json' "$@" >"$scripts/$name.txt"
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' "$scripts/$name.txt")
  p50=$(awk '$1 == "50%" {print $2}' "$scripts/$name.txt")
  p99=$(awk '$1 == "99%" {print $2}' "$scripts/$name.txt")
  errors=$(awk '/Non-2xx|Socket errors/ {print}' "$scripts/$name.txt" | tr '\n' ' ')
  printf '%-42s %10s req/s   p50 %-9s p99 %-9s %s\n' "$name" "$rps" "$p50" "$p99" "$errors" | tee -a "$scripts/summary.txt"
}

run "GET /products (cached page 1)" "$base/products"
run "GET /products filtered+sorted, page 6-400" -s "$scripts/deep.lua" "$base"
run "GET /products/{id} (random ids)" -s "$scripts/byid.lua" "$base"

mkdir -p "$ROOT/bench/results"
out="$ROOT/bench/results/catalog-$(date -u +%Y%m%dT%H%M%SZ).txt"
{
  echo "catalog benchmark: $PRODUCTS products (loaded in ${load_seconds} s), $CONNECTIONS connections, ${DURATION}s per run, $(nproc) cores"
  cat "$scripts/summary.txt"
} >"$out"
echo
cat "$out"
rm -rf "$scripts"
