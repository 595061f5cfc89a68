#!/usr/bin/env bash
# Writes the compose file's settings into .env (git-ignored, mode 600), so that
# `docker compose up` starts the shop from a fresh clone:
#
#   scripts/compose-init.sh PUBLIC_BASE_URL=https://shop.example.co.ke \
#     SMTP_URL='smtps://user:password@smtp.example.co.ke:465' \
#     MAIL_FROM='Samani Furniture <no-reply@example.co.ke>' \
#     [DARAJA_CONSUMER_KEY=... DARAJA_CONSUMER_SECRET=... DARAJA_PASSKEY=... DARAJA_SHORTCODE=...] \
#     [DARAJA_INITIATOR_NAME=... DARAJA_INITIATOR_PASSWORD=... DARAJA_B2C_SHORTCODE=... \
#      DARAJA_CERT_BASE64="$(base64 -w0 ProductionCertificate.cer)"] \
#     [COMPOSE_PROFILES=observability] [--env-file PATH]
#
# Every secret (JWT_SECRET, MEDIA_UPLOAD_SECRET, DARAJA_CALLBACK_SECRET, ADMIN_PASSWORD, the
# PostgreSQL, RabbitMQ, per-service database and Grafana passwords) is generated at random the
# first time and kept on every later run: running it again only changes what is given. What only
# the operator knows comes as NAME=value arguments or from the environment: PUBLIC_BASE_URL
# (https), SMTP_URL and MAIL_FROM are required; ADMIN_EMAIL (admin@ the shop's host), CORS_ORIGINS
# (the shop's origin), the DARAJA_* credentials (M-Pesa stays off until all eight are given: the four
# of STK push and the four that pay refunds back),
# DARAJA_BASE_URL, HTTP_PORT, IMAGE_TAG (this commit), COMPOSE_PROFILES (observability,
# offsite-backup), COMPOSE_FILE and PRIVATE_CA_FILE (deploy/compose/private-ca.yml), BACKUP_* and
# the rest of the keys listed below are optional.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ENV_FILE="$ROOT/.env"

die() { printf 'compose-init: %s\n' "$*" >&2; exit 1; }

# Every key the file may hold, in the order written. Generated secrets are marked `secret:N`
# (N random characters of A-Za-z0-9: URL-safe, so they go into URLs as they are).
KEYS=(
  "PUBLIC_BASE_URL" "CORS_ORIGINS" "HTTP_PORT" "IMAGE_TAG" "COMPOSE_PROFILES" "COMPOSE_FILE" "PRIVATE_CA_FILE"
  "SMTP_URL" "MAIL_FROM" "ADMIN_EMAIL"
  "PAYMENT_METHODS" "DARAJA_BASE_URL" "DARAJA_SHORTCODE" "DARAJA_TRANSACTION_TYPE"
  "DARAJA_CONSUMER_KEY" "DARAJA_CONSUMER_SECRET" "DARAJA_PASSKEY"
  "DARAJA_INITIATOR_NAME" "DARAJA_INITIATOR_PASSWORD" "DARAJA_B2C_SHORTCODE" "DARAJA_CERT_BASE64"
  "POSTGRES_USER" "POSTGRES_DB" "RABBITMQ_USER" "RUST_LOG" "OTEL_EXPORTER_OTLP_ENDPOINT"
  "BACKUP_AT" "BACKUP_KEEP_DAYS" "BACKUP_S3_BUCKET" "BACKUP_S3_PREFIX" "BACKUP_S3_PROVIDER"
  "BACKUP_S3_ENDPOINT" "BACKUP_S3_REGION" "BACKUP_S3_ACCESS_KEY_ID" "BACKUP_S3_SECRET_ACCESS_KEY"
  "JWT_SECRET:secret:64" "MEDIA_UPLOAD_SECRET:secret:64" "DARAJA_CALLBACK_SECRET:secret:32"
  "ADMIN_PASSWORD:secret:24" "POSTGRES_PASSWORD:secret:32" "RABBITMQ_PASSWORD:secret:32"
  "AUTH_DB_PASSWORD:secret:32" "CATALOG_DB_PASSWORD:secret:32" "ORDERS_DB_PASSWORD:secret:32"
  "PAYMENTS_DB_PASSWORD:secret:32" "MEDIA_DB_PASSWORD:secret:32" "GRAFANA_ADMIN_PASSWORD:secret:24"
)
DARAJA_CREDENTIALS=(DARAJA_CONSUMER_KEY DARAJA_CONSUMER_SECRET DARAJA_PASSKEY DARAJA_SHORTCODE
  DARAJA_INITIATOR_NAME DARAJA_INITIATOR_PASSWORD DARAJA_B2C_SHORTCODE DARAJA_CERT_BASE64)
