"""Shoppers of the Samani shop for Locust (issue 22): run by bench/load/run.sh, which sets the
environment below and prints the report this file writes.

Every simulated shopper signs in with an account registered before the load starts (one per
shopper, `LOAD_ACCOUNTS` at least) and then, between pauses, does one of these, weighted as a
shop's traffic is (mostly looking, some buying):

    browse       30  a listing page: all products or a category, a sort, a page
    product      25  a product page and its first picture
    search       15  search results, and the suggestions under the search box
    cart         10  the cart read, then a product added or a quantity changed
    checkout COD  6  quote, place the order (Idempotency-Key), read it, empty the cart
    track         5  /track-order with an order number and its phone (or My Orders)
    checkout M-Pesa 5  quote, place, STK push (the Daraja simulator's payer pays), poll the
                     prompt's status until paid (bounded), read the order
    sign in       4  signs in again

Failures are retried as the web app retries them: a 5xx answer, a lost connection or a timeout
is asked again (writes with the same Idempotency-Key) after the answer's Retry-After (or a
second), within `LOAD_RETRY_WINDOW_S`. Every failed attempt is counted as an error and
classified: a 503 carrying the API's JSON error (`{"error", "message"}`), another 5xx, a
refused or dropped connection (the gateway itself was down), a timeout after
`LOAD_TIMEOUT_S` (a hang), or a 4xx the task did not expect. Out of stock (409) is an answer,
not an error: the product leaves the task's pool.

`LOAD_MPESA=0`: the M-Pesa checkouts pay cash on delivery instead (a shop on Safaricom's real
sandbox). `LOAD_SMOKE=1`: each shopper first does every task once (so a short run covers all of them),
then the weighted mix. The report (`LOAD_REPORT`, JSON) has per request and per task the count,
failures, p50, p99 and max, the failures by kind, and every order placed (id, number, method,
key, paid) for the restart drill to compare with the database.
"""

import json
import os
import random
import time
import uuid
from collections import Counter, defaultdict

import gevent
import gevent.pool
import requests
from locust import FastHttpUser, between, events, task

SMOKE = os.environ.get("LOAD_SMOKE") == "1"
ACCOUNTS = int(os.environ.get("LOAD_ACCOUNTS", "20"))
RETRY_WINDOW_S = float(os.environ.get("LOAD_RETRY_WINDOW_S", "30"))
TIMEOUT_S = float(os.environ.get("LOAD_TIMEOUT_S", "30"))
MPESA_WAIT_S = float(os.environ.get("LOAD_MPESA_WAIT_S", "90"))
MPESA_POLL_S = float(os.environ.get("LOAD_MPESA_POLL_S", "1" if SMOKE else "2"))
REPORT = os.environ.get("LOAD_REPORT", "")
# 0: no M-Pesa checkouts (a shop on Safaricom's real sandbox, where no payer answers): its share
# goes to cash on delivery.
MPESA = os.environ.get("LOAD_MPESA", "1") != "0"
PASSWORD = "load-shopper-2026"
# Payer numbers the simulator pays (any valid number not ending 0000-0004).
PAYERS = [f"2547083741{n:02d}" for n in range(10, 99)]
SEARCH_WORDS = ["sofa", "bed", "table", "chair", "wardrobe", "desk", "dining", "mattress", "shelf",
                "velvet", "oak", "leather", "office", "outdoor", "grey", "kids", "storage", "lamp"]
ADDRESS = {"address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi", "zipCode": "00100"}


class Shared:
    """What every shopper shares: accounts, products, categories, and what the load did."""

    accounts = []  # [{email, phone, name}]
    products = []  # [{id, images}] in stock when the load started
    out_of_stock = set()
    categories = []  # slugs
    orders = []  # [{id, publicId, method, key, phone, paid}]
    orders_by_key = {}
    key_conflicts = []  # a key answered with two different orders
    failures = Counter()  # (request name, kind) -> attempts
    failure_examples = {}  # kind -> one message
    tasks = defaultdict(lambda: {"durations": [], "failed": 0})
    counters = Counter()
    next_account = 0


