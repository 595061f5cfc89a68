# shellcheck shell=bash
# Starting and stopping the shop's own processes (services, gateway), shared by run.sh, test.sh
# and bench/. Sourced after infra.sh. Everything is driven by environment variables so the test
# stack can run beside a developer's stack on other ports with its own database.

: "${RUN_DIR:=$ROOT/.run}"
: "${SHOP_PROFILE:=release}"
: "${GATEWAY_ADDR:=127.0.0.1:8080}"
: "${AUTH_GRPC_ADDR:=127.0.0.1:50051}"
: "${CATALOG_GRPC_ADDR:=127.0.0.1:50052}"
: "${ORDERS_GRPC_ADDR:=127.0.0.1:50053}"
: "${PAYMENTS_GRPC_ADDR:=127.0.0.1:50054}"
: "${MEDIA_GRPC_ADDR:=127.0.0.1:50055}"
: "${MEDIA_DIR:=$RUN_DIR/media}"
: "${WEB_DIST_DIR:=$ROOT/web/dist}"
# The Daraja simulator stands in for Safaricom unless DARAJA_BASE_URL points elsewhere.
: "${DARAJA_SIM_ADDR:=127.0.0.1:8089}"
: "${DARAJA_BASE_URL:=http://$DARAJA_SIM_ADDR}"
# The SMS simulator (Africa's Talking's contract) stands in unless SMS_BASE_URL points elsewhere
# (or is empty: no SMS).
: "${SMS_SIM_ADDR:=127.0.0.1:8091}"
: "${SMS_BASE_URL=http://$SMS_SIM_ADDR}"
# The eTIMS simulator stands in for KRA's OSCU unless ETIMS_BASE_URL points elsewhere.
: "${ETIMS_SIM_ADDR:=127.0.0.1:8090}"
: "${ETIMS_BASE_URL:=http://$ETIMS_SIM_ADDR/etims-oscu/api/v1}"
: "${ETIMS_TOKEN_URL:=http://$ETIMS_SIM_ADDR/v1/token/generate}"
# Each binary's metrics (GET /metrics, Prometheus' text format), on loopback: an admin port that
# no proxy routes. start_process gives a binary its own as METRICS_ADDR.
: "${GATEWAY_METRICS_ADDR:=127.0.0.1:9464}"
: "${AUTH_METRICS_ADDR:=127.0.0.1:9465}"
: "${CATALOG_METRICS_ADDR:=127.0.0.1:9466}"
: "${ORDERS_METRICS_ADDR:=127.0.0.1:9467}"
: "${PAYMENTS_METRICS_ADDR:=127.0.0.1:9468}"
: "${MEDIA_METRICS_ADDR:=127.0.0.1:9469}"
: "${DARAJA_SIM_METRICS_ADDR:=127.0.0.1:9470}"
: "${SMS_SIM_METRICS_ADDR:=127.0.0.1:9471}"
: "${ETIMS_SIM_METRICS_ADDR:=127.0.0.1:9472}"
export RUN_DIR GATEWAY_ADDR AUTH_GRPC_ADDR CATALOG_GRPC_ADDR ORDERS_GRPC_ADDR PAYMENTS_GRPC_ADDR \
  MEDIA_GRPC_ADDR MEDIA_DIR WEB_DIST_DIR DARAJA_SIM_ADDR DARAJA_BASE_URL \
  ETIMS_SIM_ADDR ETIMS_BASE_URL ETIMS_TOKEN_URL ETIMS_SIM_METRICS_ADDR \
  GATEWAY_METRICS_ADDR AUTH_METRICS_ADDR CATALOG_METRICS_ADDR ORDERS_METRICS_ADDR \
  PAYMENTS_METRICS_ADDR MEDIA_METRICS_ADDR DARAJA_SIM_METRICS_ADDR \
  SMS_SIM_ADDR SMS_BASE_URL SMS_SIM_METRICS_ADDR
export AUTH_GRPC_URL="${AUTH_GRPC_URL:-http://$AUTH_GRPC_ADDR}"
export CATALOG_GRPC_URL="${CATALOG_GRPC_URL:-http://$CATALOG_GRPC_ADDR}"
export ORDERS_GRPC_URL="${ORDERS_GRPC_URL:-http://$ORDERS_GRPC_ADDR}"
export PAYMENTS_GRPC_URL="${PAYMENTS_GRPC_URL:-http://$PAYMENTS_GRPC_ADDR}"
export MEDIA_GRPC_URL="${MEDIA_GRPC_URL:-http://$MEDIA_GRPC_ADDR}"

