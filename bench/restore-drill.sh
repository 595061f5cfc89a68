#!/usr/bin/env bash
# Restore drill (issue 22): backs up the running embedded shop with `deploy/backup/backup.sh
# --now` (the compose `backup` service's own script), destroys its database and media, restores
# them with deploy/backup/restore.sh, starts the shop again and proves that everything came back:
# row counts and checksums of every table of every service's schema (orders, their lines,
# payments and their history, products and stock, users, ...), every sequence's position and
# every media file's content, then a look through the API (the admin's order list, the product
# listing, one order). Prints a table and the timings (the RTO on this machine) and exits
# non-zero on any difference.
#
# When the shop has no order yet, it first places some through the API: cash on delivery,
# M-Pesa paid through the Daraja simulator, and a sandbox card.
#
# Run it with the environment the shop was started with (scripts/run.sh's defaults when none:
# .run, port 8080, the database `shop`). It drops that database: the backup it took stays in
# BACKUP_DIR (default RUN_DIR/backups) for `deploy/backup/restore.sh --yes` (with the shop's
# PGHOST, PGUSER, PGPASSWORD and PGDATABASE) should anything go wrong. The shop is restarted
# with the binaries it was running.
#
#   bench/restore-drill.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/scripts/lib/stack.sh"
[[ $# == 0 ]] || die "usage: bench/restore-drill.sh (the shop's settings come from the environment)"

export BACKUP_DIR="${BACKUP_DIR:-$RUN_DIR/backups}"
# backup.sh and restore.sh connect as libpq does, from PG* variables: the shop's DATABASE_URL
# taken apart.
eval "$(python3 - "$DATABASE_URL" <<'PY'
import shlex, sys, urllib.parse
u = urllib.parse.urlsplit(sys.argv[1])
params = dict(urllib.parse.parse_qsl(u.query))
values = {"PGHOST": u.hostname or "127.0.0.1", "PGPORT": str(u.port or 5432),
          "PGUSER": urllib.parse.unquote(u.username or ""), "PGPASSWORD": urllib.parse.unquote(u.password or ""),
          "PGDATABASE": u.path.lstrip("/")}
for key, name in (("sslmode", "PGSSLMODE"), ("sslrootcert", "PGSSLROOTCERT")):
    if key in params:
        values[name] = params[key]
print(" ".join(f"export {k}={shlex.quote(v)}" for k, v in values.items()))
PY
)"
BASE="http://$GATEWAY_ADDR"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

curl -fsS -H 'Accept: application/json' "$BASE/health" >/dev/null 2>&1 ||
  die "no healthy shop at $BASE: start it (scripts/run.sh --detach), with the environment it was started with"
[[ -s $RUN_DIR/pids/gateway.pid ]] || die "no gateway pid in $RUN_DIR/pids: RUN_DIR is not the running shop's"
# The binaries the shop runs, so it comes back as it was (SHOP_PROFILE, CARGO_TARGET_DIR).
running=$(readlink "/proc/$(cat "$RUN_DIR/pids/gateway.pid")/exe" 2>/dev/null || true)
running=${running% (deleted)} # rebuilt since it started: the same path
if [[ -n $running ]]; then
  SHOP_PROFILE=$(basename "$(dirname "$running")")
  CARGO_TARGET_DIR=$(dirname "$(dirname "$running")")
  export SHOP_PROFILE CARGO_TARGET_DIR
fi
ensure_secrets # ADMIN_EMAIL and ADMIN_PASSWORD, as the shop was started with

q() { psql -qAtX "$DATABASE_URL" -c "$1"; }
now_ms() { date +%s%3N; }
since() { awk -v a="$1" -v b="$(now_ms)" 'BEGIN { printf "%.1f", (b - a) / 1000 }'; } # seconds since a now_ms

# Orders to protect: some of each kind, placed the way shoppers place them.
if [[ $(q 'SELECT count(*) FROM orders.orders') == 0 ]]; then
  log "the shop has no order: placing some through the API (cash on delivery, M-Pesa, card)"
  BASE=$BASE python3 - <<'PY'
import json, os, time, urllib.request, uuid

base = os.environ["BASE"]

def call(method, path, body=None, token=None, key=None):
    headers = {"Accept": "application/json"}
    if body is not None:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if key:
        headers["Idempotency-Key"] = key
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, headers=headers, method=method)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)

stamp = int(time.time())
session = call("POST", "/auth/register", {"name": "Akinyi Otieno", "email": f"restore-drill-{stamp}@example.co.ke",
                                          "phone": "0712345678", "password": "restore-drill-1"})
