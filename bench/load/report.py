"""Prints the report bench/load/locustfile.py wrote (JSON): totals, requests and tasks with
their p50/p99, failures by kind and the orders placed."""

import json
import sys

r = json.load(open(sys.argv[1]))
print()
print(f"{r['requests']} requests in {r['seconds']} s: {r['rps']} requests/s, p50 {r['p50_ms']:.0f} ms, "
      f"p99 {r['p99_ms']:.0f} ms; {r['failures']} failed ({r['error_percent']}%)")
print()
print(f"{'request':<34} {'count':>7} {'failed':>7} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
for row in r["requests_by_name"]:
    print(f"{row['name']:<34} {row['requests']:>7} {row['failures']:>7} {row['p50_ms']:>8.0f} {row['p99_ms']:>8.0f} {row['max_ms']:>8}")
print()
print(f"{'task (all its requests, retries, the wait to paid)':<52} {'runs':>6} {'failed':>7} {'p50 ms':>8} {'p99 ms':>8}")
for row in r["tasks"]:
    print(f"{row['name']:<52} {row['runs']:>6} {row['failed']:>7} {row['p50_ms']:>8} {row['p99_ms']:>8}")
if r["failures_by_kind"]:
    print()
    print("failed requests by kind (each attempt; the shopper's task retried them):")
    for kind, count in sorted(r["failures_by_kind"].items(), key=lambda kv: -kv[1]):
        print(f"  {count:>6}  {kind}    e.g. {r['failure_examples'].get(kind, '')[:110]}")
orders = r["orders"]
by_method = {}
for order in orders:
    by_method[order["method"]] = by_method.get(order["method"], 0) + 1
print()
print(f"orders placed: {len(orders)} ({', '.join(f'{m} {n}' for m, n in sorted(by_method.items())) or 'none'}); "
      f"M-Pesa paid: {sum(1 for o in orders if o['paid'])}; Idempotency-Keys with two orders: {len(r['key_conflicts'])}")
for name, count in sorted(r["counters"].items()):
    print(f"  {name}: {count}")
if r.get("problems"):
    print()
    print("FAILED: " + "; ".join(r["problems"]))
