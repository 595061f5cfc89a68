#!/usr/bin/env bash
# The deploy checks alone, as scripts/test.sh runs them after its Rust build
# (scripts/lib/deploy-checks.sh): the compose file and every Kubernetes overlay rendered,
# validated and linted, then each binary started with exactly the environment they give it.
# Uses the binaries already built in $CARGO_TARGET_DIR/$SHOP_PROFILE (target/debug by default):
#
#   scripts/deploy-check.sh                                   # after scripts/test.sh or a cargo build
#   CARGO_TARGET_DIR=/elsewhere/target scripts/deploy-check.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/scripts/lib/deploy-checks.sh"

bin="${CARGO_TARGET_DIR:-$ROOT/target}/${SHOP_PROFILE:-debug}"
ensure_infra
ensure_deploy_tools
t0=$SECONDS
deploy_lint
deploy_start "$bin"
log "deploy checks passed in $((SECONDS - t0)) s"
