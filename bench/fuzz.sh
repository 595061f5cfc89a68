#!/usr/bin/env bash
# The long fuzz of the published contract: the release build of the shop on its own ports over
# its own database (shop_bench) with the demo catalogue, /openapi.json validated as OpenAPI 3.1,
# then schemathesis over every documented operation as a guest, a customer and an admin for
# MINUTES in all (a third each; the test command runs the same for about 90 s), checking
# for server errors, answers that break the document and undeclared status codes. Fails on any
# finding; reports in .run/bench/contract/fuzz.
#
#   bench/fuzz.sh [--minutes N] [--examples N]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"
source "$ROOT/scripts/lib/contract.sh"

MINUTES=15 EXAMPLES=500
while (($#)); do
  case $1 in
    --minutes) MINUTES=$2; shift 2 ;;
    --examples) EXAMPLES=$2; shift 2 ;;
    *) die "usage: bench/fuzz.sh [--minutes N] [--examples N]" ;;
  esac
done

ensure_infra
ensure_api_tools
build_rust
trap stop_stack EXIT
stop_stack
bench_reset_database
start_stack
validate_openapi
fuzz_api $((MINUTES * 60)) "$EXAMPLES"
rm -rf "$BENCH_TMP"
