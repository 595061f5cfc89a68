#!/usr/bin/env bash
# Runs every test of the shop on this machine, provisioning what they need (PostgreSQL, Redis,
# RabbitMQ, Chromium) the same way scripts/run.sh does. Independent work runs side by side: most
# tests wait on PostgreSQL, the broker, a browser or a timer, not on the 2 cores.
#   1. Rust: formatting, then one compilation of every test and binary in which clippy lints the
#      workspace's own crates as they compile (clippy-driver stands in for rustc there, as
#      `cargo clippy` does, and still generates code), so there is no second, check-only pass.
#      Beside it, from the start, the web app: install, build, type check, ESLint, Vitest.
#      Then the deploy files (scripts/lib/deploy-checks.sh, about a minute): the compose file and
#      every Kubernetes overlay rendered and checked (kubernetes-validate, checkov, nginx -t), and
#      each binary of this build started with exactly the environment they give it, until healthy.
#   2. Every Rust unit and integration test under cargo-nextest (each test in its own process,
#      TEST_THREADS at a time across all binaries; every test has its own database and Redis),
#      then the doc tests. A failing test is named with its own output at the end.
#   3. The whole shop started on its own ports over a fresh database (shop_e2e) with the demo
#      catalogue, the Playwright journeys in Chromium against it, every binary's metrics read
#      after them (scripts/lib/metrics.sh), the load generator's smoke (bench/load/run.sh
#      --smoke, lane 1), then the published contract:
#      /openapi.json validated as OpenAPI 3.1 and a bounded schemathesis run (about 90 s)
#      as guest, customer and admin (scripts/lib/contract.sh; bench/fuzz.sh runs it longer).
# At the end, passed or failed, a table of each phase's wall time and CPU seconds.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/scripts/lib/contract.sh"
source "$ROOT/scripts/lib/deploy-checks.sh"
source "$ROOT/scripts/lib/metrics.sh"
source "$ROOT/bench/load/lib.sh"

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')}"

# One pass over a fresh tree: incremental caches would only double target/ on disk. Line tables
# only: a panic's backtrace still names files and lines, and the test binaries link faster.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
export CARGO_PROFILE_DEV_DEBUG="${CARGO_PROFILE_DEV_DEBUG:-line-tables-only}"
export CARGO_PROFILE_TEST_DEBUG="${CARGO_PROFILE_TEST_DEBUG:-line-tables-only}"
# Tests run at once across every binary (see .config/nextest.toml for the rest).
TEST_THREADS="${TEST_THREADS:-4}"

# The phases' wall times and CPU seconds, printed at the end whatever happens.
PHASES_FILE=$(mktemp)
STARTED=$SECONDS
# CPU seconds (user + system) of the processes this shell has waited for, from `times`, in
# CPU_SECONDS. Not in a pipeline or $(...): `times` would count that subshell's children.
children_cpu() {
  local file="$PHASES_FILE.times.$BASHPID"
  times >"$file"
  CPU_SECONDS=$(awk 'END {
    s = 0
    for (i = 1; i <= NF; i++) { split($i, ms, "m"); s += ms[1] * 60 + ms[2] }
    printf "%d", s
  }' "$file")
  rm -f "$file"
}
# Runs a phase in a subshell of its own, which starts with no children: the CPU seconds of its
# children at the end are the phase's own (in this shell, a background job reaped meanwhile
# would count in them), and records its times.
timed() { # name command...
  local name=$1 began=$EPOCHREALTIME
  shift
  log "$name"
  (
    t0=$SECONDS rc=0
    "$@" || rc=$?
    children_cpu
    printf '%s\t%s\t%s\t%s\t%s\n' "$began" "$name" $((SECONDS - t0)) "$CPU_SECONDS" \
      "$([[ $rc == 0 ]] && echo ok || echo FAILED)" >>"$PHASES_FILE"
    exit "$rc"
  )
}
print_timings() {
  local start name seconds cpu result
  printf '\n%-66s %7s %7s  %s\n' "phase, in the order they started (indented: a step of one)" "seconds" "CPU s" "result" >&2
  sort -t$'\t' -k1,1g "$PHASES_FILE" | while IFS=$'\t' read -r start name seconds cpu result; do
    printf '%-66s %7s %7s  %s\n' "$name" "$seconds" "$cpu" "$result" >&2
  done
  printf '%-66s %7s\n' "total (wall time; phases marked \"beside\" overlap the build)" $((SECONDS - STARTED)) >&2
  [[ -z ${LOAD_SAMPLER:-} ]] || kill "$LOAD_SAMPLER" 2>/dev/null || true
  rm -f "$PHASES_FILE"
}

