#!/usr/bin/env bash
# The load generator (issue 22): Locust shoppers (bench/load/locustfile.py: browse, search,
# product pages, cart, sign in, checkout with cash on delivery and with M-Pesa, track order)
# against any running shop, then a report: requests/s, p50/p99 per request and per task, errors
# by kind. Locust comes from a virtual environment this script makes once per machine
# (scripts/lib/infra.sh venv_dir).
#
#   bench/load/run.sh [--url URL] [--users N] [--minutes M | --seconds S] [--spawn-rate R]
#                     [--report FILE] [--max-error-percent P] [--no-mpesa]
#   bench/load/run.sh --smoke [--url URL]
#   bench/load/run.sh --embedded [...]
#
# --url       the shop: http://127.0.0.1:8080 (scripts/run.sh, the default), http://localhost
#             (compose, through nginx), https://shop.example.co.ke (a cluster's ingress);
#             M-Pesa checkouts need a shop whose payments go to the Daraja simulator (or a
#             sandbox that pays by itself)
# --users     shoppers at once (default 20), each pausing 0.5-2.5 s between tasks
# --smoke     a short check: 4 shoppers for 20 s, each doing every task once first; fails
#             unless at least 50 requests were made, none failed and every M-Pesa order got paid
# --no-mpesa  no M-Pesa checkouts (their share pays cash on delivery): for a shop on Safaricom's
#             real sandbox, where no payer answers the prompts
# --embedded  starts the shop itself (ports 28051-28089, database shop_load, the built debug
#             binaries) and stops it afterwards
# A full run exits non-zero when more than --max-error-percent (1) of the requests failed, a
# request hung past the client's 30 s timeout, or an Idempotency-Key gave two orders.
# The JSON report (every figure, and every order placed) is kept in .run/load-reports/.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/bench/load/lib.sh"

USAGE="usage: bench/load/run.sh [--url URL] [--users N] [--minutes M | --seconds S] [--spawn-rate R] [--report FILE] [--max-error-percent P] [--no-mpesa] [--smoke] [--embedded]"
URL=http://127.0.0.1:8080 USERS=20 SECONDS_TO_RUN=300 SPAWN_RATE='' REPORT='' SMOKE=0 EMBEDDED=0 MAX_ERRORS=1 MPESA=1
while (($#)); do
  case $1 in
    --url) URL=${2%/}; shift 2 ;;
    --users) USERS=$2; shift 2 ;;
    --minutes) SECONDS_TO_RUN=$(($2 * 60)); shift 2 ;;
    --seconds) SECONDS_TO_RUN=$2; shift 2 ;;
    --spawn-rate) SPAWN_RATE=$2; shift 2 ;;
    --report) REPORT=$2; shift 2 ;;
    --max-error-percent) MAX_ERRORS=$2; shift 2 ;;
    --smoke) SMOKE=1 USERS=4 SECONDS_TO_RUN=20; shift ;;
    --embedded) EMBEDDED=1; shift ;;
    --no-mpesa) MPESA=0; shift ;;
    *) die "$USAGE" ;;
  esac
done
((USERS > 0 && SECONDS_TO_RUN > 0)) || die "$USAGE"
# Shoppers start over 10 s (at once in the smoke).
SPAWN_RATE=${SPAWN_RATE:-$( ((SMOKE)) && echo "$USERS" || echo $(((USERS + 9) / 10)))}

ensure_locust
if ((EMBEDDED)); then
  ensure_infra
  load_stack_env
  trap stop_stack EXIT
  start_load_stack
  URL="http://$GATEWAY_ADDR"
fi

REPORTS="$ROOT/.run/load-reports"
mkdir -p "$REPORTS"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
REPORT=${REPORT:-$REPORTS/$( ((SMOKE)) && echo smoke || echo load)-$stamp.json}
LOCUST_LOG="$REPORTS/locust-$stamp.log"
log "load: $USERS shoppers for ${SECONDS_TO_RUN} s against $URL$( ((SMOKE)) && echo ' (smoke)')"
rc=0
PYTHONDONTWRITEBYTECODE=1 LOAD_SMOKE=$SMOKE LOAD_REPORT=$REPORT LOAD_ACCOUNTS=$USERS LOAD_MAX_ERROR_PERCENT=$MAX_ERRORS LOAD_MPESA=$MPESA \
  "$LOAD_VENV/bin/locust" -f "$ROOT/bench/load/locustfile.py" --headless --only-summary \
  --host "$URL" --users "$USERS" --spawn-rate "$SPAWN_RATE" --run-time "${SECONDS_TO_RUN}s" \
  --stop-timeout 120 --loglevel WARNING >"$LOCUST_LOG" 2>&1 || rc=$?
[[ -s $REPORT ]] || { tail -40 "$LOCUST_LOG" >&2; die "Locust wrote no report (log: $LOCUST_LOG)"; }
"$LOAD_VENV/bin/python" "$ROOT/bench/load/report.py" "$REPORT"
echo "report: $REPORT (Locust's log: $LOCUST_LOG)"
exit "$rc"
