#!/usr/bin/env bash
# Accounts benchmark (auth issue). Starts the release build of the shop on its own ports over its
# own database (shop_bench) and measures with wrk through the gateway on loopback:
#   1. POST /auth/login                       argon2id verification, sign-ins per second
#   2. GET /auth/me with a valid token        token verification (signature, revocation, current
#                                             role) on every request
#   3. GET /auth/me without a token           the same route, answered 401 before any verification
# Target: (2) adds under 1 ms at p50 over (3).
#
#   bench/auth.sh [--duration SECONDS] [--connections N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

DURATION=15 CONNECTIONS=16
while (($#)); do
  case $1 in
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    *) die "usage: bench/auth.sh [--duration SECONDS] [--connections N]" ;;
  esac
done

ensure_infra
apt_install wrk
build_rust
trap stop_stack EXIT
stop_stack
bench_reset_database
start_stack

email="bench-$(date +%s)@example.co.ke"
password="bench-password-1"
token=$(curl -fsS -H 'Content-Type: application/json' -H 'Accept: application/json' \
  -d "{\"name\":\"Bench Shopper\",\"email\":\"$email\",\"phone\":\"0712345678\",\"password\":\"$password\"}" \
  "$BENCH_BASE/auth/register" | sed -E 's/.*"token":"([^"]+)".*/\1/')
[[ -n $token ]] || die "could not register the benchmark user"

cat >"$BENCH_TMP/login.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"email":"$email","password":"$password"}'
LUA

wrk_run "POST /auth/login (argon2id)" "$CONNECTIONS" "$DURATION" -s "$BENCH_TMP/login.lua" "$BENCH_BASE/auth/login"
for c in 1 "$CONNECTIONS"; do
  wrk_run "GET /auth/me, valid token" "$c" "$DURATION" -H "Authorization: Bearer $token" "$BENCH_BASE/auth/me"
  wrk_run "GET /auth/me, no token (401)" "$c" "$DURATION" "$BENCH_BASE/auth/me"
done

bench_report auth "auth benchmark: ${DURATION}s per run, wrk -t2 on the same $(nproc)-core machine (non-2xx on the no-token runs are the expected 401s)"