def classify(response):
    """The kind of a failed attempt, and whether the web app would retry it."""
    status = response.status_code
    error = getattr(response, "error", None)
    if status == 0 or error is not None and status is None:
        text = repr(error).lower()
        if "timeout" in text or "timed out" in text:
            return "timeout (hang)", True
        if "refused" in text:
            return "connection refused", True
        return "connection lost", True
    if status == 503:
        try:
            body = json.loads(response.text or "")
            if isinstance(body, dict) and body.get("error") and body.get("message"):
                return f"503 {body['error']}", True
        except ValueError:
            pass
        return "503 without the JSON error", True
    if status >= 500:
        return f"{status}", True
    if status == 429:
        return "429 too_many_requests", False
    return f"{status} unexpected", False


def record_task(name, started, ok):
    entry = Shared.tasks[name]
    entry["durations"].append((time.monotonic() - started) * 1000)
    if not ok:
        entry["failed"] += 1


class TaskFailed(Exception):
    """A step failed after its retries: the task ends, counted as failed."""


class Shopper(FastHttpUser):
    wait_time = between(0.05, 0.3) if SMOKE else between(0.5, 2.5)
    network_timeout = TIMEOUT_S
    connection_timeout = min(TIMEOUT_S, 10.0)

    # --- plumbing -----------------------------------------------------------------------------

    def call(self, method, path, name, body=None, expect=(200,), key=None, signed_in=True):
        """One request, retried as the web app retries it; the answer's JSON (or {} for a
        non-JSON success), and its status. Raises TaskFailed when the retries run out."""
        deadline = time.monotonic() + RETRY_WINDOW_S
        while True:
            headers = {"Accept": "application/json"}
            if body is not None:
                headers["Content-Type"] = "application/json"
            if signed_in and self.token:
                headers["Authorization"] = f"Bearer {self.token}"
            if key:
                headers["Idempotency-Key"] = key
            data = json.dumps(body) if body is not None else None
            with self.client.request(method, path, name=name, data=data, headers=headers,
                                     catch_response=True) as response:
                status = response.status_code
                if status in expect:
                    response.success()
                    try:
                        return (json.loads(response.text) if response.text else {}), status
                    except ValueError:
                        return {}, status
                kind, retry = classify(response)
                Shared.failures[(name, kind)] += 1
                message = (response.text or repr(getattr(response, "error", "")))[:160]
                Shared.failure_examples.setdefault(kind, f"{method} {path}: {message}")
                response.failure(f"{kind}: {message}")
                retry_after = response.headers.get("Retry-After") if response.headers else None
            if not retry or time.monotonic() >= deadline:
                raise TaskFailed(f"{name}: {kind}")
            try:
                pause = min(float(retry_after), 5.0) if retry_after else 1.0
            except ValueError:
                pause = 1.0
            gevent.sleep(pause)

    def run_task(self, name, steps):
        started = time.monotonic()
        try:
            # A shopper whose sign-in failed (the auth service was down) signs in first.
            if not self.token and steps != self.sign_in_steps:
                self.sign_in_steps()
            steps()
        except TaskFailed:
            record_task(name, started, False)
            return
        record_task(name, started, True)

    def product(self):
        pool = [p for p in Shared.products if p["id"] not in Shared.out_of_stock] or Shared.products
        return random.choice(pool)

    # --- the shopper --------------------------------------------------------------------------

    def on_start(self):
        self.token = None
        account = Shared.accounts[Shared.next_account % len(Shared.accounts)]
        Shared.next_account += 1
        self.account = account
        self.user_id = None
        self.my_orders = []
        self.run_task("sign in", self.sign_in_steps)
        if SMOKE:
            for steps in (self.browse_steps, self.search_steps, self.product_steps, self.cart_steps,
                          self.checkout_cod_steps, self.track_steps) + ((self.checkout_mpesa_steps,) if MPESA else ()):
                self.run_task(self.TASK_NAMES[steps.__name__], steps)

    TASK_NAMES = {
        "sign_in_steps": "sign in", "browse_steps": "browse", "search_steps": "search",
        "product_steps": "product", "cart_steps": "cart", "checkout_cod_steps": "checkout: cash on delivery",
        "checkout_mpesa_steps": "checkout: M-Pesa", "track_steps": "track order",
    }

    def sign_in_steps(self):
        session, _ = self.call("POST", "/auth/login", "sign in",
                               {"email": self.account["email"], "password": PASSWORD}, signed_in=False)
        self.token = session["token"]
        self.user_id = session["user"]["id"]

    def browse_steps(self):
        sort = random.choice(["newest", "price_asc", "price_desc", "rating", "name_asc"])
        page = random.choice([1, 1, 1, 2, 2, 3, 4, 5])
        if Shared.categories and random.random() < 0.5:
            slug = random.choice(Shared.categories)
            self.call("GET", f"/products/category/{slug}?page={page}&limit=20&sort={sort}", "browse: category")
        else:
            self.call("GET", f"/products?page={page}&limit=20&sort={sort}", "browse: listing")
        if random.random() < 0.2:
            self.call("GET", "/categories", "browse: categories")

    def search_steps(self):
        word = random.choice(SEARCH_WORDS)
        if random.random() < 0.5:
            self.call("GET", f"/products/suggestions?q={word[:3]}", "search: suggestions")
        self.call("GET", f"/products/search?q={word}&page=1&limit=20", "search: results")

    def product_steps(self):
        product = self.product()
        detail, _ = self.call("GET", f"/products/{product['id']}", "product: page")
        images = detail.get("images") or product.get("images") or []
        if images and images[0].startswith("/media/"):
            # A picture, as the browser fetches it (bytes, not JSON).
            with self.client.get(images[0], name="product: picture", catch_response=True) as response:
                if response.status_code == 200:
                    response.success()
                else:
                    kind, _ = classify(response)
                    Shared.failures[("product: picture", kind)] += 1
                    response.failure(kind)
                    raise TaskFailed("product: picture")

    def cart_steps(self):
        cart, _ = self.call("GET", "/api/cart", "cart: read")
        items = {i.get("productId", i.get("id")): i.get("quantity", 1) for i in cart.get("items", [])
                 if isinstance(i, dict)}
        if items and random.random() < 0.4:
            product_id = random.choice(list(items))
            items[product_id] = random.randint(1, 3)
        else:
            items[self.product()["id"]] = random.randint(1, 2)
        if len(items) > 5:
            items.pop(next(iter(items)))
        self.call("PUT", "/api/cart", "cart: update",
                  {"items": [{"productId": p, "quantity": q} for p, q in items.items()]})

    def place(self, method, label):
        """Quote and place an order of 1-2 products; None when out of stock."""
        chosen = {self.product()["id"] for _ in range(random.randint(1, 2))}
        items = [{"productId": p, "quantity": 1} for p in chosen]
        self.call("POST", "/api/orders/quote", f"{label}: quote", {"items": items, "paymentMethod": method},
                  signed_in=False)
        phone = f"07{random.randint(10000000, 99999999)}"
        body = {"items": items, "paymentMethod": method, "firstName": "Load", "lastName": "Shopper",
                "email": self.account["email"], "phone": phone, **ADDRESS}
        key = str(uuid.uuid4())
        placed, status = self.call("POST", "/api/orders", f"{label}: place", body, expect=(201, 409), key=key)
        if status == 409:
            if placed.get("error") == "out_of_stock":
                Shared.counters["out of stock (409, not an error)"] += 1
                shortages = [s.get("product_id") for s in placed.get("shortages") or [] if isinstance(s, dict)]
                Shared.out_of_stock.update(p for p in shortages if p is not None)
                if not any(p is not None for p in shortages):
                    Shared.out_of_stock.update(chosen)
                return None
            raise TaskFailed(f"{label}: place answered 409 {placed.get('error')}")
        order = {"id": placed["order_id"], "publicId": placed["public_id"], "method": method, "key": key,
                 "phone": phone, "paid": False}
        seen = Shared.orders_by_key.get(key)
        if seen and seen["id"] != order["id"]:
            Shared.key_conflicts.append({"key": key, "first": seen["id"], "second": order["id"]})
        if not seen:
            Shared.orders_by_key[key] = order
            Shared.orders.append(order)
            self.my_orders.append(order)
        return order

    def checkout_cod_steps(self):
        self.call("PUT", "/api/cart", "checkout COD: cart", {"items": [{"productId": self.product()["id"], "quantity": 1}]})
        order = self.place("cod", "checkout COD")
        if order:
            self.call("GET", f"/api/orders/{order['publicId']}", "checkout COD: confirmation")
        self.call("PUT", "/api/cart", "checkout COD: cart", {"items": []})

    def checkout_mpesa_steps(self):
        order = self.place("mpesa", "checkout M-Pesa")
        if not order:
            return
        push, _ = self.call("POST", "/api/mpesa/stkpush", "checkout M-Pesa: STK push",
                            {"orderId": order["id"], "phoneNumber": random.choice(PAYERS)}, key=str(uuid.uuid4()))
        Shared.counters["M-Pesa prompts sent"] += 1
        deadline = time.monotonic() + MPESA_WAIT_S
        while True:
            gevent.sleep(MPESA_POLL_S)
            state, _ = self.call("GET", f"/api/mpesa/status/{push['checkoutRequestId']}", "checkout M-Pesa: status")
            if state.get("status") == "success":
                break
            if state.get("status") == "failed":
                Shared.counters["M-Pesa payments failed"] += 1
                raise TaskFailed(f"checkout M-Pesa: payment failed ({state.get('resultDesc')})")
            if time.monotonic() >= deadline:
                Shared.counters["M-Pesa payments not settled in time"] += 1
                raise TaskFailed("checkout M-Pesa: not paid in time")
        order["paid"] = True
        Shared.counters["M-Pesa payments succeeded"] += 1
        self.call("GET", f"/api/orders/{order['publicId']}", "checkout M-Pesa: confirmation")

    def track_steps(self):
        if self.my_orders:
            order = random.choice(self.my_orders)
            self.call("POST", "/api/orders/track", "track order",
                      {"orderNumber": order["publicId"], "phone": order["phone"]}, signed_in=False)
        else:
            self.call("GET", f"/api/orders/user/{self.user_id}", "track order: my orders")

    @task(30)
    def browse(self):
        self.run_task("browse", self.browse_steps)

    @task(25)
    def product_page(self):
        self.run_task("product", self.product_steps)

    @task(15)
    def search(self):
        self.run_task("search", self.search_steps)

    @task(10)
    def cart(self):
        self.run_task("cart", self.cart_steps)

    @task(6)
    def checkout_cod(self):
        self.run_task("checkout: cash on delivery", self.checkout_cod_steps)

    @task(5)
    def track(self):
        self.run_task("track order", self.track_steps)

    @task(5)
    def checkout_mpesa(self):
        if MPESA:
            self.run_task("checkout: M-Pesa", self.checkout_mpesa_steps)
        else:
            self.run_task("checkout: cash on delivery", self.checkout_cod_steps)

    @task(4)
    def sign_in(self):
        self.run_task("sign in", self.sign_in_steps)


