#!/usr/bin/env bash
# Runs every test of the shop on this machine, provisioning what they need (PostgreSQL, Redis,
# RabbitMQ, Chromium) the same way scripts/run.sh does:
#   1. Rust: formatting, clippy, unit and integration tests (real PostgreSQL and Redis; each test
#      gets its own database and its own Redis server)
#   2. web: type check, Vitest unit tests, production build
#   3. Playwright journeys in Chromium against the whole stack, started on its own ports over a
#      fresh database (shop_e2e) with the demo catalogue
#   4. the published contract against that stack: /openapi.json validated as OpenAPI 3.1, then
#      a bounded schemathesis run (about 3 minutes) as guest, customer and admin
#      (scripts/lib/contract.sh; bench/fuzz.sh runs it longer)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/scripts/lib/contract.sh"

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')}"

# One pass over a fresh tree: incremental caches would only double target/ on disk.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

ensure_infra
apt_install chromium
ensure_api_tools
# The S3 simulator the media tests start their own servers of (tests of the S3 store).
export MOTO_SERVER="$TOOLS_VENV/bin/moto_server"

log "Rust: fmt, clippy"
(cd "$ROOT" && cargo fmt --all -- --check)
(cd "$ROOT" && cargo clippy --locked --workspace --all-targets -q -- -D warnings)

log "Rust: unit and integration tests"
(cd "$ROOT" && cargo test --locked --workspace)

# The end-to-end stack: debug binaries (already built by the tests), its own ports and database.
export SHOP_PROFILE=debug
export RUN_DIR="$ROOT/.run/e2e"
export GATEWAY_ADDR=127.0.0.1:18080
export AUTH_GRPC_ADDR=127.0.0.1:18051 CATALOG_GRPC_ADDR=127.0.0.1:18052 ORDERS_GRPC_ADDR=127.0.0.1:18053
export PAYMENTS_GRPC_ADDR=127.0.0.1:18054 MEDIA_GRPC_ADDR=127.0.0.1:18055
export DATABASE_URL="$(echo "$TEST_DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/shop_e2e\1#')"
export CACHE_PREFIX="e2e:$$"
# Its own exchange and queues, so a developer's shop on the same broker never takes its events.
export EVENTS_EXCHANGE=shop.e2e.events DARAJA_SIM_ADDR=127.0.0.1:18089
source "$ROOT/scripts/lib/stack.sh"

log "web: install, type check, unit tests, build"
build_web
(cd "$ROOT/web" && npm run --silent typecheck && npm test --silent)

log "end to end: starting the shop on $GATEWAY_ADDR over a fresh database"
psql -qX "$TEST_DATABASE_URL" -c 'DROP DATABASE IF EXISTS shop_e2e WITH (FORCE)' -c 'CREATE DATABASE shop_e2e' >/dev/null
(cd "$ROOT" && cargo build --locked --workspace --bins -q)
trap stop_stack EXIT
rm -rf "$RUN_DIR/logs"
start_stack

log "end to end: Playwright journeys in Chromium"
(cd "$ROOT/web" && E2E_BASE_URL="http://$GATEWAY_ADDR" ADMIN_PASSWORD_FILE="$RUN_DIR/admin-password" npx playwright test)

log "published contract: /openapi.json as OpenAPI 3.1, then schemathesis"
validate_openapi
fuzz_api "${CONTRACT_FUZZ_SECONDS:-180}" "${CONTRACT_FUZZ_EXAMPLES:-100}"
log "all tests passed"
