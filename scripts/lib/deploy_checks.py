"""The deploy files checked against the shop's own binaries (scripts/lib/deploy-checks.sh).

    deploy_checks.py static  --compose rendered.json --k8s-dir renders/ --dashboard grafana.json
    deploy_checks.py start   --compose rendered.json --k8s rendered.yaml --bin-dir DIR --work DIR ...

`static` checks what a schema validator does not: every compose service rotates its logs, has a
memory limit and a pinned image; the Grafana dashboard shows every metric of the binaries'
contract; /metrics is routed nowhere public.

`start` takes each of our binaries' environment exactly as the rendered compose file or
Kubernetes manifests give it, changes only where things are (the hosts of PostgreSQL, Redis,
RabbitMQ and the services become loopback with free ports, the database and virtual host fresh
ones, container paths temporary directories), creates the database roles with the deploy files'
own roles.sh and the broker user with the rendered passwords, then starts every binary with
that environment and nothing else (env -i) and waits until each is healthy: its gRPC port open,
the gateway's /readyz 200, /metrics 200 on METRICS_ADDR when the binary knows that variable, the
seed run exited 0. On failure it names the binary and prints the end of its log.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

SERVICES = ["auth", "catalog", "orders", "payments", "media"]
HEALTH_TIMEOUT_S = 120
SEED_TIMEOUT_S = 240
VHOST = "shop-deploy-check"

# What the Grafana dashboard must show: the metric names of the binaries' contract.
CONTRACT_METRICS = [
    "http_server_requests_total", "http_server_request_duration_seconds",
    "grpc_server_requests_total", "grpc_server_request_duration_seconds",
    "db_pool_connections", "db_pool_max_connections", "db_pool_acquire_wait_seconds",
    "outbox_backlog", "outbox_oldest_age_seconds", "events_consumer_retries_total",
    "events_dead_letters", "cache_requests_total", "search_index_documents",
    "search_index_lag_seconds", "daraja_requests_total", "daraja_request_duration_seconds",
    "mpesa_prompts_pending", "orders_placed_total", "orders_paid_total",
    "process_cpu_seconds_total", "process_resident_memory_bytes", "process_open_fds",
]


def fail(message: str) -> None:
    print(f"deploy checks: {message}", file=sys.stderr)
    sys.exit(1)


def log(message: str) -> None:
    print(f"  {message}", file=sys.stderr, flush=True)


# --- static checks -----------------------------------------------------------------------------

PINNED = re.compile(r":(v?\d+\.\d+(\.\d+)?[\w.-]*)(@sha256:[0-9a-f]{64})?$")


def static_checks(args: argparse.Namespace) -> None:
    import yaml  # from the deploy tools' virtual environment (checkov needs it)

    problems: list[str] = []
    compose = json.loads(Path(args.compose).read_text())
    for name, service in sorted(compose["services"].items()):
        logging_options = (service.get("logging") or {}).get("options") or {}
        if not logging_options.get("max-size"):
            problems.append(f"compose service {name}: no log rotation (logging.options.max-size)")
        if not service.get("mem_limit") and not (
            (service.get("deploy") or {}).get("resources", {}).get("limits", {}).get("memory")
        ):
            problems.append(f"compose service {name}: no memory limit")
        image = service.get("image", "")
        if image.startswith("furniture-shop/"):
            if image.endswith(":latest"):
                problems.append(f"compose service {name}: our image tagged latest ({image})")
        elif not PINNED.search(image):
            problems.append(f"compose service {name}: image not pinned to a full version ({image})")

    dashboard = Path(args.dashboard).read_text()
    for metric in CONTRACT_METRICS:
        if metric not in dashboard:
            problems.append(f"Grafana dashboard: no panel uses {metric}")

    # /metrics never reaches the public: no Service exposes the metrics port, the HTTPRoute
    # sends /metrics nowhere, nginx answers it 404.
    for render in sorted(Path(args.k8s_dir).glob("*.yaml")):
        for doc in yaml.safe_load_all(render.read_text()):
            if not doc:
                continue
            kind, meta = doc.get("kind"), doc.get("metadata", {})
            if kind == "Service":
                for port in doc["spec"].get("ports", []):
                    if port.get("targetPort") in ("metrics", 9464) or port.get("port") == 9464:
                        problems.append(f"{render.name}: Service {meta['name']} exposes the metrics port")
            if kind == "HTTPRoute" and meta.get("name") == "shop":
                rules = doc["spec"]["rules"]
                closed = [
                    r for r in rules
                    if not r.get("backendRefs")
                    and any(m.get("path", {}).get("value") == "/metrics" for m in r.get("matches", []))
                ]
                if not closed:
                    problems.append(f"{render.name}: HTTPRoute shop routes /metrics")
    nginx = Path(args.nginx).read_text()
    if not re.search(r"location = /metrics \{\s*return 404;", nginx):
        problems.append("nginx.conf: /metrics is not answered 404")

    if problems:
        fail("\n  ".join(["static checks failed:"] + problems))
    log(f"compose: {len(compose['services'])} services rotate logs, have memory limits, pinned images")
    log(f"Grafana dashboard: all {len(CONTRACT_METRICS)} contract metrics shown; /metrics closed at the edge")


# --- environments from the rendered files ------------------------------------------------------


class Workload:
    def __init__(self, name: str, binary: str, args: list[str], env: dict[str, str], one_shot: bool):
        self.name, self.binary, self.args, self.env, self.one_shot = name, binary, args, env, one_shot
        self.process: subprocess.Popen | None = None
        self.log_path: Path | None = None


def our_binary(image: str) -> str | None:
    match = re.search(r"(?:^|/)furniture-shop/([a-z-]+)(?::|@|$)", image)
    return match.group(1) if match else None


def compose_workloads(rendered: dict) -> tuple[list[Workload], dict[str, str]]:
    workloads = []
    for name, service in sorted(rendered["services"].items()):
        binary = our_binary(service.get("image", ""))
        if not binary or name == "ca-bundle":
            continue
        env = {k: ("" if v is None else str(v)) for k, v in (service.get("environment") or {}).items()}
        workloads.append(Workload(name, binary, list(service.get("command") or []), env,
                                  one_shot=service.get("restart") == "no"))
    roles = rendered["services"].get("db-roles", {}).get("environment") or {}
    roles_env = {k: str(v) for k, v in roles.items() if k.endswith("_DATABASE_URL")}
    return workloads, roles_env


def k8s_workloads(docs: list[dict]) -> tuple[list[Workload], dict[str, str]]:
    config_maps = {d["metadata"]["name"]: d.get("data", {}) for d in docs if d["kind"] == "ConfigMap"}
    secrets = {
        d["metadata"]["name"]: {k: base64.b64decode(v).decode() for k, v in (d.get("data") or {}).items()}
        for d in docs if d["kind"] == "Secret"
    }

    def container_env(container: dict) -> dict[str, str]:
        env: dict[str, str] = {}
        for source in container.get("envFrom", []):
            if "configMapRef" in source:
                env.update(config_maps[source["configMapRef"]["name"]])
            if "secretRef" in source:
                env.update(secrets[source["secretRef"]["name"]])
        for item in container.get("env", []):
            if "value" in item:
                env[item["name"]] = str(item["value"])
                continue
            ref = item.get("valueFrom", {})
            if "secretKeyRef" in ref:
                key = ref["secretKeyRef"]
                values = secrets.get(key["name"])
                if values is None or key["key"] not in values:
                    if key.get("optional"):
                        continue
                    raise SystemExit(f"deploy checks: {container['name']}: Secret {key['name']} has no key {key['key']}")
                env[item["name"]] = values[key["key"]]
            elif "configMapKeyRef" in ref:
                key = ref["configMapKeyRef"]
                env[item["name"]] = config_maps[key["name"]][key["key"]]
            else:
                raise SystemExit(f"deploy checks: {container['name']}: env {item['name']} has a source this check cannot give")
        return env

    workloads = []
    for doc in docs:
        if doc["kind"] not in ("Deployment", "Job"):
            continue
        for container in doc["spec"]["template"]["spec"]["containers"]:
            binary = our_binary(container["image"])
            if not binary:
                continue
            workloads.append(Workload(doc["metadata"]["name"], binary,
                                      list(container.get("args") or []), container_env(container),
                                      one_shot=doc["kind"] == "Job"))
    shop_secrets = next(v for k, v in secrets.items() if k.startswith("shop-secrets"))
    roles_env = {k: v for k, v in shop_secrets.items() if k.endswith("_DATABASE_URL")}
    return workloads, roles_env


# --- where things are: loopback, free ports, fresh databases -----------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Places:
    """Maps the rendered hosts, ports and paths to this machine's."""

    def __init__(self, work: Path, pg_port: int, amqp_port: int, redis_port: int, database: str,
                 web_dist: Path):
        self.work, self.pg_port, self.amqp_port, self.redis_port = work, pg_port, amqp_port, redis_port
        self.database, self.web_dist = database, web_dist
        # The services' listen ports as the files give them (auth 50051, ...) -> free ones.
        self.service_ports: dict[str, int] = {}
        self.by_host_port: dict[tuple[str, int], int] = {}
        self.otel_port = free_port()  # nothing listens there: export fails, start must not

    def learn_listeners(self, workloads: list[Workload]) -> None:
        for w in workloads:
            for key, value in w.env.items():
                m = re.fullmatch(r"([A-Z]+)_GRPC_ADDR", key)
                if m and m.group(1).lower() in SERVICES:
                    service = m.group(1).lower()
                    port = int(value.rsplit(":", 1)[1])
                    if service not in self.service_ports:
                        self.service_ports[service] = free_port()
                    self.by_host_port[(service, port)] = self.service_ports[service]
                if key == "GATEWAY_ADDR" and "gateway" not in self.service_ports:
                    self.service_ports["gateway"] = free_port()

    def url(self, value: str) -> str:
        parts = urllib.parse.urlsplit(value)
        scheme, host = parts.scheme, parts.hostname or ""
        userinfo = parts.netloc.rsplit("@", 1)[0] + "@" if "@" in parts.netloc else ""
        path = parts.path
        if scheme in ("postgres", "postgresql"):
            port, path = self.pg_port, "/" + self.database
        elif scheme in ("redis", "rediss"):
            port = self.redis_port
        elif scheme in ("amqp", "amqps"):
            port, path = self.amqp_port, "/" + urllib.parse.quote(VHOST, safe="")
        elif scheme in ("http", "https", "grpc") and (host, parts.port or 80) in self.by_host_port:
            port = self.by_host_port[(host, parts.port or 80)]
        elif host == "otel-collector":
            port = self.otel_port
        else:
            return value  # not ours: Safaricom, the mail server, the shop's public address
        return urllib.parse.urlunsplit((scheme, f"{userinfo}127.0.0.1:{port}", path, parts.query, parts.fragment))

    def path(self, value: str) -> str:
        if value == "/srv/web" and self.web_dist.is_dir():
            return str(self.web_dist)  # the image's built web app
        target = self.work / "fs" / value.lstrip("/")
        target.mkdir(parents=True, exist_ok=True)
        return str(target)

    def environment(self, w: Workload) -> tuple[dict[str, str], dict[str, int]]:
        env, ports = {}, {}
        for key, value in w.env.items():
            if re.fullmatch(r"[A-Z]+_GRPC_ADDR", key) and key[:-10].lower() in self.service_ports:
                port = self.service_ports[key[:-10].lower()]
                env[key] = f"127.0.0.1:{port}"
                if key[:-10].lower() == w.binary:
                    ports["grpc"] = port
            elif key == "GATEWAY_ADDR":
                env[key] = f"127.0.0.1:{self.service_ports['gateway']}"
                if w.binary == "gateway":
                    ports["http"] = self.service_ports["gateway"]
            elif key == "METRICS_ADDR":
                ports["metrics"] = free_port()
                env[key] = f"127.0.0.1:{ports['metrics']}"
            elif re.match(r"^[a-z][a-z0-9+.-]*://", value) and "," not in value:
                env[key] = self.url(value)
            elif value.startswith("/srv/"):
                env[key] = self.path(value)
            else:
                env[key] = value
        return env, ports