# --- before and after the load ---------------------------------------------------------------


@events.test_start.add_listener
def prepare(environment, **_):
    """Registers the shoppers' accounts and reads the catalogue, before any shopper starts."""
    base = environment.host.rstrip("/")
    users = environment.parsed_options.num_users if environment.parsed_options else ACCOUNTS
    count = max(ACCOUNTS, users or 0)
    stamp = f"{int(time.time())}-{random.randint(1000, 9999)}"
    session = requests.Session()
    headers = {"Accept": "application/json"}

    def register(i):
        account = {"email": f"load-{stamp}-{i}@example.co.ke", "name": f"Load Shopper {i}", "phone": "0712345678"}
        for _ in range(20):
            try:
                answer = session.post(f"{base}/auth/register", headers=headers, timeout=30,
                                      json={**account, "password": PASSWORD})
                if answer.status_code == 201:
                    return account
            except requests.RequestException:
                pass
            gevent.sleep(1)
        raise RuntimeError(f"could not register {account['email']} at {base}")

    pool = gevent.pool.Pool(4)
    Shared.accounts = list(pool.imap(register, range(count)))
    products = []
    for page in range(1, 6):
        answer = session.get(f"{base}/products?limit=100&page={page}&sort=newest", headers=headers, timeout=30)
        answer.raise_for_status()
        listing = answer.json()
        products += [{"id": p["id"], "images": p.get("images") or []} for p in listing["products"] if p["stock"] >= 3]
        if page >= listing["pagination"]["totalPages"]:
            break
    if not products:
        raise RuntimeError("no product in stock")
    Shared.products = products
    answer = session.get(f"{base}/categories", headers=headers, timeout=30)
    answer.raise_for_status()
    Shared.categories = [c["slug"] for c in answer.json()]
    Shared.started = time.time()


