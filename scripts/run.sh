#!/usr/bin/env bash
# Sets up and runs the whole shop on this machine: PostgreSQL, Redis and RabbitMQ (installed and
# started when none are reachable), the Rust services and gateway (built in release mode), the
# web app, the demo catalogue. Prints the address. Ctrl-C stops the shop's own processes.
#
#   scripts/run.sh            run in the foreground
#   scripts/run.sh --detach   start and return (stop later with scripts/run.sh --stop)
#   scripts/run.sh --stop     stop a detached shop
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/lib/infra.sh"
source "$ROOT/scripts/lib/stack.sh"

case "${1:-}" in
  --stop) stop_stack; log "stopped"; exit 0 ;;
  --detach | "") ;;
  *) die "usage: scripts/run.sh [--detach | --stop]" ;;
esac

ensure_infra
build_rust
build_web
start_stack

cat <<MSG

  The shop is running:  http://$GATEWAY_ADDR/
  API health:           http://$GATEWAY_ADDR/health
  Logs:                 $RUN_DIR/logs/
  Admin login:          $ADMIN_EMAIL / $ADMIN_PASSWORD
  Dev mailbox:          http://$GATEWAY_ADDR/dev/mailbox  (password-reset and order mail, no SMTP configured; admin bearer token only)
  Customers' SMS:       ${SMS_BASE_URL:+$SMS_BASE_URL/simulator/messages}${SMS_BASE_URL:-off (SMS_BASE_URL is empty)}

MSG

if [[ ${1:-} == --detach ]]; then exit 0; fi
trap 'log "stopping"; stop_stack; exit 0' INT TERM
log "press Ctrl-C to stop"
while sleep 3600; do :; done
