"""The web server under load and under attack, on loopback: throughput, latency, and what attacks cost others (issue 11).

Run::

    .venv/bin/python benchmarks/bench_server.py                                  # this checkout
    .venv/bin/python benchmarks/bench_server.py --src /tmp/kf-before/src --src src   # side by side
    .venv/bin/python benchmarks/bench_server.py --seconds 3 --only lookups,pages

For each ``--src`` (a ``src/`` folder to import knownfix from; the KB is the
``kb/`` beside it, compiled by that tree's own code) the script starts ``knownfix
serve`` on a free loopback port (with ``--workers`` where the tree has it, else the
old single process), waits until it answers, and measures with ``wrk`` when it is
installed (Debian package ``wrk``; the suite never needs it), else with a small
asyncio client (slower: it shares the machine's cores with the server, so its
figures are lower). It prints one column per tree:

* ``lookups``: POST /api/v1/lookup of examples/sample-traceback.txt at concurrency
  1, 8 and 32 (requests/s, p50, p99): the same paste every time, so a server with a
  result cache answers from it; then *distinct* pastes (a unique first line each) at
  concurrency 8, which always need a lookup (per-client limits off for this run,
  since the load comes from one address);
* ``pages``: GET of an entry page at concurrency 32;
* ``attack``: legitimate lookups (the same client as above) at concurrency 8 with 0
  and with 4 attack requests in flight. An attack request is the most expensive
  input that is still valid: a ~900 KB paste of traceback frames (about 0.1 s of
  engine CPU each), each one distinct so that no cache can answer it, sent
  back-to-back by 4 connections from another loopback address (127.0.0.2), ignoring
  Retry-After. The attack runs 5 s before the measurement under it (a sustained
  attack, not its first burst); three rounds, each compared with the mean of the
  windows without attack just before and after it (the machine's other load
  drifts). Printed: the median windows without and with the attack, the share of
  legitimate throughput kept (median of the rounds, and each round), and how the
  attack requests were answered;
* ``slowloris``: 3,000 connections from 60 loopback addresses that send a request's
  headers one byte a second; printed: entry-page GETs/s while they are open, and how
  many of them the server has closed after 15 s.

An extra ``PYTHONPATH`` is kept after the tree's ``src/`` (e.g. a folder with httptools,
which uvicorn then uses: ``pip install --target DIR httptools``).

Figures depend on what else runs on the machine: run it when the machine is quiet,
and compare columns of one run rather than runs of different moments.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
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
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "examples" / "sample-traceback.txt"
ATTACK_FRAME = '  File "/srv/app/handlers/x.py", line 1, in f\n    x = 1\n'
ATTACK_TAIL = "\nModuleNotFoundError: No module named 'fancyjson'\n"
ATTACK_CHARS = 900_000
#: Seconds the attack runs before legitimate throughput is measured under it; rounds of the measurement.
ATTACK_RAMP_S = 5.0
ATTACK_ROUNDS = 3


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# --- the server under test ---------------------------------------------------------------------
class Server:
    def __init__(self, src: Path, extra: list[str], env: dict[str, str]) -> None:
        self.src = src
        self.port = free_port()
        kb = src.resolve().parent / "kb"
        cache = Path(tempfile.gettempdir()) / "kf-bench-cache" / hashlib.sha1(str(src.resolve()).encode()).hexdigest()[:10]
        path = os.pathsep.join([str(src), *filter(None, [os.environ.get("PYTHONPATH")])])  # e.g. + httptools
        self.env = dict(os.environ, PYTHONPATH=path, KNOWNFIX_CACHE_DIR=str(cache), **env)
        boot = ["-c", "from knownfix.cli import app; app()"]
        helptext = subprocess.run([sys.executable, *boot, "serve", "--help"], env=self.env, capture_output=True,
                                  text=True, check=False).stdout
        self.has_workers = "--workers" in helptext
        cmd = [sys.executable, *boot, "serve", "--kb", str(kb), "--port", str(self.port)]
        self.proc = subprocess.Popen(cmd + (extra if self.has_workers else []), env=self.env, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, start_new_session=True)
        self.url = f"http://127.0.0.1:{self.port}"

    def wait(self, timeout: float = 300) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.proc.stdout.read()[-2000:] if self.proc.stdout else ''}")
            try:
                with urllib.request.urlopen(self.url + "/api/v1/entries", timeout=5) as r:
                    if r.status == 200:
                        ids = [e["id"] for e in json.loads(r.read())["entries"]]
                        self.entry = ids[0]
                        break
            except OSError:
                time.sleep(0.5)
        else:
            raise RuntimeError("server did not answer")
        for _ in range(3):  # warm up: the first lookups start workers, the first GETs render pages
            self.lookup_once(SAMPLE.read_text(encoding="utf-8"))
            urllib.request.urlopen(f"{self.url}/entries/{self.entry}/", timeout=30).read()
        time.sleep(3 if self.has_workers else 0.5)  # let pre-rendering finish

    def lookup_once(self, text: str) -> int:
        req = urllib.request.Request(self.url + "/api/v1/lookup", data=json.dumps({"text": text}).encode(),
                                     headers={"content-type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status
        except urllib.error.HTTPError as e:
            return e.code

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()


# --- load generation -----------------------------------------------------------------------------
_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def _ms(text: str) -> float:
    m = re.match(r"([\d.]+)(us|ms|s|m)", text.strip())
    return float(m.group(1)) * _UNITS[m.group(2)] if m else float("nan")


def wrk(url: str, conns: int, seconds: float, script: str | None = None) -> dict[str, Any]:
    threads = max(1, min(2, conns))
    cmd = ["wrk", "--latency", f"-t{threads}", f"-c{conns}", f"-d{seconds:g}s", "--timeout", "30s"]
    if script:
        cmd += ["-s", script]
    out = subprocess.run([*cmd, url], capture_output=True, text=True, check=False).stdout
    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    total = re.search(r"(\d+) requests in", out)
    pct = dict(re.findall(r"^\s+(50|99)%\s+(\S+)", out, re.MULTILINE))
    return {"rps": float(rps.group(1)) if rps else 0.0, "p50": _ms(pct.get("50", "nan")), "p99": _ms(pct.get("99", "nan")),
            "errors": int(non2xx.group(1)) if non2xx else 0, "requests": int(total.group(1)) if total else 0}


async def _py_load(host: str, port: int, conns: int, seconds: float, make: Any, sources: list[str]) -> dict[str, Any]:
    lat: list[float] = []
    errors = 0
    stop = time.monotonic() + seconds

    async def one(i: int) -> None:
        nonlocal errors
        reader, writer = await asyncio.open_connection(host, port, local_addr=(sources[i % len(sources)], 0))
        n = 0
        while time.monotonic() < stop:
            n += 1
            t0 = time.perf_counter()
            writer.write(make(i, n))
            head = await reader.readuntil(b"\r\n\r\n")
            length = int(re.search(rb"(?i)content-length:\s*(\d+)", head).group(1))  # type: ignore[union-attr]
            await reader.readexactly(length)
            lat.append((time.perf_counter() - t0) * 1000)
            if not head.startswith(b"HTTP/1.1 2"):
                errors += 1
            if re.search(rb"(?i)connection:\s*close", head):
                writer.close()
                reader, writer = await asyncio.open_connection(host, port, local_addr=(sources[i % len(sources)], 0))
        writer.close()

    t0 = time.monotonic()
    await asyncio.gather(*(one(i) for i in range(conns)))
    took = time.monotonic() - t0
    lat.sort()
    pick = (lambda q: lat[min(len(lat) - 1, int(q * len(lat)))]) if lat else (lambda q: float("nan"))
    return {"rps": len(lat) / took, "p50": pick(0.5), "p99": pick(0.99), "errors": errors, "requests": len(lat)}


def _post(body: bytes) -> bytes:
    return (b"POST /api/v1/lookup HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: "
            + str(len(body)).encode() + b"\r\n\r\n" + body)


def sample_body(i: int = 0, n: int = 0, distinct: bool = False) -> bytes:
    text = SAMPLE.read_text(encoding="utf-8")
    if distinct:
        text = f"# bench {os.getpid()} {i} {n}\n" + text
    return json.dumps({"text": text}).encode()


class Load:
    """Legitimate load: wrk when installed, else the asyncio client."""

    def __init__(self, server: Server, tmp: Path) -> None:
        self.server = server
        self.use_wrk = shutil.which("wrk") is not None
        self.tmp = tmp
        (tmp / "lookup.json").write_bytes(sample_body())
        (tmp / "same.lua").write_text(
            f'local f = io.open("{tmp / "lookup.json"}", "rb")\nwrk.method = "POST"\n'
            'wrk.headers["Content-Type"] = "application/json"\nwrk.body = f:read("*all")\nf:close()\n')
        escaped = json.dumps(SAMPLE.read_text(encoding="utf-8"))[1:-1]
        (tmp / "escaped.txt").write_text(escaped)
        (tmp / "distinct.lua").write_text(
            f'local f = io.open("{tmp / "escaped.txt"}", "rb")\nlocal text = f:read("*all")\nf:close()\n'
            'local n = 0\nlocal tag = tostring({}):sub(8)\n'
            'request = function()\n  n = n + 1\n'
            '  local body = \'{"text": "# bench \' .. tag .. " " .. n .. \'\\\\n\' .. text .. \'"}\'\n'
            '  return wrk.format("POST", "/api/v1/lookup", {["Content-Type"] = "application/json"}, body)\nend\n')

    def lookups(self, conns: int, seconds: float, distinct: bool = False) -> dict[str, Any]:
        if self.use_wrk:
            return wrk(self.server.url + "/api/v1/lookup", conns, seconds,
                       str(self.tmp / ("distinct.lua" if distinct else "same.lua")))
        return asyncio.run(_py_load("127.0.0.1", self.server.port, conns, seconds,
                                    lambda i, n: _post(sample_body(i, n, distinct)), ["127.0.0.1"]))

    def page(self, conns: int, seconds: float) -> dict[str, Any]:
        path = f"/entries/{self.server.entry}/"
        if self.use_wrk:
            return wrk(self.server.url + path, conns, seconds)
        req = f"GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n".encode()
        return asyncio.run(_py_load("127.0.0.1", self.server.port, conns, seconds, lambda i, n: req, ["127.0.0.1"]))


# --- attackers (child processes, so that they do not share this process's GIL) -----------------------
def attack_child(port: int, conns: int, seconds: float, source: str) -> dict[str, Any]:
    statuses: dict[str, int] = {}
    unit = ATTACK_FRAME * (ATTACK_CHARS // len(ATTACK_FRAME) + 1)
    escaped = json.dumps(unit[:ATTACK_CHARS] + ATTACK_TAIL)[1:].encode()  # the JSON string, less its opening quote

    async def one(i: int) -> None:
        stop = time.monotonic() + seconds
        n = 0
        reader = writer = None
        while time.monotonic() < stop:
            n += 1
            # distinct (never cached), built without re-encoding 900 KB (the attacker's CPU is the server's too here)
            body = f'{{"text": "# attack {os.getpid()} {i} {n}\\n'.encode() + escaped + b"}"
            try:
                if writer is None:
                    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
                writer.write(_post(body))
                head = await reader.readuntil(b"\r\n\r\n")  # type: ignore[union-attr]
                length = int(re.search(rb"(?i)content-length:\s*(\d+)", head).group(1))  # type: ignore[union-attr]
                await reader.readexactly(length)  # type: ignore[union-attr]
                code = head[9:12].decode()
                statuses[code] = statuses.get(code, 0) + 1
                if re.search(rb"(?i)connection:\s*close", head):
                    writer.close()
                    writer = None
            except (OSError, asyncio.IncompleteReadError):
                statuses["reset"] = statuses.get("reset", 0) + 1
                writer = None

    async def main() -> None:
        await asyncio.gather(*(one(i) for i in range(conns)))

    asyncio.run(main())
    return statuses


def slowloris_child(port: int, conns: int, seconds: float, first: int, addresses: int) -> dict[str, Any]:
    closed = 0
    refused = 0

    async def one(i: int) -> None:
        nonlocal closed, refused
        source = f"127.0.0.{first + i % addresses}"
        stop = time.monotonic() + seconds
        while time.monotonic() < stop:
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
            except OSError:
                refused += 1
                await asyncio.sleep(1)
                continue
            try:
                writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
                while time.monotonic() < stop:
                    writer.write(b"X")  # one byte of a header that never ends
                    await writer.drain()
                    try:
                        got = await asyncio.wait_for(reader.read(1), 1.0)
                    except TimeoutError:
                        continue
                    closed += 1  # the server answered (408) or closed the connection: it cut us off
                    del got
                    break
            except OSError:
                closed += 1
            finally:
                writer.close()

    async def main() -> None:
        await asyncio.gather(*(one(i) for i in range(conns)))

    asyncio.run(main())
    return {"closed_by_server": closed, "refused": refused}


def _child(kind: str, *args: Any) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, __file__, "--child", json.dumps([kind, *args])], stdout=subprocess.PIPE,
                            text=True)


def _child_result(proc: subprocess.Popen[str], timeout: float) -> dict[str, Any]:
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
    try:
        return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]
    except (IndexError, json.JSONDecodeError):
        return {}


# --- the runs ---------------------------------------------------------------------------------------
def run_tree(src: Path, seconds: float, only: set[str], rounds: int = ATTACK_ROUNDS) -> dict[str, Any]:
    res: dict[str, Any] = {}
    tmp = Path(tempfile.mkdtemp(prefix="kf-bench-"))
    server = Server(src, ["--workers", str(len(os.sched_getaffinity(0)))], {})
    try:
        server.wait()
        load = Load(server, tmp)
        res["server"] = f"{'workers' if server.has_workers else 'one process'}, {'wrk' if load.use_wrk else 'asyncio client'}"
        if "lookups" in only:
            for c in (1, 8, 32):
                res[f"lookup c={c}"] = load.lookups(c, seconds)
        if "pages" in only:
            res["entry page c=32"] = load.page(32, seconds)
        if "attack" in only:
            # rounds of: baseline, attack (after its ramp), baseline; the ratio of each round is the attack window
            # against the mean of the windows around it, so that drift in the machine's other load cancels out
            base = [load.lookups(8, seconds)]
            hits, ratios, answers = [], [], {}
            for _ in range(rounds):
                attacker = _child("attack", server.port, 4, ATTACK_RAMP_S + seconds + 1, "127.0.0.2")
                time.sleep(ATTACK_RAMP_S)  # the attacker's saved-up share is spent: measure the steady state
                hits.append(load.lookups(8, seconds))
                for code, n in _child_result(attacker, seconds + 120).items():
                    answers[code] = answers.get(code, 0) + n
                time.sleep(1)
                base.append(load.lookups(8, seconds))
                ratios.append(hits[-1]["rps"] / max(1e-9, (base[-2]["rps"] + base[-1]["rps"]) / 2))
            res["legit c=8, no attack"] = _median(base)
            res["legit c=8, 4 attacks"] = _median(hits)
            res["attack answers"] = answers
            res["kept under attack"] = f"{sorted(ratios)[len(ratios) // 2]:.0%} (median of rounds: " + \
                ", ".join(f"{r:.0%}" for r in ratios) + ")"
        if "slowloris" in only:
            loris = _child("slowloris", server.port, 3000, 15.0, 3, 60)
            time.sleep(4)
            res["entry page c=32, 3000 slow conns"] = load.page(32, min(seconds, 8))
            res["slow conns"] = _child_result(loris, 120)
    finally:
        server.stop()
    if "lookups" in only and server.has_workers:  # distinct pastes: per-client limits off (the load is one address)
        server = Server(src, ["--workers", str(len(os.sched_getaffinity(0))), "--client-cpu-rate", "0",
                              "--client-concurrency", "0"], {})
        try:
            server.wait()
            res["distinct lookups c=8"] = Load(server, tmp).lookups(8, seconds, distinct=True)
        finally:
            server.stop()
    elif "lookups" in only:
        server = Server(src, [], {})
        try:
            server.wait()
            res["distinct lookups c=8"] = Load(server, tmp).lookups(8, seconds, distinct=True)
        finally:
            server.stop()
    shutil.rmtree(tmp, ignore_errors=True)
    return res


def _median(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The run with the median throughput."""
    return sorted(runs, key=lambda r: r["rps"])[len(runs) // 2]


def _cell(v: Any) -> str:
    if isinstance(v, dict) and "rps" in v:
        err = f" ({v['errors']} non-2xx)" if v.get("errors") else ""
        return f"{v['rps']:8.0f}/s p50 {v['p50']:6.1f} ms p99 {v['p99']:7.1f} ms{err}"
    if isinstance(v, dict):
        return ", ".join(f"{k}: {n}" for k, n in sorted(v.items())) or "-"
    return str(v)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--src", action="append", help="src/ folder of a tree to serve (repeatable; default: this checkout)")
    ap.add_argument("--seconds", type=float, default=5.0, help="length of each measurement")
    ap.add_argument("--only", default="lookups,pages,attack,slowloris", help="comma-separated: lookups,pages,attack,slowloris")
    ap.add_argument("--rounds", type=int, default=ATTACK_ROUNDS, help="rounds of the attack measurement")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        kind, *rest = json.loads(args.child)
        print(json.dumps(attack_child(*rest) if kind == "attack" else slowloris_child(*rest)))
        return
    srcs = [Path(s).resolve() for s in (args.src or [str(ROOT / "src")])]
    only = set(args.only.split(","))
    cols = [run_tree(s, args.seconds, only, args.rounds) for s in srcs]
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the end")
    for i, s in enumerate(srcs):
        print(f"[{i + 1}] {s}: {cols[i].get('server', '?')}")
    rows = [k for k in cols[0] if k != "server"]
    for c in cols[1:]:
        rows += [k for k in c if k not in rows and k != "server"]
    width = max(len(r) for r in rows)
    for r in rows:
        print(f"{r:<{width}}  " + "  |  ".join(f"[{i + 1}] {_cell(c.get(r, '-'))}" for i, c in enumerate(cols)))


if __name__ == "__main__":
    main()