def percentile(values, p):
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(p * (len(ordered) - 1)))))
    return ordered[index]


@events.quitting.add_listener
def report(environment, **_):
    stats = environment.stats
    total = stats.total
    # From the first shopper's start (the accounts registered before it are not counted).
    started = getattr(Shared, "started", None) or total.start_time or time.time()
    seconds = max(1e-9, (total.last_request_timestamp or time.time()) - started)
    requests_rows = []
    for entry in sorted(stats.entries.values(), key=lambda e: e.name):
        requests_rows.append({
            "name": entry.name, "method": entry.method, "requests": entry.num_requests,
            "failures": entry.num_failures,
            "p50_ms": entry.get_response_time_percentile(0.5) if entry.num_requests else 0,
            "p99_ms": entry.get_response_time_percentile(0.99) if entry.num_requests else 0,
            "max_ms": round(entry.max_response_time or 0),
        })
    tasks_rows = []
    for name, entry in sorted(Shared.tasks.items()):
        d = entry["durations"]
        tasks_rows.append({"name": name, "runs": len(d), "failed": entry["failed"],
                           "p50_ms": round(percentile(d, 0.5)), "p99_ms": round(percentile(d, 0.99)),
                           "max_ms": round(max(d) if d else 0)})
    kinds = Counter()
    for (_, kind), n in Shared.failures.items():
        kinds[kind] += n
    result = {
        "seconds": round(seconds, 1),
        "requests": total.num_requests,
        "failures": total.num_failures,
        "rps": round(total.num_requests / seconds, 1),
        "error_percent": round(100.0 * total.num_failures / max(1, total.num_requests), 3),
        "p50_ms": total.get_response_time_percentile(0.5) if total.num_requests else 0,
        "p99_ms": total.get_response_time_percentile(0.99) if total.num_requests else 0,
        "requests_by_name": requests_rows,
        "tasks": tasks_rows,
        "failures_by_kind": dict(kinds),
        "failures_by_request": [{"name": n, "kind": k, "count": c} for (n, k), c in sorted(Shared.failures.items())],
        "failure_examples": Shared.failure_examples,
        "counters": dict(Shared.counters),
        "orders": Shared.orders,
        "key_conflicts": Shared.key_conflicts,
        "smoke": SMOKE,
    }
    # The smoke's verdict: enough requests, none failed, every task done, every M-Pesa paid.
    if SMOKE:
        problems = []
        if total.num_requests < 50:
            problems.append(f"only {total.num_requests} requests (50 at least)")
        if total.num_failures:
            problems.append(f"{total.num_failures} failed requests")
        done = {row["name"] for row in tasks_rows if row["runs"] > row["failed"]}
        missing = set(Shopper.TASK_NAMES.values()) - done - (set() if MPESA else {"checkout: M-Pesa"})
        if missing:
            problems.append("never completed: " + ", ".join(sorted(missing)))
        if any(row["failed"] for row in tasks_rows):
            problems.append("failed tasks")
        if Shared.key_conflicts:
            problems.append(f"{len(Shared.key_conflicts)} Idempotency-Keys gave two orders")
    else:
        # A full run fails on errors above LOAD_MAX_ERROR_PERCENT, any hang, or a key that gave
        # two orders; the errors a restart causes are expected below that.
        problems = []
        limit = float(os.environ.get("LOAD_MAX_ERROR_PERCENT", "1"))
        if result["error_percent"] > limit:
            problems.append(f"errors {result['error_percent']}% (more than {limit}%)")
        if kinds.get("timeout (hang)"):
            problems.append(f"{kinds['timeout (hang)']} requests timed out after {TIMEOUT_S} s")
        if Shared.key_conflicts:
            problems.append(f"{len(Shared.key_conflicts)} Idempotency-Keys gave two orders")
    result["problems"] = problems
    if REPORT:
        with open(REPORT, "w") as out:
            json.dump(result, out, indent=1)
    environment.process_exit_code = 1 if problems else 0
