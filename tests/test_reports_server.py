"""A real `knownfix serve` with a report store, on both backends: kill -9 mid-burst loses no acknowledged
report; `knownfix report --server` talks to it; an export folded into the artifact shows on the static site."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from knownfix.reports.store import open_store

ROOT = Path(__file__).resolve().parents[1]
KB = ROOT / "tests" / "fixtures" / "web" / "kb"
ENTRY, REMEDIES = "python/module-missing", ["pip-install-same-python", "edit-sys-path"]
KNOWNFIX = [sys.executable, "-c", "from knownfix.cli import app; app()"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(database_url: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    cmd = KNOWNFIX + ["serve", "--kb", str(KB), "--port", str(port), "--workers", "1", "--no-prerender",
                      "--lookup-workers", "1", "--database-url", database_url, "--report-rate", "0", "--report-client-rate", "0"]
    # its own session: SIGKILL to the group takes uvicorn's worker process down with it
    log = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 - closed when the process is (see stop)
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                            env={**os.environ, **(env or {})}, start_new_session=True)
    proc.log = log  # type: ignore[attr-defined]
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"serve exited with {proc.returncode}: {log.read()}")
        try:
            with urllib.request.urlopen(base + "/api/v1/stats", timeout=2):
                return proc, base
        except OSError:
            time.sleep(0.2)
    stop(proc, signal.SIGKILL)
    raise RuntimeError("serve did not answer within 90 s")


def stop(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> None:
    """Send ``sig`` to the server's process group and wait for it."""
    try:
        os.killpg(proc.pid, sig)
    except ProcessLookupError:
        pass
    proc.wait(timeout=30)
    proc.log.close()  # type: ignore[attr-defined]


