"""Outcome reports under load (issue 13): acknowledged report writes/s and latency, per backend, beside lookups/s.

Run::

    .venv/bin/python benchmarks/bench_reports.py                     # SQLite and PostgreSQL, 5 s per cell
    .venv/bin/python benchmarks/bench_reports.py --seconds 3 --backends sqlite

For each backend the script starts ``knownfix serve`` on a free loopback port (``--workers``
server processes, default 2: this machine's cores) with a fresh report store — SQLite in a
temporary folder, or a throwaway PostgreSQL server started with ``scripts/postgres`` — and
the report rate limits off (all load comes from one address, which the per-client limit would
otherwise answer 429). It then loads it from loopback with ``wrk`` when installed (Debian
package ``wrk``), else a small asyncio client; every run is bounded in time (``--seconds``)
and, for the asyncio client, in count (``--max-requests``). Printed per concurrency 1, 8
and 32: requests/s answered 2xx, p50 and p99 latency (ms), and the errors:

* ``report writes``: ``POST /api/v1/reports``, each with a new reporter token, so every
  request is a new row (a 201 is sent only after its transaction committed: SQLite
  ``synchronous=FULL``; PostgreSQL ``synchronous_commit=on``);
* ``lookups``: ``POST /api/v1/lookup`` of a 30-line traceback (examples/sample-traceback.txt
  after 4 log lines), the same text every time (the result cache answers), and with a
  distinct first line each time (always a lookup).

The load generator shares the machine's cores with the server: the figures are lower
bounds. Run it when the machine is quiet.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_server as bs

ROOT = bs.ROOT
ENTRY = "pytorch/backward-through-graph-a-second-time"
REMEDY = "detach-carried-state"
LOG = "".join(f"2026-12-01 10:00:0{i} INFO train.py: epoch {i} step 100 loss=0.{i}31\n" for i in range(4))
TRACEBACK = LOG + bs.SAMPLE.read_text(encoding="utf-8")
CONCURRENCY = (1, 8, 32)


def report_body(tag: str, n: int) -> bytes:
    return json.dumps({"entry": ENTRY, "remedy": REMEDY, "outcome": ("fixed", "not_fixed", "other_error")[n % 3],
                       "reporter": f"bench-{tag}-{n:012d}"}).encode()


def _post(path: str, body: bytes) -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
            .encode() + body)


class Bench:
    def __init__(self, tmp: Path, seconds: float, max_requests: int) -> None:
        self.tmp, self.seconds, self.max_requests = tmp, seconds, max_requests
        self.use_wrk = shutil.which("wrk") is not None
        (tmp / "report.lua").write_text(
            "local n = 0\nlocal tag = tostring({}):sub(8)\n"
            "request = function()\n  n = n + 1\n"
            f'  local body = string.format(\'{{"entry":"{ENTRY}","remedy":"{REMEDY}","outcome":"fixed",'
            '"reporter":"bench-%s-%012d"}\', tag, n)\n'
            '  return wrk.format("POST", "/api/v1/reports", {["Content-Type"] = "application/json"}, body)\nend\n')
        (tmp / "lookup.json").write_text(json.dumps({"text": TRACEBACK}))
        (tmp / "same.lua").write_text(
            f'local f = io.open("{tmp / "lookup.json"}", "rb")\nwrk.method = "POST"\n'
            'wrk.headers["Content-Type"] = "application/json"\nwrk.body = f:read("*all")\nf:close()\n')
        (tmp / "escaped.txt").write_text(json.dumps(TRACEBACK)[1:-1])
        (tmp / "distinct.lua").write_text(
            f'local f = io.open("{tmp / "escaped.txt"}", "rb")\nlocal text = f:read("*all")\nf:close()\n'
            'local n = 0\nlocal tag = tostring({}):sub(8)\n'
            'request = function()\n  n = n + 1\n'
            '  local body = \'{"text": "# bench \' .. tag .. " " .. n .. \'\\\\n\' .. text .. \'"}\'\n'
            '  return wrk.format("POST", "/api/v1/lookup", {["Content-Type"] = "application/json"}, body)\nend\n')

    def run(self, server: bs.Server, script: str, make: Any, conns: int) -> dict[str, Any]:
        if self.use_wrk:
            return bs.wrk(server.url + ("/api/v1/reports" if script == "report.lua" else "/api/v1/lookup"), conns,
                          self.seconds, str(self.tmp / script))
        return asyncio.run(_bounded_load(server.port, conns, self.seconds, self.max_requests, make))


async def _bounded_load(port: int, conns: int, seconds: float, max_requests: int, make: Any) -> dict[str, Any]:
    """The asyncio client of bench_server, stopped at ``max_requests`` as well as at ``seconds``."""
    sent = 0

    def counted(i: int, n: int) -> bytes:
        nonlocal sent
        sent += 1
        return make(i, n)

    task = asyncio.ensure_future(bs._py_load("127.0.0.1", port, conns, seconds, counted, ["127.0.0.1"]))
    while not task.done():
        await asyncio.sleep(0.05)
        if sent >= max_requests:
            task.cancel()
            break
    try:
        return await task
    except asyncio.CancelledError:
        return {"rps": float("nan"), "p50": float("nan"), "p99": float("nan"), "errors": 0, "requests": sent}


def measure(backend: str, url: str, workers: int, bench: Bench) -> dict[str, dict[str, Any]]:
    extra = ["--workers", str(workers), "--database-url", url, "--report-rate", "0", "--report-client-rate", "0",
             "--client-concurrency", "0", "--client-cpu-rate", "0"]
    server = bs.Server(ROOT / "src", extra, {})
    out: dict[str, dict[str, Any]] = {}
    try:
        server.wait()
        urllib.request.urlopen(urllib.request.Request(server.url + "/api/v1/reports", report_body("warm", 0),
                                                      {"content-type": "application/json"}), timeout=30).read()
        for c in CONCURRENCY:
            out[f"report writes c={c}"] = bench.run(server, "report.lua", lambda i, n, c=c: _post(
                "/api/v1/reports", report_body(f"{c}x{i}", n)), c)
        for c in CONCURRENCY:
            out[f"lookups (same) c={c}"] = bench.run(server, "same.lua", lambda i, n: _post(
                "/api/v1/lookup", json.dumps({"text": TRACEBACK}).encode()), c)
        for c in CONCURRENCY:
            out[f"lookups (distinct) c={c}"] = bench.run(server, "distinct.lua", lambda i, n: _post(
                "/api/v1/lookup", json.dumps({"text": f"# bench {i} {n}\n" + TRACEBACK}).encode()), c)
        with urllib.request.urlopen(server.url + f"/api/v1/entries/{ENTRY}/reports", timeout=30) as r:
            out["stored"] = {"rows": json.loads(r.read())["remedies"][REMEDY]["reporters"]}
    finally:
        server.stop()
    return out


def cell(r: dict[str, Any]) -> str:
    if "rows" in r:
        return f"{r['rows']} rows"
    return f"{r['rps']:8.0f}/s  p50 {r['p50']:6.2f}  p99 {r['p99']:7.2f}  err {r['errors']}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--max-requests", type=int, default=200_000, help="per run, for the asyncio client")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--backends", default="sqlite,postgresql")
    args = ap.parse_args()
    results: dict[str, dict[str, dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="kf-bench-reports-") as t:
        tmp = Path(t)
        bench = Bench(tmp, args.seconds, args.max_requests)
        for backend in args.backends.split(","):
            pg = Path(tempfile.mkdtemp(prefix="kf-bench-pg-"))  # directly under /tmp: the postgres user must reach it
            if backend == "sqlite":
                url = f"sqlite:///{tmp / 'reports.sqlite3'}"
            elif backend == "postgresql":
                url = subprocess.run([str(ROOT / "scripts" / "postgres"), "start", str(pg)], check=True,
                                     capture_output=True, text=True).stdout.strip().splitlines()[-1]
            else:
                raise SystemExit(f"unknown backend {backend!r} (sqlite, postgresql)")
            try:
                t0 = time.monotonic()
                results[backend] = measure(backend, url, args.workers, bench)
                print(f"# {backend}: measured in {time.monotonic() - t0:.0f} s", file=sys.stderr)
            finally:
                if backend == "postgresql":
                    subprocess.run([str(ROOT / "scripts" / "postgres"), "stop", str(pg)], check=False)
                shutil.rmtree(pg, ignore_errors=True)
    client = "wrk" if bench.use_wrk else "asyncio client"
    print(f"loopback, {args.workers} server processes, {args.seconds:g} s per run, load from {client} "
          f"(requests/s answered 2xx · latency ms)")
    names = list(next(iter(results.values())))
    width = max(len(n) for n in names)
    print(" " * width + "  " + "  ".join(f"{b:<48}" for b in results))
    for n in names:
        print(f"{n:<{width}}  " + "  ".join(f"{cell(results[b][n]):<48}" for b in results))


if __name__ == "__main__":
    main()
