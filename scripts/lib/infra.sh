# shellcheck shell=bash
# Provisioning shared by scripts/run.sh and scripts/test.sh: make sure PostgreSQL, Redis and
# RabbitMQ are reachable at the configured URLs, installing and starting local ones when they are
# not (Debian 12, root, no systemd). Sourced, not executed.

: "${DATABASE_URL:=postgres://shop:shop@127.0.0.1:5432/shop}"
: "${REDIS_URL:=redis://127.0.0.1:6379}"
: "${AMQP_URL:=amqp://guest:guest@127.0.0.1:5672/%2f}"
export DATABASE_URL REDIS_URL AMQP_URL

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# host and port of a URL like scheme://user:pass@host:port/path
url_host() { local u=${1#*://}; u=${u#*@}; u=${u%%/*}; echo "${u%%:*}"; }
url_port() { local u=${1#*://}; u=${u#*@}; u=${u%%/*}; [[ $u == *:* ]] && echo "${u##*:}" || echo "$2"; }
is_local() { [[ $1 == 127.0.0.1 || $1 == localhost || $1 == ::1 ]]; }
port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

wait_port() { # host port seconds name
  local i
  for ((i = 0; i < $3 * 10; i++)); do port_open "$1" "$2" && return 0; sleep 0.1; done
  die "$4 did not come up on $1:$2 within $3 s"
}

_apt_updated=
apt_install() { # packages...
  local missing=() p
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  ((${#missing[@]})) || return 0
  [[ $(id -u) == 0 ]] || die "missing packages ${missing[*]}: install them or run as root"
  log "installing ${missing[*]}"
  if [[ -z $_apt_updated ]]; then apt-get update -qq >/dev/null; _apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_postgres() {
  local host port
  host=$(url_host "$DATABASE_URL"); port=$(url_port "$DATABASE_URL" 5432)
  if ! port_open "$host" "$port"; then
    is_local "$host" || die "PostgreSQL at $host:$port is not reachable (DATABASE_URL)"
    apt_install postgresql
    local cluster
    cluster=$(pg_lsclusters -h 2>/dev/null | awk -v p="$port" '$3 == p {print $1" "$2; exit}')
    if [[ -z $cluster ]]; then
      log "creating PostgreSQL cluster on port $port"
      local ver; ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
      pg_createcluster "$ver" shop --port "$port" >/dev/null
      cluster="$ver shop"
    fi
    log "starting PostgreSQL ($cluster)"
    # shellcheck disable=SC2086
    pg_ctlcluster $cluster start
    wait_port "$host" "$port" 30 PostgreSQL
  fi
  # The shop's role and database, created over the local socket as the postgres superuser when
  # this machine runs the server. Remote servers must be provisioned by their operator.
  if is_local "$host" && id postgres >/dev/null 2>&1; then
    local user pass db
    user=$(echo "$DATABASE_URL" | sed -E 's#^[a-z]+://([^:@/]+).*#\1#')
    pass=$(echo "$DATABASE_URL" | sed -E 's#^[a-z]+://[^:@/]+:([^@]*)@.*#\1#')
    db=$(echo "$DATABASE_URL" | sed -E 's#^[^/]*//[^/]*/([^?]+).*#\1#')
    su postgres -c "psql -qX -p $port -v ON_ERROR_STOP=1" >/dev/null <<SQL
SELECT 'CREATE ROLE "$user" LOGIN CREATEDB PASSWORD ''$pass'''
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$user')\gexec
SELECT 'CREATE DATABASE "$db" OWNER "$user"'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = '$db')\gexec
SQL
  fi
}

ensure_redis() {
  local host port
  host=$(url_host "$REDIS_URL"); port=$(url_port "$REDIS_URL" 6379)
  apt_install redis-server # the tests also start private redis-server processes
  port_open "$host" "$port" && return 0
  is_local "$host" || die "Redis at $host:$port is not reachable (REDIS_URL)"
  log "starting Redis on port $port"
  redis-server --port "$port" --bind 127.0.0.1 --daemonize yes --save '' --appendonly no \
    --logfile /var/log/redis/shop-redis.log >/dev/null
  wait_port "$host" "$port" 10 Redis
}

ensure_rabbitmq() {
  local host port
  host=$(url_host "$AMQP_URL"); port=$(url_port "$AMQP_URL" 5672)
  port_open "$host" "$port" && return 0
  is_local "$host" || die "RabbitMQ at $host:$port is not reachable (AMQP_URL)"
  apt_install rabbitmq-server
  log "starting RabbitMQ"
  /etc/init.d/rabbitmq-server start >/dev/null 2>&1 || true
  wait_port "$host" "$port" 60 RabbitMQ
}

ensure_infra() {
  ensure_postgres
  ensure_redis
  ensure_rabbitmq
}

# The tool virtual environments live per machine, as Debian's packages and cargo-nextest do, not
# per checkout: a clean clone finds the API checkers, the deploy checkers and Locust the last run
# on this machine installed (pip took about 80 CPU-seconds for them on every clean clone).
: "${SHOP_TOOLS_HOME:=${XDG_CACHE_HOME:-$HOME/.cache}/samani-shop}"

# The directory of tool venv NAME for the pins in REQUIREMENTS and this machine's Python: a change
# of either is a directory of its own, so two checkouts with different pins never undo each other.
venv_dir() { # name requirements
  local key
  key=$({ cat "$2"; python3 -c 'import sys; print(sys.version)'; } | sha256sum | cut -c1-12)
  printf '%s/venvs/%s-%s' "$SHOP_TOOLS_HOME" "$1" "$key"
}

# A Python virtual environment at DIR with the pins of REQUIREMENTS, made unless DIR/BIN exists
# and was installed from the same pins; one installer at a time (a lock beside DIR). The one
# installer of the tool venvs.
ensure_venv() { # dir requirements bin what
  local dir=$1 requirements=$2 bin=$3 what=$4
  mkdir -p "$(dirname "$dir")"
  (
    flock 9
    if [[ -x $dir/bin/$bin ]] && cmp -s "$requirements" "$dir/installed.txt"; then
      exit 0
    fi
    python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
    log "installing $what into $dir"
    rm -rf "$dir"
    python3 -m venv "$dir" &&
      "$dir/bin/pip" install -q --disable-pip-version-check -r "$requirements" &&
      cp "$requirements" "$dir/installed.txt"
  ) 9>"$dir.lock"
}