SERVICES=(auth catalog orders payments media)

# Development secrets of the embedded setup: generated once into RUN_DIR (mode 600) unless the
# environment provides them. Production sets them from its secret store.
ensure_secrets() {
  mkdir -p "$RUN_DIR"
  local file
  if [[ -z ${JWT_SECRET:-} ]]; then
    file="$RUN_DIR/jwt-secret"
    [[ -s $file ]] || (umask 077 && head -c 48 /dev/urandom | base64 | tr -d '\n' >"$file")
    JWT_SECRET=$(cat "$file")
  fi
  if [[ -z ${ADMIN_PASSWORD:-} ]]; then
    file="$RUN_DIR/admin-password"
    [[ -s $file ]] || (umask 077 && head -c 12 /dev/urandom | base64 | tr -d '\n/+=' >"$file")
    ADMIN_PASSWORD=$(cat "$file")
  fi
  if [[ -z ${DARAJA_CALLBACK_SECRET:-} ]]; then
    file="$RUN_DIR/daraja-callback-secret"
    [[ -s $file ]] || (umask 077 && head -c 24 /dev/urandom | base64 | tr -d '\n/+=' >"$file")
    DARAJA_CALLBACK_SECRET=$(cat "$file")
  fi
  if [[ -z ${MEDIA_UPLOAD_SECRET:-} ]]; then
    file="$RUN_DIR/media-upload-secret"
    [[ -s $file ]] || (umask 077 && head -c 48 /dev/urandom | base64 | tr -d '\n' >"$file")
    MEDIA_UPLOAD_SECRET=$(cat "$file")
  fi
  export JWT_SECRET ADMIN_PASSWORD DARAJA_CALLBACK_SECRET MEDIA_UPLOAD_SECRET
  export ADMIN_EMAIL="${ADMIN_EMAIL:-admin@samanifurniture.co.ke}"
  export PUBLIC_BASE_URL="${PUBLIC_BASE_URL:-http://$GATEWAY_ADDR}"
  export DARAJA_CALLBACK_URL="${DARAJA_CALLBACK_URL:-$PUBLIC_BASE_URL/api/payments/daraja/callback/$DARAJA_CALLBACK_SECRET}"
  # The simulator calls back from loopback; Safaricom's published addresses otherwise.
  if uses_daraja_sim && [[ -z ${DARAJA_CALLBACK_IPS:-} ]]; then export DARAJA_CALLBACK_IPS=127.0.0.1; fi
  # The simulator generates its initiator key pair at start and writes its certificate here;
  # payments encrypts the initiator password with it (read when a refund is sent).
  if uses_daraja_sim; then
    export DARAJA_SIM_CERT_PATH="${DARAJA_SIM_CERT_PATH:-$RUN_DIR/daraja-sim-cert.pem}"
    export DARAJA_CERT_PATH="${DARAJA_CERT_PATH:-$DARAJA_SIM_CERT_PATH}"
  fi
  # A stack with its own CACHE_PREFIX (the test stack) also keeps its own sign-in counters.
  if [[ -n ${CACHE_PREFIX:-} && -z ${RATE_LIMIT_PREFIX:-} ]]; then export RATE_LIMIT_PREFIX="$CACHE_PREFIX:gateway"; fi
  # No SMTP server in the embedded setup: mail is kept in the dev mailbox (/dev/mailbox), which
  # the gateway shows to a signed-in admin only.
  if [[ -z ${SMTP_URL:-} ]]; then export DEV_MAILBOX="${DEV_MAILBOX:-true}"; fi
}

# True when payments talk to the simulator this script starts (DARAJA_BASE_URL is its address).
uses_daraja_sim() { [[ $DARAJA_BASE_URL == "http://$DARAJA_SIM_ADDR" ]]; }
# True when orders text customers through the SMS simulator this script starts.
uses_sms_sim() { [[ $SMS_BASE_URL == "http://$SMS_SIM_ADDR" ]]; }
# True when orders talk to the eTIMS simulator this script starts.
uses_etims_sim() { [[ $ETIMS_BASE_URL == "http://$ETIMS_SIM_ADDR/"* ]]; }