token = session["token"]
products = [p for p in call("GET", "/products?limit=40&sort=price_asc")["products"] if p["stock"] >= 5]
assert len(products) >= 6, "too few products in stock"
address = {"firstName": "Akinyi", "lastName": "Otieno", "email": "akinyi@example.co.ke", "phone": "0712345678",
           "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi", "zipCode": "00100"}

def place(method, product, quantity=1):
    body = {"items": [{"productId": product["id"], "quantity": quantity}], "paymentMethod": method, **address}
    return call("POST", "/api/orders", body, token, str(uuid.uuid4()))

for i in range(3):
    place("cod", products[i], 1 + i % 2)
prompts = []
for i in range(2):
    order = place("mpesa", products[3 + i])
    push = call("POST", "/api/mpesa/stkpush", {"orderId": order["order_id"], "phoneNumber": "254708374149"}, token, str(uuid.uuid4()))
    prompts.append(push["checkoutRequestId"])
order = place("card", products[5])
call("POST", f"/api/payments/{order['order_id']}/pay",
     {"method": "card", "cardName": "Akinyi Otieno", "cardNumber": "4242 4242 4242 4242", "cvv": "123", "expiryDate": "12/30"}, token)
deadline = time.time() + 60
for prompt in prompts:
    while call("GET", f"/api/mpesa/status/{prompt}", token=token)["status"] == "pending":
        assert time.time() < deadline, "an M-Pesa payment was not settled within 60 s"
        time.sleep(1)
print("placed 6 orders: 3 cash on delivery, 2 M-Pesa (paid), 1 card (paid)")
PY
fi

# Counts and checksums, `name|value|checksum or detail` per line: every table (rows, md5 of the
# rows' md5s in order: any changed, missing or extra row changes it), sequence and the media directory, then the figures a
# shopkeeper would look at.
fingerprint() { # file
  {
    psql -qAtX -F '|' "$DATABASE_URL" <<'SQL'
SELECT format('SELECT %L, count(*), md5(coalesce(string_agg(md5(t::text), '''' ORDER BY md5(t::text)), '''')) FROM %I.%I t',
              'table ' || schemaname || '.' || tablename, schemaname, tablename)
FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename
\gexec
SELECT 'sequence ' || schemaname || '.' || sequencename, coalesce(last_value::text, 'unused'), '-'
FROM pg_sequences ORDER BY 1;
SELECT 'orders (not cancelled / paid / KSh total)', count(*) FILTER (WHERE status <> 'cancelled'),
       count(*) FILTER (WHERE payment_status = 'Paid') || ' / ' || (coalesce(sum(total_cents), 0) / 100.0)::numeric(16, 2)
FROM orders.orders;
SELECT 'order lines (units)', count(*), sum(quantity) FROM orders.order_items;
SELECT 'payments (succeeded / KSh)', count(*), count(*) FILTER (WHERE status = 'succeeded') || ' / ' ||
       (coalesce(sum(amount_cents) FILTER (WHERE status = 'succeeded'), 0) / 100.0)::numeric(16, 2)
FROM payments.payment_attempts;
SELECT 'products (units in stock)', count(*), sum(stock) FROM catalog.products;
SELECT 'users', count(*), '-' FROM auth.users;
SQL
    local files sum
    files=$(find "$MEDIA_DIR" -type f | wc -l)
    sum=$(cd "$MEDIA_DIR" && find . -type f -print0 | sort -z | xargs -0 -r md5sum | md5sum | cut -d' ' -f1)
    echo "media files|$files|$sum"
  } >"$1"
}

# A shop at rest writes nothing; wait until two looks agree, so the figures are the backup's.
log "waiting for the shop to be at rest (its outbox delivered, payments settled)"
for ((i = 0; i < 30; i++)); do
  fingerprint "$WORK/a"; sleep 2; fingerprint "$WORK/before"
  cmp -s "$WORK/a" "$WORK/before" && break
done
cmp -s "$WORK/a" "$WORK/before" || die "the shop kept changing for a minute: stop the traffic first"

log "backing up (deploy/backup/backup.sh --now) into $BACKUP_DIR"
mkdir -p "$BACKUP_DIR"
t0=$(now_ms)
MEDIA_DIR="$MEDIA_DIR" bash "$ROOT/deploy/backup/backup.sh" --now
backup_seconds=$(since "$t0")
backup="$BACKUP_DIR/$(find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20*Z' -printf '%f\n' | sort | tail -1)"
fingerprint "$WORK/after-backup"
cmp -s "$WORK/before" "$WORK/after-backup" ||
  die "the shop changed during the backup: the figures would not be the backup's (run it again)"