# --- the local PostgreSQL, RabbitMQ and a private Redis ----------------------------------------


def run(command: list[str], env: dict[str, str] | None = None, what: str = "") -> str:
    # From /tmp: the postgres user (su) may not be allowed into the checkout.
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd="/tmp")
    if result.returncode != 0:
        fail(f"{what or command[0]} failed:\n{result.stdout}{result.stderr}")
    return result.stdout


def psql_admin(sql: str, pg_port: int, database: str = "postgres") -> str:
    """Runs one statement as the local superuser (over the socket, as scripts/lib/infra.sh does)."""
    command = f'psql -qXAt -v ON_ERROR_STOP=1 -p {pg_port} -d {database} -c "$SQL"'
    return run(["su", "postgres", "-c", command], env={**os.environ, "SQL": sql}, what="psql")


def existing_roles(pg_port: int, names: list[str]) -> set[str]:
    quoted = ",".join("'" + n.replace("'", "''") + "'" for n in names)
    out = psql_admin(f"SELECT rolname FROM pg_roles WHERE rolname IN ({quoted})", pg_port)
    return set(out.split())


def rabbitmqctl(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    result = subprocess.run(["rabbitmqctl", "-q", *args], capture_output=True, text=True)
    if check and result.returncode != 0:
        fail(f"rabbitmqctl {args[0]} failed: {result.stdout}{result.stderr}")
    return result


# --- starting, waiting, stopping ---------------------------------------------------------------


def port_open(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def http_status(url: str, accept: str = "application/json") -> int:
    try:
        request = urllib.request.Request(url, headers={"Accept": accept})
        with urllib.request.urlopen(request, timeout=3) as response:
            return response.status
    except urllib.error.HTTPError as e:
        return e.code
    except OSError:
        return 0


def knows_metrics(binary_path: Path) -> bool:
    """Whether the binary reads METRICS_ADDR (older builds do not serve /metrics there)."""
    with open(binary_path, "rb") as f:
        return b"METRICS_ADDR" in f.read()


def start(w: Workload, env: dict[str, str], bin_dir: Path, logs: Path) -> None:
    w.log_path = logs / f"{w.name}.log"
    out = open(w.log_path, "wb")
    w.process = subprocess.Popen([str(bin_dir / w.binary), *w.args], env=env, stdout=out,
                                 stderr=subprocess.STDOUT, start_new_session=True, cwd=logs)


def show_failure(w: Workload, why: str) -> None:
    tail = w.log_path.read_text(errors="replace").splitlines()[-30:] if w.log_path else []
    status = w.process.poll() if w.process else None
    exited = f" (exited with {status})" if status is not None else ""
    print(f"\n--- {w.name} ({w.binary}){exited}: {why}\n" + "\n".join(tail), file=sys.stderr)


def stop(workloads: list[Workload]) -> None:
    for w in workloads:
        if w.process and w.process.poll() is None:
            os.killpg(w.process.pid, signal.SIGTERM)
    deadline = time.time() + 10
    for w in workloads:
        if not w.process:
            continue
        try:
            w.process.wait(max(0.1, deadline - time.time()))
        except subprocess.TimeoutExpired:
            os.killpg(w.process.pid, signal.SIGKILL)
            w.process.wait()


def load_mode(mode: str, rendered: str) -> tuple[list[Workload], dict[str, str]]:
    if mode == "compose":
        return compose_workloads(json.loads(Path(rendered).read_text()))
    import yaml

    return k8s_workloads([d for d in yaml.safe_load_all(Path(rendered).read_text()) if d])


def start_mode(mode: str, rendered: str, args: argparse.Namespace, broker: dict) -> None:
    """Starts every binary of one rendered file and waits until each is healthy."""
    work = Path(args.work) / mode
    logs = work / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    bin_dir = Path(args.bin_dir)
    workloads, roles_env = load_mode(mode, rendered)
    for w in workloads:
        if not (bin_dir / w.binary).is_file():
            fail(f"{mode}: {w.name}: no binary {bin_dir / w.binary}")

    database = f"shop_deploy_{mode}"
    places = Places(work, args.pg_port, args.amqp_port, broker["redis_port"], database, Path(args.web_dist))
    places.learn_listeners(workloads)
    mapped = {w.name: places.environment(w) for w in workloads}

    # The database roles, made by the files' own script with the rendered passwords, in a fresh
    # database; the broker user (rendered password) in the check's own virtual host.
    role_urls = {k: places.url(v) for k, v in roles_env.items()}
    role_names = sorted({urllib.parse.urlsplit(u).username or "" for u in role_urls.values()})
    first_seen = [r for r in role_names if r not in broker["roles"]]
    if first_seen:
        broker["pre_roles"] |= existing_roles(args.pg_port, first_seen)
    broker["roles"].update(role_names)
    amqp_urls = {e["AMQP_URL"] for e, _ in mapped.values() if "AMQP_URL" in e}
    if len(amqp_urls) != 1:
        fail(f"{mode}: expected one AMQP_URL shared by the services, found {len(amqp_urls)}")
    amqp = urllib.parse.urlsplit(amqp_urls.pop())
    user, password = urllib.parse.unquote(amqp.username or ""), urllib.parse.unquote(amqp.password or "")
    if user in broker["users"]:
        rabbitmqctl("change_password", user, password)
    else:
        if user in rabbitmqctl("list_users").stdout.split():
            broker["kept_users"].add(user)
            rabbitmqctl("change_password", user, password)
        else:
            rabbitmqctl("add_user", user, password)
        broker["users"].add(user)
        rabbitmqctl("set_permissions", "-p", VHOST, user, ".*", ".*", ".*")

    started: list[Workload] = []
    try:
        psql_admin(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)", args.pg_port)
        psql_admin(f"CREATE DATABASE {database}", args.pg_port)
        if role_urls:
            run(["su", "postgres", "-c", f"sh {args.roles_script}"],
                env={**os.environ, **role_urls, "PGPORT": str(args.pg_port), "PGDATABASE": database},
                what="roles.sh")
            log(f"{mode}: roles {', '.join(role_names)} made by roles.sh in {database}")
        else:
            fail(f"{mode}: the files give no per-service database URLs (*_DATABASE_URL) for roles.sh")

        services = [w for w in workloads if not w.one_shot]
        one_shots = [w for w in workloads if w.one_shot]
        t0 = time.time()
        for w in services:
            start(w, mapped[w.name][0], bin_dir, logs)
            started.append(w)
        pending = {w.name: w for w in services}
        deadline = t0 + HEALTH_TIMEOUT_S
        failed: list[str] = []
        while pending and time.time() < deadline:
            for name, w in list(pending.items()):
                if w.process.poll() is not None:
                    show_failure(w, "exited before it was healthy")
                    failed.append(name)
                    del pending[name]
                    # What waits on it (the gateway's /readyz on auth and catalog) gets a little
                    # longer, not the whole bound.
                    deadline = min(deadline, time.time() + 15)
                    continue
                ports = mapped[name][1]
                if "grpc" in ports:
                    healthy = port_open(ports["grpc"])
                else:
                    healthy = http_status(f"http://127.0.0.1:{ports['http']}/readyz") == 200
                if healthy and "metrics" in ports and knows_metrics(bin_dir / w.binary):
                    healthy = http_status(f"http://127.0.0.1:{ports['metrics']}/metrics", "text/plain") == 200
                if healthy:
                    log(f"{mode}: {name} healthy after {time.time() - t0:.1f} s")
                    del pending[name]
            time.sleep(0.2)
        for w in pending.values():
            show_failure(w, "not healthy in time")
        failed += list(pending)
        if failed:
            fail(f"{mode}: {', '.join(failed)} did not turn healthy with the environment the files give them")
        for w in one_shots:
            start(w, mapped[w.name][0], bin_dir, logs)
            started.append(w)
            try:
                status = w.process.wait(SEED_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                show_failure(w, f"still running after {SEED_TIMEOUT_S} s")
                fail(f"{mode}: {w.name} did not finish")
            if status != 0:
                show_failure(w, f"exited with {status}")
                fail(f"{mode}: {w.name} failed")
            log(f"{mode}: {w.name} ({' '.join([w.binary, *w.args])}) exited 0 after {time.time() - t0:.1f} s")
    finally:
        stop(started)
        psql_admin(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)", args.pg_port)


def readable_roles_script(script: str) -> str:
    """roles.sh and roles.sql copied where the postgres user can read them (the checkout may sit
    in a directory only root may enter)."""
    directory = Path(tempfile.mkdtemp(prefix="shop-db-roles-"))
    directory.chmod(0o755)
    for name in ("roles.sh", "roles.sql"):
        target = directory / name
        shutil.copyfile(Path(script).parent / name, target)
        target.chmod(0o644)
    return str(directory / "roles.sh")


def start_checks(args: argparse.Namespace) -> None:
    args.roles_script = readable_roles_script(args.roles_script)
    broker = {"redis_port": free_port(), "roles": set(), "pre_roles": set(), "users": set(), "kept_users": set()}
    redis = subprocess.Popen(["redis-server", "--port", str(broker["redis_port"]), "--bind", "127.0.0.1",
                              "--save", "", "--appendonly", "no"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    rabbitmqctl("add_vhost", VHOST, check=False)
    try:
        if args.compose:
            start_mode("compose", args.compose, args, broker)
        if args.k8s:
            start_mode("k8s", args.k8s, args, broker)
    finally:
        redis.terminate()
        redis.wait()
        # What this run made goes again; roles or a broker user of these names that were there
        # before stay (with the password this run gave them: not expected on a test machine).
        for role in sorted(broker["roles"] - broker["pre_roles"]):
            psql_admin(f'DROP ROLE IF EXISTS "{role}"', args.pg_port)
        rabbitmqctl("delete_vhost", VHOST, check=False)
        for user in broker["users"] - broker["kept_users"]:
            rabbitmqctl("delete_user", user, check=False)
        shutil.rmtree(Path(args.roles_script).parent, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    st = sub.add_parser("static")
    st.add_argument("--compose", required=True)
    st.add_argument("--k8s-dir", required=True)
    st.add_argument("--dashboard", required=True)
    st.add_argument("--nginx", required=True)
    sp = sub.add_parser("start")
    sp.add_argument("--compose", help="the rendered compose file (docker compose config --format json)")
    sp.add_argument("--k8s", help="the rendered manifests (kustomize build)")
    sp.add_argument("--bin-dir", required=True)
    sp.add_argument("--work", required=True)
    sp.add_argument("--roles-script", required=True)
    sp.add_argument("--web-dist", required=True)
    sp.add_argument("--pg-port", type=int, default=5432)
    sp.add_argument("--amqp-port", type=int, default=5672)
    args = parser.parse_args()
    if args.command == "static":
        static_checks(args)
    else:
        start_checks(args)


if __name__ == "__main__":
    main()
