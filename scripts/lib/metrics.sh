# shellcheck shell=bash
# The metrics of a running stack's binaries (docs/decisions.md "Metrics (issue 22)"): each one's
# GET /metrics at its METRICS_ADDR (stack.sh's $<NAME>_METRICS_ADDR) must have the series the
# issue names for that binary. The test command checks it after the Playwright journeys, whose
# traffic (an M-Pesa payment among it) makes every series appear. Sourced after stack.sh.

# The metric names binary $1 exports (labels aside; a histogram by its _bucket series).
metrics_expected() { # name
  local process="process_cpu_seconds_total process_resident_memory_bytes process_open_fds"
  local grpc="grpc_server_requests_total grpc_server_request_duration_seconds_bucket
    db_pool_connections db_pool_max_connections db_pool_acquire_wait_seconds_bucket"
  local events="events_consumer_retries_total events_dead_letters events_dead_lettered_total"
  local outbox="outbox_backlog outbox_oldest_age_seconds"
  case $1 in
    gateway) echo "$process http_server_requests_total http_server_request_duration_seconds_bucket" ;;
    auth | media) echo "$process $grpc" ;;
    catalog) echo "$process $grpc $events cache_requests_total search_index_documents search_index_lag_seconds" ;;
    orders) echo "$process $grpc $events $outbox orders_placed_total orders_paid_total" ;;
    payments)
      echo "$process $grpc $outbox daraja_requests_total daraja_request_duration_seconds_bucket
        mpesa_prompts_pending mpesa_kept_paid_callbacks mpesa_unmatched_refunds"
      ;;
    daraja-sim | sms-sim | etims-sim) echo "$process" ;;
  esac
}

# Scrapes every binary of the stack; names each binary with series missing (or no answer) and
# fails then.
check_metrics() {
  local name addr text series missing failed=0 binaries=("${SERVICES[@]}" gateway)
  if uses_daraja_sim; then binaries+=(daraja-sim); fi
  if uses_sms_sim; then binaries+=(sms-sim); fi
  if uses_etims_sim; then binaries+=(etims-sim); fi
  for name in "${binaries[@]}"; do
    addr=$(metrics_addr "$name")
    if [[ -z $addr ]] || ! text=$(curl -fsS --max-time 5 "http://$addr/metrics"); then
      echo "$name: no metrics at http://${addr:-(no METRICS_ADDR)}/metrics" >&2
      failed=1
      continue
    fi
    missing=()
    for series in $(metrics_expected "$name"); do
      grep -qE "^${series}(\{| )" <<<"$text" || missing+=("$series")
    done
    if ((${#missing[@]})); then
      echo "$name (http://$addr/metrics) lacks: ${missing[*]}" >&2
      failed=1
    else
      log "metrics of $name: all $(metrics_expected "$name" | wc -w) series at http://$addr/metrics"
    fi
  done
  return "$failed"
}