def knownfix(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(KNOWNFIX + list(args), capture_output=True, text=True, cwd=ROOT, env={**os.environ, **(env or {})},
                          timeout=300, check=False)


def post(base: str, payload: dict) -> tuple[int, dict]:
    req = urllib.request.Request(base + "/api/v1/reports", json.dumps(payload).encode(),
                                 {"content-type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def test_kill_9_mid_burst_loses_no_acknowledged_report(database_url: str) -> None:
    proc, base = start_server(database_url)
    acked: dict[int, tuple[str, str, str]] = {}
    lock = threading.Lock()
    halt = threading.Event()

    def burst(t: int) -> None:
        i = 0
        while not halt.is_set():
            reporter, remedy = f"reporter-{t:02d}-{i:010d}", REMEDIES[i % 2]
            outcome = ("fixed", "not_fixed", "other_error")[i % 3]
            try:
                status, doc = post(base, {"entry": ENTRY, "remedy": remedy, "outcome": outcome, "reporter": reporter})
            except OSError:  # the server is gone
                return
            if status == 201:
                with lock:
                    acked[doc["id"]] = (reporter, remedy, outcome)
            i += 1

    threads = [threading.Thread(target=burst, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 60
    while len(acked) < 300 and time.monotonic() < deadline:
        time.sleep(0.05)
    stop(proc, signal.SIGKILL)  # mid-burst: requests are in flight
    halt.set()
    for t in threads:
        t.join(timeout=30)
    assert len(acked) >= 300, f"only {len(acked)} reports acknowledged before the kill"

    store = open_store(database_url)  # what a restarted server would read
    try:
        stored = store.ids()
        missing = set(acked) - stored
        assert not missing, f"{len(missing)} acknowledged reports lost, e.g. {sorted(missing)[:5]}"
        for rid in list(acked)[:: max(1, len(acked) // 50)]:
            got = store.get(rid)
            assert got is not None and (got.remedy, got.outcome) == acked[rid][1:]
    finally:
        store.close()
    # and a restarted server answers from the same store
    proc, base = start_server(database_url)
    try:
        with urllib.request.urlopen(base + f"/api/v1/entries/{ENTRY}/reports", timeout=10) as r:
            doc = json.loads(r.read())
        assert doc["reporters"] >= len(acked)
    finally:
        stop(proc)


def test_knownfix_report_to_a_server_and_the_local_store(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    env = {"KNOWNFIX_CONFIG_DIR": str(tmp_path / "config"), "KNOWNFIX_DATA_DIR": str(tmp_path / "data")}
    proc, base = start_server(url)
    try:
        def run(*args: str) -> subprocess.CompletedProcess[str]:
            return knownfix(*args, env=env)

        ok = run("report", ENTRY, REMEDIES[0], "fixed", "--server", base, "--version", "python=3.12.1", "--note", "ok now")
        assert ok.returncode == 0 and f"at {base}" in ok.stdout, ok.stderr
        again = run("report", ENTRY, REMEDIES[0], "not_fixed", "--server", base)
        assert again.returncode == 0 and again.stdout.split()[1] == ok.stdout.split()[1]  # same token: the same report
        token = (tmp_path / "config" / "reporter-token")
        assert token.stat().st_mode & 0o777 == 0o600 and len(token.read_text().strip()) >= 16
        refused = run("report", ENTRY, "nope", "fixed", "--server", base)
        assert refused.returncode == 1 and "HTTP 422" in refused.stderr and "nope" in refused.stderr
        gone = run("report", ENTRY, REMEDIES[0], "fixed", "--server", "http://127.0.0.1:9")
        assert gone.returncode == 3 and "cannot reach" in gone.stderr
        assert run("report", ENTRY, REMEDIES[0], "maybe").returncode == 2
        assert run("report", ENTRY, REMEDIES[0], "fixed", "--version", "torch").returncode == 2
        local = run("report", ENTRY, REMEDIES[1], "fixed", "--kb", str(KB))
        assert local.returncode == 0 and "reports.sqlite3" in local.stdout, local.stderr
        unknown = run("report", "python/nope", REMEDIES[1], "fixed", "--kb", str(KB))
        assert unknown.returncode == 1 and "no entry" in unknown.stderr.lower()
    finally:
        stop(proc)
    store = open_store(url)
    assert store.counts(ENTRY) == {REMEDIES[0]: {"not_fixed": 1}}
    store.close()


def test_an_export_folded_into_the_artifact_shows_on_the_static_site(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'r.sqlite3'}"
    from knownfix.reports.model import ReportIn

    store = open_store(url)
    outcomes = ["fixed"] * 4 + ["not_fixed", "other_error"]
    store.write([ReportIn(entry=ENTRY, remedy=REMEDIES[0], outcome=o, reporter=f"reporter-{i:012d}", note="secret note")
                 for i, o in enumerate(outcomes)])
    store.close()
    run = knownfix
    exported = run("reports", "export", "--database-url", url, "-o", str(tmp_path / "export.json"))
    assert exported.returncode == 0, exported.stderr
    text = (tmp_path / "export.json").read_text()
    doc = json.loads(text)
    assert doc["entries"][ENTRY][REMEDIES[0]] == {"fixed": 4, "not_fixed": 1, "other_error": 1, "reporters": 6}
    assert "secret note" not in text and "reporter-" not in text  # counts only: no notes, no tokens
    built = run("build", str(KB), "-o", str(tmp_path / "kb.kfa"), "--reports", str(tmp_path / "export.json"))
    assert built.returncode == 0, built.stderr
    site = run("build-site", str(tmp_path / "site"), "--kb", str(tmp_path / "kb.kfa"))
    assert site.returncode == 0, site.stderr
    page = (tmp_path / "site" / "entries" / ENTRY / "index.html").read_text()
    assert "fixed 4 · not fixed 1 · other error 1 (6 reporters)" in page
    assert "fixed the error for 67 % of 6 reporters" in page and "secret note" not in page
    shown = run("show", ENTRY, "--kb", str(tmp_path / "kb.kfa"))
    assert shown.returncode == 0 and "fixed 4 · not fixed 1" in shown.stdout
    # a broken export is one line and exit 4/2, not a traceback
    (tmp_path / "bad.json").write_text('{"format": "something-else"}')
    bad = run("build", str(KB), "-o", str(tmp_path / "x.kfa"), "--reports", str(tmp_path / "bad.json"))
    assert bad.returncode == 4 and "not a knownfix reports export" in bad.stderr and "Traceback" not in bad.stderr
    assert run("build", str(KB), "--reports", str(tmp_path / "export.json")).returncode == 2  # needs -o
    assert run("build", str(KB), "-o", str(tmp_path / "y.kfa"), "--reports", str(tmp_path / "none.json")).returncode == 2
