"""The built wheel, installed into a fresh virtualenv outside the checkout, answers from its own artifact.

One module-scoped venv: the wheel is built from an sdist (so the sdist is proven to
carry what the wheel's build step compiles), installed with the ``web`` and ``mcp``
extras, and every command below runs from a folder that is not the checkout, with a
cache folder of its own and no ``$KNOWNFIX_KB``.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from knownfix.kb import load_kb

ROOT = Path(__file__).resolve().parents[1]
SEED = "pytorch/backward-through-graph-a-second-time"
MSG = ("RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they "
       "have already been freed). Saved intermediate values of the graph are freed when you call .backward() or "
       "autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you "
       "need to access saved tensors after calling backward.")

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    base = tmp_path_factory.mktemp("wheel")
    dist = base / "dist"
    # nothing of this process's environment that could make the checkout importable leaks into the build or the venv
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "KNOWNFIX_KB", "VIRTUAL_ENV")}
    # the wheel's build step may reuse the checkout's compiled inventory (same content hash), as any build can
    clean["KNOWNFIX_INVENTORY_CACHE"] = str(ROOT / ".inventory-cache" / "compiled")
    subprocess.run([sys.executable, "-m", "build", "--sdist", "-o", str(dist), str(ROOT)],
                   check=True, capture_output=True, text=True, timeout=600, env=clean)
    sdist = next(dist.glob("knownfix-*.tar.gz"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(sdist)],
                   check=True, capture_output=True, text=True, timeout=1200, env=clean)
    wheel = next(dist.glob("knownfix-*.whl"))
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300, env=clean)
    py = venv / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", f"{wheel}[web,mcp]"],
                   check=True, capture_output=True, text=True, timeout=900, env=clean)
    work = base / "elsewhere"
    work.mkdir()
    env = {"PATH": f"{venv / 'bin'}:/usr/bin:/bin", "HOME": str(base / "home"), "KNOWNFIX_CACHE_DIR": str(base / "cache")}
    return {"bin": venv / "bin" / "knownfix", "py": py, "cwd": work, "env": env, "venv": venv}


def _run(inst: dict[str, object], *args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(inst["bin"]), *args], check=False, cwd=inst["cwd"], env=inst["env"],  # type: ignore[arg-type]
                          input=input, capture_output=True, text=True, timeout=300)


def test_the_wheel_looks_up_every_wording_of_the_seed_entry(installed: dict[str, object]) -> None:
    seed = load_kb(ROOT / "kb").get(SEED)
    assert seed is not None
    for sig in seed.signatures:
        r = _run(installed, "lookup", "--json", sig.example)
        assert r.returncode == 0, (sig.id, r.stderr)
        top = json.loads(r.stdout)[0]
        assert top["id"] == SEED, (sig.id, top)
        assert r.stderr == ""  # the shipped artifact is used as it is: nothing compiled, nothing to say


def test_the_wheel_shows_measured_figures_in_both_languages(installed: dict[str, object]) -> None:
    r = _run(installed, "show", SEED, "--format", "json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["id"] == SEED and doc["figures"]["measured"] is True
    assert doc["figures"]["evidence_count"] > 0 and doc["figures"]["freshness"] == "fresh"
    zh = _run(installed, "show", SEED, "--format", "md", "--lang", "zh")
    assert zh.returncode == 0 and "反向传播" in zh.stdout
    en = _run(installed, "show", SEED, "--format", "html")
    assert en.returncode == 0 and "<html" in en.stdout


def test_the_wheel_python_api_and_hook(installed: dict[str, object]) -> None:
    code = (
        "import knownfix, sys\n"
        f"m = knownfix.lookup({MSG!r})\n"
        "print(m[0].id)\n"
        "import knownfix.hook\n"
        f"print(knownfix.hook.note_for({MSG!r}).splitlines()[0])\n"
    )
    r = subprocess.run([str(installed["py"]), "-c", code], check=False, cwd=installed["cwd"], env=installed["env"],  # type: ignore[arg-type]
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == SEED and lines[1].startswith(f"knownfix: {SEED}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_wheel_serves_the_site_and_api(installed: dict[str, object]) -> None:
    port = _free_port()
    proc = subprocess.Popen([str(installed["bin"]), "serve", "--port", str(port)], cwd=installed["cwd"],  # type: ignore[arg-type]
                            env=installed["env"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        body = None
        deadline = time.monotonic() + 180  # workers load the artifact and warm up first: > 60 s on a loaded machine
        while time.monotonic() < deadline:
            try:
                req = urllib.request.Request(
                    f"http://127.0.0.1:{port}/api/v1/lookup",
                    data=json.dumps({"text": MSG}).encode(),
                    headers={"Content-Type": "application/json"},
                )
                with urllib.request.urlopen(req, timeout=10) as resp:
                    body = json.loads(resp.read())
                break
            except OSError:
                if proc.poll() is not None:
                    break
                time.sleep(0.3)
        assert body is not None, "server did not answer"
        assert body["matches"][0]["id"] == SEED
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/entries/{SEED}/", timeout=10) as resp:
            assert resp.status == 200 and SEED.encode() in resp.read()
    finally:
        proc.terminate()
        proc.communicate(timeout=30)  # also closes the pipes


def test_the_wheel_stores_outcome_reports_in_the_users_data_dir(installed: dict[str, object]) -> None:
    # the Alembic migrations ship in the wheel; the store and the token go where the platform puts user data
    home = Path(str(installed["env"]["HOME"]))  # type: ignore[index]
    remedy = "detach-carried-state"
    first = _run(installed, "report", SEED, remedy, "not_fixed", "--note", "tried it")
    again = _run(installed, "report", SEED, remedy, "fixed")
    assert first.returncode == 0 and again.returncode == 0, first.stderr + again.stderr
    assert first.stdout.split()[1] == again.stdout.split()[1]  # one report per reporter and remedy: the latest
    assert (home / ".local" / "share" / "knownfix" / "reports.sqlite3").is_file()
    assert (home / ".config" / "knownfix" / "reporter-token").is_file()
    shown = _run(installed, "reports", "show", SEED)
    assert shown.returncode == 0 and json.loads(shown.stdout)["remedies"][remedy]["fixed"] == 1
    exported = _run(installed, "reports", "export")
    assert exported.returncode == 0 and json.loads(exported.stdout)["entries"][SEED][remedy]["reporters"] == 1


def test_the_wheel_mcp_server_answers_a_real_client(installed: dict[str, object]) -> None:
    mcp = pytest.importorskip("mcp")
    import anyio
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=str(installed["bin"]), args=["mcp"], cwd=str(installed["cwd"]),
                                   env=installed["env"])  # type: ignore[arg-type]

    async def go(errlog: object) -> dict[str, object]:
        async with stdio_client(params, errlog=errlog) as (read, write), mcp.ClientSession(read, write) as session:  # type: ignore[arg-type]
            await session.initialize()
            res = await session.call_tool("lookup_error", {"text": MSG})
            return json.loads(res.content[0].text)  # type: ignore[no-any-return, union-attr]

    with open(os.devnull, "w") as errlog:
        data = anyio.run(go, errlog)
    assert data["matches"][0]["id"] == SEED  # type: ignore[index]


def test_no_knowledge_base_is_an_error_not_an_answer(installed: dict[str, object], tmp_path: Path) -> None:
    """Without the shipped artifact every read path says what it looked for, with exit code 4."""
    site = next(Path(str(installed["venv"])).glob("lib/python*/site-packages/knownfix"))
    artifact = site / "data" / "knownfix.kfa"
    moved = tmp_path / "knownfix.kfa"
    shutil.move(artifact, moved)
    try:
        expected = (f"error: no knowledge base: this installation carries no artifact (looked for {artifact}); "
                    "reinstall knownfix, or give a KB with --kb / $KNOWNFIX_KB")
        for args in (["lookup", "KeyError: 'x'"], ["show", SEED], ["mcp"]):
            r = _run(installed, *args)
            assert (r.returncode, r.stdout, r.stderr.strip()) == (4, "", expected), args
        # an empty KB folder and an unreadable artifact file
        (tmp_path / "empty").mkdir()
        r = _run(installed, "lookup", "--kb", str(tmp_path / "empty"), "KeyError: 'x'")
        assert (r.returncode, r.stderr.strip()) == (
            4, f"error: no entries loaded from {tmp_path / 'empty'} (run `knownfix check {tmp_path / 'empty'}`)")
        (tmp_path / "junk.kfa").write_text("not a knowledge base")
        r = _run(installed, "lookup", "--kb", str(tmp_path / "junk.kfa"), "KeyError: 'x'")
        assert (r.returncode, r.stderr.strip()) == (
            4, f"error: cannot read the knowledge-base artifact {tmp_path / 'junk.kfa'}: file is not a database")
        # the artifact given explicitly works again
        r = _run(installed, "lookup", "--kb", str(moved), "--json", MSG)
        assert r.returncode == 0 and json.loads(r.stdout)[0]["id"] == SEED
    finally:
        shutil.move(moved, artifact)
