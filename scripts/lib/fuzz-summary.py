"""Summarises the schemathesis JSON reports of scripts/lib/contract.sh (guest, customer, admin):
operations, requests (test cases sent), failures and errors per role and in all. Exits 1 when any
run found a failure or an error, or did not complete."""
import json
import sys
from pathlib import Path

directory = Path(sys.argv[1])
total = {"operations": 0, "requests": 0, "failures": 0, "errors": 0}
bad = False
print("\nschemathesis summary (checks: server errors, response schema, undeclared status codes)")
for role in ("guest", "customer", "admin"):
    path = directory / f"{role}.json"
    if not path.exists():
        print(f"  {role:9} no report (see {directory / (role + '.log')})")
        bad = True
        continue
    report = json.loads(path.read_text())
    operations = (report.get("operations") or {}).get("tested", 0)
    requests = report["test_cases"]["generated"]
    failures = sum(group["count"] for group in report["failures"])
    errors = sum(group["count"] for group in report["errors"])
    total["operations"] = max(total["operations"], operations)
    total["requests"] += requests
    total["failures"] += failures
    total["errors"] += errors
    print(
        f"  {role:9} {operations:4} operations {requests:7} requests {failures:4} failures "
        f"{errors:4} errors  {report['running_time']:.0f} s  ({report['stop_reason']})"
    )
    for group in report["failures"]:
        print(f"    FAILURE {group['title']} x{group['count']}: {', '.join(group['operations'][:6])}")
    for group in report["errors"]:
        print(f"    ERROR {group['title']} x{group['count']}")
    if failures or errors or not report.get("complete") or report.get("exit_code"):
        bad = True
print(
    f"  all       {total['operations']:4} operations {total['requests']:7} requests "
    f"{total['failures']:4} failures {total['errors']:4} errors\n"
)
sys.exit(1 if bad else 0)