bin_dir() { echo "${CARGO_TARGET_DIR:-$ROOT/target}/$SHOP_PROFILE"; }

build_rust() {
  log "building the Rust workspace ($SHOP_PROFILE)"
  local flag=()
  [[ $SHOP_PROFILE == release ]] && flag=(--release)
  (cd "$ROOT" && cargo build --locked "${flag[@]}" --workspace --bins)
}

build_web() {
  command -v npm >/dev/null || die "npm is required to build the web app"
  (
    cd "$ROOT/web"
    # `npm install`, not `npm ci`: this registry mirror serves no other platform's optional
    # packages (rollup's), so lock files made here lack them and `npm ci` refuses them.
    if [[ ! -d node_modules || package.json -nt node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
      log "installing web dependencies"
      npm install --no-audit --no-fund --loglevel=error
    fi
    log "building the web app"
    mkdir -p "$RUN_DIR/logs"
    npm run --silent build >"$RUN_DIR/logs/web-build.log" 2>&1 || {
      tail -30 "$RUN_DIR/logs/web-build.log" >&2
      die "building the web app failed (log: $RUN_DIR/logs/web-build.log)"
    }
  )
}

stop_stack() {
  local pidfile pid
  for pidfile in "$RUN_DIR"/pids/*.pid; do
    [[ -e $pidfile ]] || continue
    pid=$(cat "$pidfile")
    kill -TERM "$pid" 2>/dev/null || true
  done
  for pidfile in "$RUN_DIR"/pids/*.pid; do
    [[ -e $pidfile ]] || continue
    pid=$(cat "$pidfile")
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$pidfile"
  done
}

# The metrics address of a binary (gateway, auth, ..., daraja-sim): $<NAME>_METRICS_ADDR.
metrics_addr() { # name
  local var
  var="$(echo "${1//-/_}" | tr '[:lower:]' '[:upper:]')_METRICS_ADDR"
  echo "${!var:-}"
}

start_process() { # name command...
  local name=$1; shift
  mkdir -p "$RUN_DIR/pids" "$RUN_DIR/logs"
  METRICS_ADDR="$(metrics_addr "$name")" "$@" >>"$RUN_DIR/logs/$name.log" 2>&1 &
  echo $! >"$RUN_DIR/pids/$name.pid"
}

start_stack() {
  local dir s
  dir=$(bin_dir)
  stop_stack
  ensure_secrets
  mkdir -p "$MEDIA_DIR" "$RUN_DIR/logs" "$RUN_DIR/pids"
  log "loading the demo catalogue"
  "$dir/catalog" seed demo >>"$RUN_DIR/logs/seed.log" 2>&1 || {
    tail -20 "$RUN_DIR/logs/seed.log" >&2
    die "loading the demo catalogue failed (log: $RUN_DIR/logs/seed.log)"
  }
  # The demo customers, their orders over the last 90 days and their reviews (issue 24, part 2);
  # each command loads nothing when its part is there already.
  { "$dir/auth" seed demo && "$dir/orders" seed demo; } >>"$RUN_DIR/logs/seed.log" 2>&1 || {
    tail -20 "$RUN_DIR/logs/seed.log" >&2
    die "loading the demo orders and reviews failed (log: $RUN_DIR/logs/seed.log)"
  }
  if uses_daraja_sim; then start_process daraja-sim "$dir/daraja-sim"; fi
  if uses_sms_sim; then start_process sms-sim "$dir/sms-sim"; fi
  if uses_etims_sim; then start_process etims-sim "$dir/etims-sim"; fi
  for s in "${SERVICES[@]}"; do start_process "$s" "$dir/$s"; done
  start_process gateway "$dir/gateway"
  wait_healthy
}

wait_healthy() {
  local url="http://$GATEWAY_ADDR/health" i
  for ((i = 0; i < 300; i++)); do
    if curl -fsS -H 'Accept: application/json' "$url" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  curl -sS -H 'Accept: application/json' "$url" >&2 || true
  for s in "${SERVICES[@]}" gateway; do
    echo "--- $s" >&2; tail -5 "$RUN_DIR/logs/$s.log" >&2 || true
  done
  die "the shop did not become healthy at $url (logs in $RUN_DIR/logs)"
}