log "stopping the shop and destroying its database and media"
t0=$(now_ms)
stop_stack
stop_seconds=$(since "$t0")
psql -qX "$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')" \
  -c "DROP DATABASE \"$(echo "$DATABASE_URL" | sed -E 's#^[^/]*//[^/]*/([^?]+).*#\1#')\" WITH (FORCE)" >/dev/null
rm -rf "$MEDIA_DIR"
q 'SELECT 1' >/dev/null 2>&1 && die "the database is still there"

log "restoring (deploy/backup/restore.sh) from $backup"
t0=$(now_ms)
MEDIA_DIR="$MEDIA_DIR" bash "$ROOT/deploy/backup/restore.sh" --yes "$backup"
restore_seconds=$(since "$t0")
fingerprint "$WORK/restored"

log "starting the shop"
t0=$(now_ms)
start_stack
start_seconds=$(since "$t0")

# Through the API: the admin sees every order; the listing every product; one order as it was.
admin_token=$(curl -fsS -H 'Content-Type: application/json' -H 'Accept: application/json' \
  -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$BASE/auth/login" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
api_orders=$(curl -fsS -H 'Accept: application/json' -H "Authorization: Bearer $admin_token" "$BASE/api/orders?limit=1" |
  python3 -c 'import json, sys; d = json.load(sys.stdin); print(d["pagination"]["total"] if "pagination" in d else d.get("total", "?"))')
api_products=$(curl -fsS -H 'Accept: application/json' "$BASE/products?limit=1" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["pagination"]["total"])')
sample=$(q "SELECT public_id || ' ' || payment_status || ' ' || total_cents FROM orders.orders ORDER BY created_at DESC LIMIT 1")
api_sample=$(curl -fsS -H 'Accept: application/json' -H "Authorization: Bearer $admin_token" "$BASE/api/orders/${sample%% *}" |
  python3 -c 'import json, sys; o = json.load(sys.stdin); o = o.get("order", o); print(o["public_id"], o["payment_status"], round(float(o["total_amount"]) * 100))')

# The table: the shopkeeper's figures first, then every table, sequence and the media.
failed=0
print_row() { printf '%-46s %-26s %-26s %s\n' "$@"; }
echo
print_row "what" "before" "restored" ""
compare() { # filter: lines of the fingerprints whose name matches
  local name before after
  while IFS=$'\t' read -r name before after; do
    if [[ $before == "$after" ]]; then print_row "$name" "${before:0:26}" "${after:0:26}" "same"
    else print_row "$name" "${before:0:26}" "${after:0:26}" "DIFFERENT"; failed=1; fi
  done < <(python3 - "$WORK/before" "$WORK/restored" "$1" <<'PY'
import re, sys

def read(path):
    rows = {}
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            continue
        name, value, detail = line.split("|")
        if name.startswith(("table ", "media ")):
            value = f"{value} rows md5 {detail[:8]}" if name.startswith("table ") else f"{value} md5 {detail[:8]}"
        elif detail != "-":
            value = f"{value} / {detail}"
        rows[name] = value
    return rows
before, after = read(sys.argv[1]), read(sys.argv[2])
for name in list(before) + [n for n in after if n not in before]:
    if re.search(sys.argv[3], name):
        print(f"{name}\t{before.get(name, 'absent')}\t{after.get(name, 'absent')}")
PY
  )
}
compare '^[a-z ]+\(|^users$'
compare '^media '
compare '^table '
compare '^sequence '
db_orders=$(q 'SELECT count(*) FROM orders.orders') db_products=$(q 'SELECT count(*) FROM catalog.products')
api_row() { if [[ $2 == "$3" ]]; then print_row "$1" "$2" "$3" "same"; else print_row "$1" "$2" "$3" "DIFFERENT"; failed=1; fi; }
api_row "API: orders the admin lists" "$db_orders" "$api_orders"
api_row "API: products the listing counts" "$db_products" "$api_products"
api_row "API: newest order (number, payment, cents)" "$sample" "$api_sample"

backup_size=$(du -sh "$backup" | cut -f1)
echo
echo "backup: $backup ($backup_size) in ${backup_seconds} s, the shop running"
echo "restore: ${restore_seconds} s (checksums, database recreated and restored, media unpacked);" \
  "the shop healthy ${start_seconds} s later"
echo "RTO on this machine: $(awk -v a="$restore_seconds" -v b="$start_seconds" 'BEGIN { printf "%.1f", a + b }') s from a lost database to a serving shop" \
  "(stopping it took ${stop_seconds} s)"
((failed == 0)) || die "restore drill: something did not come back (DIFFERENT above)"
log "restore drill: every row, sequence and picture came back"