# The environment of end-to-end stack LANE (1 or 2, default 1): debug binaries (already built by
# the tests), its own ports (18xxx, 19xxx), database, run directory, Redis prefix and exchange, so
# two stacks run side by side and beside a developer's shop.
e2e_env() {
  local lane=${1:-1} port=$((17000 + ${1:-1} * 1000)) suffix=
  ((lane == 1)) || suffix=$lane
  export SHOP_PROFILE=debug
  export RUN_DIR="$ROOT/.run/e2e$suffix"
  export GATEWAY_ADDR=127.0.0.1:$((port + 80))
  export AUTH_GRPC_ADDR=127.0.0.1:$((port + 51)) CATALOG_GRPC_ADDR=127.0.0.1:$((port + 52))
  export ORDERS_GRPC_ADDR=127.0.0.1:$((port + 53)) PAYMENTS_GRPC_ADDR=127.0.0.1:$((port + 54))
  export MEDIA_GRPC_ADDR=127.0.0.1:$((port + 55)) DARAJA_SIM_ADDR=127.0.0.1:$((port + 89))
  export SMS_SIM_ADDR=127.0.0.1:$((port + 91)) SMS_BASE_URL=http://127.0.0.1:$((port + 91))
  export ETIMS_SIM_ADDR=127.0.0.1:$((port + 90))
  export E2E_DATABASE="shop_e2e$suffix"
  DATABASE_URL="$(echo "$TEST_DATABASE_URL" | sed -E "s#/[^/?]+(\\?|\$)#/$E2E_DATABASE\\1#")"
  export DATABASE_URL
  export CACHE_PREFIX="e2e$suffix:$$"
  # Each binary's metrics port: lane 1 18464-18472, lane 2 19464-19472.
  export GATEWAY_METRICS_ADDR=127.0.0.1:$((port + 464)) AUTH_METRICS_ADDR=127.0.0.1:$((port + 465))
  export CATALOG_METRICS_ADDR=127.0.0.1:$((port + 466)) ORDERS_METRICS_ADDR=127.0.0.1:$((port + 467))
  export PAYMENTS_METRICS_ADDR=127.0.0.1:$((port + 468)) MEDIA_METRICS_ADDR=127.0.0.1:$((port + 469))
  export DARAJA_SIM_METRICS_ADDR=127.0.0.1:$((port + 470)) SMS_SIM_METRICS_ADDR=127.0.0.1:$((port + 471))
  export ETIMS_SIM_METRICS_ADDR=127.0.0.1:$((port + 472))
  # Its own exchange and queues, so a developer's shop on the same broker never takes its events.
  export EVENTS_EXCHANGE="shop.e2e$suffix.events"
  source "$ROOT/scripts/lib/stack.sh"
}

# The phases. Each chains its steps with && : `set -e` does not apply inside a function whose
# status is tested, as `timed` does.
rust_fmt() {
  cd "$ROOT" && cargo fmt --all -- --check
}

# Clippy with warnings as errors (`cargo clippy -- -D warnings`) for the workspace's own crates,
# in the compilation that builds the tests and the binaries; dependencies still go to rustc.
# `cargo test --no-run` builds exactly what `cargo nextest run` then runs, and with it every
# binary the end-to-end stack starts (each package with binaries has integration tests, so its
# binaries are built into target/debug/). A `cargo build --bins` on its own would compile every
# workspace crate again, without the `testing` features that the tests turn on (those add only
# test helpers: the binaries behave the same).
clippy_in_build() {
  local driver
  driver=$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver) ||
    die "clippy-driver not found (rustup component add clippy)"
  export RUSTC_WORKSPACE_WRAPPER="$driver"
  export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
}

rust_build() {
  cd "$ROOT" && cargo test --locked --workspace --no-run -q
}

rust_tests() {
  local rc=0
  cd "$ROOT" &&
    cargo nextest run --locked --workspace --no-fail-fast --test-threads "$TEST_THREADS" &&
    cargo test --locked --workspace --doc -q || rc=$? # nextest runs no doc tests
  drop_test_databases
  return "$rc"
}

