# shellcheck shell=bash
# Shared by bench/load/run.sh and bench/load/restart-drill.sh: Locust in a virtual environment
# of its own, and the embedded shop the load drives (its own ports, database shop_load, queues
# and Redis keys, so it runs beside a developer's shop and the test stack). Sourced after
# scripts/lib/infra.sh.

LOAD_REQUIREMENTS="$ROOT/bench/load/requirements.txt"
: "${LOAD_VENV:=$(venv_dir locust "$LOAD_REQUIREMENTS")}"

# Locust, pinned in bench/load/requirements.txt; reinstalled when the pins change.
ensure_locust() {
  ensure_venv "$LOAD_VENV" "$LOAD_REQUIREMENTS" locust Locust
}

# The load's shop: ports 28051-28089 (as bench/lib.sh's: the two never run together), database
# shop_load, debug binaries unless SHOP_PROFILE says otherwise (CARGO_TARGET_DIR to use another
# tree's build). The sign-in limits stay the production ones: they count failed sign-ins only,
# and the shoppers sign in with their right passwords.
load_stack_env() {
  export SHOP_PROFILE=${SHOP_PROFILE:-debug}
  export RUN_DIR="$ROOT/.run/load"
  export GATEWAY_ADDR=127.0.0.1:28080
  export AUTH_GRPC_ADDR=127.0.0.1:28051 CATALOG_GRPC_ADDR=127.0.0.1:28052 ORDERS_GRPC_ADDR=127.0.0.1:28053
  export PAYMENTS_GRPC_ADDR=127.0.0.1:28054 MEDIA_GRPC_ADDR=127.0.0.1:28055
  LOAD_ADMIN_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')
  DATABASE_URL=$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/shop_load\1#')
  export DATABASE_URL
  export CACHE_PREFIX=load EVENTS_EXCHANGE=shop.load.events DARAJA_SIM_ADDR=127.0.0.1:28089 ETIMS_SIM_ADDR=127.0.0.1:28090 SMS_SIM_ADDR=127.0.0.1:28091
  export RUST_LOG=${RUST_LOG:-warn}
  source "$ROOT/scripts/lib/stack.sh"
}

# Starts the load's shop over a fresh shop_load database with the demo catalogue, every
# product given 100,000 units (the load must not run the shop out of stock). Builds the
# binaries only when they are missing.
start_load_stack() {
  local bin
  for bin in "${SERVICES[@]}" gateway daraja-sim etims-sim; do
    [[ -x $(bin_dir)/$bin ]] || { build_rust; break; }
  done
  stop_stack
  psql -qX "$LOAD_ADMIN_URL" -c 'DROP DATABASE IF EXISTS shop_load WITH (FORCE)' -c 'CREATE DATABASE shop_load' >/dev/null
  redis-cli -u "$REDIS_URL" --scan --pattern "$CACHE_PREFIX:*" | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  # Events of an earlier run would name orders this database does not have.
  local queue
  rabbitmqctl -q list_queues name 2>/dev/null | grep -F "$EVENTS_EXCHANGE." | while read -r queue; do
    rabbitmqctl -q delete_queue "$queue" </dev/null >/dev/null
  done || true
  rm -rf "$RUN_DIR/logs"
  log "starting the shop for the load on $GATEWAY_ADDR ($(bin_dir), database shop_load)"
  start_stack
  psql -qX "$DATABASE_URL" -c 'UPDATE catalog.products SET stock = 100000' >/dev/null
}