LIVE_DARAJA=https://api.safaricom.co.ke

declare -A VALUE=() GIVEN=()
known() { local k; for k in "${KEYS[@]}"; do [[ ${k%%:*} == "$1" ]] && return 0; done; return 1; }

# --- arguments: NAME=value pairs and --env-file ---
while (($#)); do
  case $1 in
    --env-file) ENV_FILE=${2:?--env-file needs a path}; shift 2 ;;
    --env-file=*) ENV_FILE=${1#*=}; shift ;;
    -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *=*)
      known "${1%%=*}" || die "unknown setting ${1%%=*} (see the list in $0)"
      GIVEN[${1%%=*}]=${1#*=}
      shift
      ;;
    *) die "unexpected argument $1 (NAME=value, --env-file PATH)" ;;
  esac
done

# --- the existing file's values (this script's own format: KEY='value' or KEY="value") ---
unquote() {
  local v=$1
  if [[ $v == \'*\' ]]; then v=${v:1:-1}
  elif [[ $v == \"*\" ]]; then v=${v:1:-1}; v=${v//\\\"/\"}; v=${v//\\\$/\$}; v=${v//\\\\/\\}
  fi
  printf '%s' "$v"
}
if [[ -f $ENV_FILE ]]; then
  while IFS= read -r line || [[ -n $line ]]; do
    [[ $line =~ ^([A-Z_][A-Z0-9_]*)=(.*)$ ]] || continue
    VALUE[${BASH_REMATCH[1]}]=$(unquote "${BASH_REMATCH[2]}")
  done <"$ENV_FILE"
fi

# The shop's origin as the file had it: CORS_ORIGINS derived from it follows a new address.
old_origin=""
if [[ -n ${VALUE[PUBLIC_BASE_URL]:-} ]]; then
  old_origin=${VALUE[PUBLIC_BASE_URL]#https://}
  old_origin="https://${old_origin%%/*}"
fi

# --- given now (arguments over environment) wins over the file ---
for entry in "${KEYS[@]}"; do
  key=${entry%%:*}
  if [[ -v GIVEN[$key] ]]; then VALUE[$key]=${GIVEN[$key]}
  elif [[ -n ${!key:-} ]]; then VALUE[$key]=${!key}
  fi
done

random_string() { # length
  local out=""
  while ((${#out} < $1)); do
    out+=$(head -c 96 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
  done
  printf '%s' "${out:0:$1}"
}
is_placeholder() { [[ ${1,,} == *change-me* || ${1,,} == *changeme* || ${1,,} == *change_me* || ${1,,} == *example* || ${1,,} == *placeholder* ]]; }

generated=()
for entry in "${KEYS[@]}"; do
  [[ $entry == *:secret:* ]] || continue
  key=${entry%%:*}
  if [[ -z ${VALUE[$key]:-} ]]; then
    VALUE[$key]=$(random_string "${entry##*:}")
    generated+=("$key")
  elif is_placeholder "${VALUE[$key]}"; then
    printf 'compose-init: warning: %s in %s is a placeholder; the services refuse it (kept, as it may already be in use: replace it by hand)\n' "$key" "$ENV_FILE" >&2
  fi
done

# --- what only the operator knows ---
missing=()
for key in PUBLIC_BASE_URL SMTP_URL MAIL_FROM; do
  [[ -n ${VALUE[$key]:-} ]] || missing+=("$key")
done
((${#missing[@]} == 0)) || die "missing ${missing[*]}: give them as NAME=value arguments or in the environment (docs/deploy.md, \"Docker Compose\")"
[[ ${VALUE[PUBLIC_BASE_URL]} == https://* ]] ||
  die "PUBLIC_BASE_URL must be the shop's https:// address (Daraja calls back there; production refuses http)"
VALUE[PUBLIC_BASE_URL]=${VALUE[PUBLIC_BASE_URL]%/}
[[ ${VALUE[SMTP_URL]} == smtp://* || ${VALUE[SMTP_URL]} == smtps://* ]] ||
  die "SMTP_URL must be smtps://user:password@host:465 or smtp://user:password@host:587?tls=required"
[[ ${VALUE[MAIL_FROM]} == *@* ]] || die "MAIL_FROM must hold a mail address, e.g. 'Samani Furniture <no-reply@your.domain>'"

origin=${VALUE[PUBLIC_BASE_URL]#https://}
host=${origin%%/*}
if [[ -z ${VALUE[CORS_ORIGINS]:-} || ( ${VALUE[CORS_ORIGINS]} == "$old_origin" && -z ${GIVEN[CORS_ORIGINS]+x} && -z ${CORS_ORIGINS:-} ) ]]; then
  VALUE[CORS_ORIGINS]="https://$host"
fi
: "${VALUE[ADMIN_EMAIL]:=admin@${host%%:*}}"
: "${VALUE[HTTP_PORT]:=80}"
if [[ -z ${VALUE[IMAGE_TAG]:-} ]]; then
  VALUE[IMAGE_TAG]=$(git -C "$ROOT" rev-parse --short=12 HEAD 2>/dev/null || echo 0.1.0)
fi
: "${VALUE[POSTGRES_USER]:=shop}"
: "${VALUE[POSTGRES_DB]:=shop}"
: "${VALUE[RABBITMQ_USER]:=shop}"
: "${VALUE[DARAJA_BASE_URL]:=$LIVE_DARAJA}"
: "${VALUE[DARAJA_TRANSACTION_TYPE]:=CustomerPayBillOnline}"
: "${VALUE[BACKUP_AT]:=02:30}"
: "${VALUE[BACKUP_KEEP_DAYS]:=14}"
if [[ ,${VALUE[COMPOSE_PROFILES]:-}, == *,observability,* && -z ${VALUE[OTEL_EXPORTER_OTLP_ENDPOINT]:-} ]]; then
  VALUE[OTEL_EXPORTER_OTLP_ENDPOINT]=http://otel-collector:4317
fi

# --- M-Pesa: on with all four credentials, off with none, an error in between ---
have=() lack=()
for key in "${DARAJA_CREDENTIALS[@]}"; do
  if [[ -n ${VALUE[$key]:-} ]]; then have+=("$key"); else lack+=("$key"); fi
done
mpesa_note=""
if ((${#lack[@]} == 0)); then
  [[ ${VALUE[DARAJA_BASE_URL]} == "$LIVE_DARAJA" ]] ||
    die "DARAJA_BASE_URL must be $LIVE_DARAJA: the production services refuse any other Daraja for M-Pesa"
  if [[ -z ${GIVEN[PAYMENT_METHODS]+x} && -z ${PAYMENT_METHODS+x} ]]; then VALUE[PAYMENT_METHODS]=mpesa; fi
elif ((${#have[@]} == 0)); then
  VALUE[PAYMENT_METHODS]=""
  mpesa_note="M-Pesa is OFF (cash on delivery only) until ${DARAJA_CREDENTIALS[*]} are given: run this script again with them."
else
  die "M-Pesa needs all of ${DARAJA_CREDENTIALS[*]}: missing ${lack[*]}"
fi

# --- write: KEY='value' (literal for compose), double quotes when the value holds a quote ---
quote() {
  local v=$1
  if [[ $v != *"'"* ]]; then printf "'%s'" "$v"; return; fi
  v=${v//\\/\\\\}; v=${v//\"/\\\"}; v=${v//\$/\\\$}
  printf '"%s"' "$v"
}
tmp="$ENV_FILE.tmp.$$"
trap 'rm -f "$tmp"' EXIT
(
  umask 077
  {
    echo "# Settings of docker-compose.yml, written by scripts/compose-init.sh: keep this file secret"
    echo "# (git-ignored). Run the script again to change a setting; generated secrets are kept."
    for entry in "${KEYS[@]}"; do
      key=${entry%%:*}
      # An empty COMPOSE_FILE would make compose read no file at all: left out when unset.
      if [[ $key == COMPOSE_FILE || $key == PRIVATE_CA_FILE ]] && [[ -z ${VALUE[$key]:-} ]]; then
        echo "# $key="
        continue
      fi
      printf '%s=%s\n' "$key" "$(quote "${VALUE[$key]:-}")"
    done
  } >"$tmp"
)
mv "$tmp" "$ENV_FILE"
trap - EXIT

echo "compose-init: wrote $ENV_FILE"
((${#generated[@]} == 0)) || echo "compose-init: generated ${generated[*]}"
[[ -z $mpesa_note ]] || echo "compose-init: $mpesa_note"
echo "compose-init: first admin ${VALUE[ADMIN_EMAIL]}, password in $ENV_FILE (ADMIN_PASSWORD)"
if [[ ,${VALUE[COMPOSE_PROFILES]:-}, != *,observability,* ]]; then
  echo "compose-init: metrics and traces are off; COMPOSE_PROFILES=observability switches on Prometheus, Grafana, Jaeger and the collector"
fi
echo "compose-init: next: docker compose up --build -d"