# Each test drops its database as it ends (a psql of its own, in the background): whatever a
# killed test left behind goes here.
drop_test_databases() {
  local db
  psql -qXAt "$TEST_DATABASE_URL" -c "SELECT datname FROM pg_database WHERE datname ~ '^test_[0-9a-f]{32}$'" |
    while read -r db; do
      psql -qX "$TEST_DATABASE_URL" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
    done
}

web_checks() {
  e2e_env &&
    timed "  web: install and build" build_web &&
    cd "$ROOT/web" &&
    # The build's `tsc -b` has type-checked everything (it checks again even when nothing
    # changed: 17 CPU-s); what `npm run typecheck` adds is that api-types.ts is generated.
    timed "  web: api-types.ts generated from docs/openapi.json" npm run --silent check:api &&
    timed "  web: ESLint" npm run --silent lint &&
    timed "  web: Vitest" npm test --silent
}

playwright() { # shard: "1/2"
  cd "$ROOT/web" &&
    E2E_BASE_URL="http://$GATEWAY_ADDR" ADMIN_PASSWORD_FILE="$RUN_DIR/admin-password" \
      npx playwright test --shard="$1" --output="test-results/shard-${1%%/*}"
}

# The load generator's smoke (bench/load): a few shoppers for 20 s, every task at least once,
# at least 50 requests, none failed.
load_smoke() {
  "$ROOT/bench/load/run.sh" --smoke --url "http://$GATEWAY_ADDR"
}

contract() {
  validate_openapi && fuzz_api "${CONTRACT_FUZZ_SECONDS:-90}" "${CONTRACT_FUZZ_EXAMPLES:-100}"
}

# The tools of the later phases.
install_tools() {
  apt_install chromium && ensure_api_tools && ensure_locust && ensure_deploy_tools
}

# This build's binaries started with the environment the deploy files give them (in a subshell:
# e2e_env gives bin_dir). The files themselves are rendered and linted beside the build.
deploy_started() {
  (e2e_env && deploy_start "$(bin_dir)")
}

# One end-to-end lane: a whole shop of its own started over a fresh database with the demo
# catalogue, its share of the Playwright journeys, and (lane 2) the published contract.
e2e_lane() { # lane
  local lane=$1
  e2e_env "$lane"
  trap stop_stack EXIT
  log "end to end, lane $lane: starting the shop on $GATEWAY_ADDR over a fresh database"
  psql -qX "$TEST_DATABASE_URL" -c "DROP DATABASE IF EXISTS $E2E_DATABASE WITH (FORCE)" \
    -c "CREATE DATABASE $E2E_DATABASE" >/dev/null
  rm -rf "$RUN_DIR/logs"
  start_stack
  timed "end to end, lane $lane: Playwright journeys (shard $lane/2) in Chromium" playwright "$lane/2" ||
    die "Playwright journeys failed (lane $lane)"
  if ((lane == 1)); then
    timed "end to end, lane 1: load generator smoke (Locust)" load_smoke || die "the load generator's smoke failed"
    # After the journeys and the smoke (an M-Pesa checkout among its shoppers): every series has
    # had traffic to show.
    timed "end to end, lane 1: every binary's metrics" check_metrics ||
      die "a binary's metrics lack series (above)"
  fi
  if ((lane == 2)); then
    timed "end to end, lane 2: published contract, OpenAPI 3.1 then schemathesis" contract ||
      die "the published contract failed"
  fi
}

# The tests run TEST_THREADS at a time, each with up to three services' pools of 8 connections
# over its own databases: more than PostgreSQL's default 100. A local server is given 300 (once;
# it restarts for it).
ensure_test_connections() {
  local host port now cluster
  host=$(url_host "$DATABASE_URL"); port=$(url_port "$DATABASE_URL" 5432)
  is_local "$host" && id postgres >/dev/null 2>&1 || return 0
  now=$(su postgres -c "psql -qXAt -p $port -c 'SHOW max_connections'")
  ((now >= 300)) && return 0
  log "PostgreSQL: max_connections $now -> 300, for tests side by side (restarts it)"
  su postgres -c "psql -qX -p $port -c 'ALTER SYSTEM SET max_connections = 300'" >/dev/null
  cluster=$(pg_lsclusters -h | awk -v p="$port" '$3 == p {print $1" "$2; exit}')
  # shellcheck disable=SC2086
  pg_ctlcluster $cluster restart
  wait_port "$host" "$port" 30 PostgreSQL
}

