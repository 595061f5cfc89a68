#!/usr/bin/env bash
# Admin catalogue benchmark (issue 14). Loads 100,000 generated products into a database of its
# own (shop_bench), starts the release build of the shop on its own ports, signs in as the
# admin, and measures through the gateway on loopback:
#   1. GET /admin/products                       page 1 to 500, every sort and direction
#   2. GET /admin/products?search=...            words of names, descriptions and categories
#   3. GET /admin/products?category=&sort=       a category, sorted, pages 1 to 50
#   4. GET /admin/products/stats                 the stat cards (a pass over the table)
#   5. GET /admin/products/export.csv            the whole catalogue (and one category), timed
#                                                with curl: seconds, bytes, rows, peak RSS of
#                                                the catalog and the gateway
# Targets on a 2-core machine: (1) and (3) p99 < 50 ms, (2) p99 < 150 ms, (4) p99 < 100 ms,
# (5) 100,000 rows in under 5 s without the services' memory growing with the catalogue.
#
#   bench/admin-products.sh [--products N] [--duration SECONDS] [--connections N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

PRODUCTS=100000 DURATION=15 CONNECTIONS=8
while (($#)); do
  case $1 in
    --products) PRODUCTS=$2; shift 2 ;;
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    *) die "usage: bench/admin-products.sh [--products N] [--duration SECONDS] [--connections N]" ;;
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
ensure_secrets # the admin the stack created at start-up
token=$(curl -fsS -X POST "$base/auth/login" -H 'Content-Type: application/json' \
  -H 'Accept: application/json' -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
auth=(-H "Authorization: Bearer $token")

cat >"$BENCH_TMP/pages.lua" <<'LUA'
local sorts = {"newest", "name", "price", "stock", "category"}
local orders = {"asc", "desc"}
math.randomseed(3)
request = function()
  return wrk.format("GET", "/admin/products?sort=" .. sorts[math.random(#sorts)] ..
    "&order=" .. orders[math.random(#orders)] .. "&page=" .. math.random(1, 500) .. "&limit=12")
end
LUA
cat >"$BENCH_TMP/search.lua" <<'LUA'
local words = {"sofa", "velvet", "oak", "walnut", "grey", "bed", "dining", "chair", "living%20room",
  "office%20-%20desks", "mattress", "leather", "teak", "storage", "kids", "outdoor", "mirror", "linen"}
local sorts = {"newest", "name", "price"}
math.randomseed(5)
request = function()
  return wrk.format("GET", "/admin/products?search=" .. words[math.random(#words)] ..
    "&sort=" .. sorts[math.random(#sorts)] .. "&page=" .. math.random(1, 5))
end
LUA
cat >"$BENCH_TMP/category.lua" <<'LUA'
local categories = {"Living%20Room", "Bedroom", "Dining%20Room", "Office", "Outdoor", "Storage",
  "Decor", "Kids%20Room", "Mattresses"}
local sorts = {"name", "price", "stock", "newest"}
math.randomseed(9)
request = function()
  return wrk.format("GET", "/admin/products?category=" .. categories[math.random(#categories)] ..
    "&sort=" .. sorts[math.random(#sorts)] .. "&page=" .. math.random(1, 50))
end
LUA

for c in 1 "$CONNECTIONS"; do
  wrk_run "GET /admin/products pages 1-500, all sorts" "$c" "$DURATION" "${auth[@]}" -s "$BENCH_TMP/pages.lua" "$base"
  wrk_run "GET /admin/products?search= (18 words)" "$c" "$DURATION" "${auth[@]}" -s "$BENCH_TMP/search.lua" "$base"
  wrk_run "GET /admin/products?category=&sort= p1-50" "$c" "$DURATION" "${auth[@]}" -s "$BENCH_TMP/category.lua" "$base"
  wrk_run "GET /admin/products/stats" "$c" "$DURATION" "${auth[@]}" "$base/admin/products/stats"
done

# Peak resident memory (kB) of a running service, from its pid file.
peak_rss() { awk '/VmHWM/ {print $2}' "/proc/$(cat "$RUN_DIR/pids/$1.pid")/status" 2>/dev/null || echo "?"; }

export_run() { # name query
  local out="$BENCH_TMP/export.csv" timing rows
  timing=$(curl -fsS -o "$out" -w '%{time_starttransfer} %{time_total} %{size_download}' \
    -H 'Accept: text/csv' "${auth[@]}" "$base/admin/products/export.csv$2")
  rows=$(($(wc -l <"$out") - 1))
  read -r first total bytes <<<"$timing"
  printf '%-46s %8s rows  first byte %6.3f s  total %6.3f s  %6.1f MB   peak RSS catalog %s kB, gateway %s kB\n' \
    "$1" "$rows" "$first" "$total" "$(awk -v b="$bytes" 'BEGIN {print b / 1048576}')" "$(peak_rss catalog)" \
    "$(peak_rss gateway)" | tee -a "$BENCH_TMP/summary.txt"
}
export_run "GET /admin/products/export.csv (everything)" ""
export_run "GET /admin/products/export.csv?category=Bedroom" "?category=Bedroom&sort=name"
export_run "GET /admin/products/export.csv?search=sofa" "?search=sofa&sort=price&order=desc"

bench_report admin-products "admin catalogue benchmark: $PRODUCTS products (loaded in ${load_seconds} s), ${DURATION}s per run, wrk -t2 on the same $(nproc)-core machine"