ensure_infra
ensure_test_connections
if ! cargo nextest --version >/dev/null 2>&1; then
  log "installing cargo-nextest"
  cargo install --locked cargo-nextest
fi
# The S3 simulator the media tests start their own servers of (tests of the S3 store).
export MOTO_SERVER="$TOOLS_VENV/bin/moto_server"

trap print_timings EXIT
mkdir -p "$ROOT/.run"
# The machine's load every 10 s, to tell a phase that waits from one that starves.
(while sleep 10; do printf '%s %s\n' "$((SECONDS - STARTED))" "$(cut -d' ' -f1-3 /proc/loadavg)"; done) \
  >"$ROOT/.run/loadavg.log" 2>/dev/null &
LOAD_SAMPLER=$!

# 0. Beside the build (they need none of it): the tools of the later phases (Chromium, the API
# and deploy checkers, Locust), then the deploy files rendered and linted.
TOOLS_LOG="$ROOT/.run/tools-and-deploy-lint.log"
(
  timed "tools: Chromium, the API and deploy checkers, Locust (beside the build)" install_tools &&
    timed "deploy: compose and Kubernetes rendered and linted (beside the build)" deploy_lint
) >"$TOOLS_LOG" 2>&1 &
TOOLS_PID=$!
tools_done() {
  wait "$TOOLS_PID" && return 0
  tail -60 "$TOOLS_LOG" >&2
  return 1
}

# 1. The web app's checks beside the Rust build.
WEB_LOG="$ROOT/.run/web-checks.log"
(timed "web: install, build, type check, lint, Vitest (beside the Rust build)" web_checks) >"$WEB_LOG" 2>&1 &
WEB_PID=$!
# Waits for them; when they failed, shows the end of their log.
web_done() {
  wait "$WEB_PID" && return 0
  tail -80 "$WEB_LOG" >&2
  return 1
}
timed "Rust: fmt" rust_fmt || { web_done || true; tools_done || true; die "formatting failed (cargo fmt --all)"; }
clippy_in_build
timed "Rust: build tests and binaries, clippy -D warnings as they compile" rust_build || {
  web_done || true
  tools_done || true
  die "building or clippy failed"
}
# (Not timed: `wait` works only in the shell that started them.)
web_done || die "the web app's checks failed (log: $WEB_LOG)"
tools_done || die "installing the tools or linting the deploy files failed (log: $TOOLS_LOG)"
timed "deploy: every binary started with the environment compose and Kubernetes give it" deploy_started ||
  die "the deploy checks failed (above)"

# 2. The Rust tests, then the end-to-end stack (in a subshell: its environment is not theirs).
# Side by side they starved each other on 2 cores (journeys took 30-45 s each, Rust tests
# missed their pools' acquire timeouts), so they run one after the other.
timed "Rust: unit, integration and doc tests (nextest, $TEST_THREADS at a time)" rust_tests ||
  die "Rust tests failed (each failure is shown above with its output)"
# 3. The end-to-end checks in two lanes side by side, each a shop of its own (its stock, its
# settings, its sign-in counters): Playwright's journeys split in two shards by file, the contract
# after lane 2's shard. Each lane's output goes to its own log, shown when it fails.
for bin in auth catalog orders payments media gateway daraja-sim sms-sim etims-sim; do
  [[ -x ${CARGO_TARGET_DIR:-$ROOT/target}/debug/$bin ]] || die "the test build made no target/debug/$bin"
done
E2E_PIDS=()
for lane in 1 2; do
  (e2e_lane "$lane") >"$ROOT/.run/e2e-lane-$lane.log" 2>&1 &
  E2E_PIDS+=($!)
done
E2E_FAILED=0
for lane in 1 2; do
  if ! wait "${E2E_PIDS[$((lane - 1))]}"; then
    E2E_FAILED=1
    printf '\n==== end to end, lane %s (log: .run/e2e-lane-%s.log) ====\n' "$lane" "$lane" >&2
    tail -150 "$ROOT/.run/e2e-lane-$lane.log" >&2
  fi
done
((E2E_FAILED == 0)) || die "the end-to-end checks failed (above)"
log "all tests passed"
