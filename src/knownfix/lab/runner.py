"""Running one case in a clean, limited subprocess, and classifying what it printed.

:func:`run_case` copies the entry's ``scenarios/`` folder into a fresh temporary
directory, starts ``python -s scenarios/<file>.py [--remedy ID]`` there in its own
session with a clean environment (fixed ``PYTHONHASHSEED``, no user site, one
thread per math library, no GPU), a wall-clock timeout and an address-space
limit, and measures peak RSS with ``os.wait4``. The memory limit is set by a tiny
``exec`` shim rather than ``preexec_fn``, which is not safe when the lab runs
cases from several threads.

:func:`classify` is pure: exit status, stdout, stderr and a lookup function in,
an outcome class out (the rules are in docs/method.md).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .evidence import SHARED_FOLDER, scenario_files

ERROR_TEXT_CHARS = 2000
LOOKUP_TEXT_CHARS = 20000

_SHIM = (
    "import os, resource, sys\n"
    "m = int(sys.argv[1])\n"
    "resource.setrlimit(resource.RLIMIT_AS, (m, m))\n"
    "os.execv(sys.argv[2], sys.argv[2:])\n"
)


@dataclass
class RunResult:
    returncode: int  # negative: killed by that signal
    timed_out: bool
    stdout: str
    stderr: str
    duration_s: float
    peak_rss_mb: float | None


@dataclass
class Classified:
    outcome: str
    detail: str
    error_line: str | None = None
    error_text: str | None = None
    matched_entry: str | None = None
    matched_signature: str | None = None
    matched_text: str | None = None
    match_rank: int | None = None
    check_ok: bool | None = None
    check_detail: str | None = None
    metrics: dict[str, dict] = field(default_factory=dict)


def clean_env(python: Path, home: Path) -> dict[str, str]:
    """The whole environment a case sees: nothing inherited but a minimal PATH."""
    return {
        "PATH": f"{python.parent}:/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "TMPDIR": str(home),
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "PYTHONHASHSEED": "0",
        "PYTHONNOUSERSITE": "1",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONUNBUFFERED": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "OPENBLAS_NUM_THREADS": "1",
        "CUDA_VISIBLE_DEVICES": "",
    }


def run_case(python: Path, entry_folder: Path, scenario_file: str, remedy: str | None,
             timeout_s: float, memory_mb: int) -> RunResult:
    """Run one case; never raises for anything the program does."""
    with tempfile.TemporaryDirectory(prefix="knownfix-lab-") as tmp_s:
        tmp = Path(tmp_s)
        work = tmp / "case"
        shutil.copytree(entry_folder / "scenarios", work / "scenarios",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for module in scenario_files(entry_folder, scenario_file):
            if module.parent.name == SHARED_FOLDER and not (work / "scenarios" / module.name).exists():  # an entry's own helper wins
                shutil.copy2(module, work / "scenarios" / module.name)
        home = tmp / "home"
        home.mkdir()
        argv = [sys.executable, "-S", "-c", _SHIM, str(memory_mb * 1024 * 1024),
                str(python), "-s", scenario_file] + (["--remedy", remedy] if remedy else [])
        with (tmp / "out").open("wb") as out, (tmp / "err").open("wb") as err:
            start = time.monotonic()
            proc = subprocess.Popen(argv, cwd=work, env=clean_env(python, home), stdin=subprocess.DEVNULL,
                                    stdout=out, stderr=err, start_new_session=True)
            timed_out, status, usage = _wait(proc.pid, start + timeout_s)
            duration = time.monotonic() - start
            proc.returncode = os.waitstatus_to_exitcode(status)
            try:  # anything the program left running in its session
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        stdout = (tmp / "out").read_bytes().decode("utf-8", "replace")
        stderr = (tmp / "err").read_bytes().decode("utf-8", "replace")
        stdout, stderr = (relative_paths(s, python, work, tmp) for s in (stdout, stderr))
    return RunResult(returncode=proc.returncode, timed_out=timed_out, stdout=stdout, stderr=stderr,
                     duration_s=round(duration, 3), peak_rss_mb=round(usage.ru_maxrss / 1024, 1))


def _env_roots(python: Path) -> tuple[Path | None, Path | None]:
    """The venv folder of ``python`` and the base interpreter's prefix (from pyvenv.cfg), if any."""
    for root in (python.parent.parent, Path(os.path.abspath(python)).parent.parent):
        cfg = root / "pyvenv.cfg"
        if cfg.is_file():
            base: Path | None = None
            try:
                for line in cfg.read_text(encoding="utf-8", errors="replace").splitlines():
                    key, sep, value = line.partition("=")
                    if sep and key.strip() == "home" and value.strip():
                        base = Path(value.strip()).parent
            except OSError:
                pass
            return root, base
    return None, None


def relative_paths(text: str, python: Path, work: Path, tmp: Path) -> str:
    """Machine-independent paths in a case's output.

    The scenario folder becomes ``.``, the rest of the case's temporary folder ``<tmp>``,
    the environment's venv ``<env>`` and the base interpreter's prefix ``<python>`` (only its
    ``lib`` and ``include`` folders when it is ``/usr`` or ``/usr/local``),
    so evidence reads the same wherever the lab runs and names no folder of the machine.
    """
    text = text.replace(str(work), ".").replace(str(tmp), "<tmp>")
    venv, base = _env_roots(python)
    if venv is not None:
        for shown in {str(venv), os.path.realpath(venv)}:
            text = text.replace(shown + os.sep, "<env>" + os.sep)
    if base is not None and len(base.parts) > 1:
        system = base in (Path("/usr"), Path("/usr/local"))  # a shared prefix: only its Python folders
        for shown in {str(base), os.path.realpath(base)}:
            if system:
                for sub in ("lib", "include"):
                    text = text.replace(shown + os.sep + sub + os.sep, "<python>" + os.sep + sub + os.sep)
            else:
                text = text.replace(shown + os.sep, "<python>" + os.sep)
    return text


def _wait(pid: int, deadline: float):
    delay = 0.005
    while True:
        wpid, status, usage = os.wait4(pid, os.WNOHANG)
        if wpid:
            return False, status, usage
        if time.monotonic() >= deadline:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            _, status, usage = os.wait4(pid, 0)
            return True, status, usage
        time.sleep(delay)
        delay = min(delay * 2, 0.1)


# --- classification -------------------------------------------------------

def final_exception(stderr: str) -> str | None:
    """The exception text after the last ``Traceback`` header's frames, or None."""
    idx = stderr.rfind("Traceback (most recent call last):")
    if idx < 0:
        return None
    rest: list[str] = []
    for ln in stderr[idx:].splitlines()[1:]:
        if not rest and (not ln.strip() or ln[:1] in (" ", "\t")):
            continue
        rest.append(ln)
    text = "\n".join(rest).strip()
    return text or None


def parse_protocol(stdout: str) -> tuple[list[dict], dict[str, list[tuple[float, float]]], list[str]]:
    """(check objects, metric series name -> [(iter, value)], protocol problems)."""
    checks: list[dict] = []
    series: dict[str, list[tuple[float, float]]] = {}
    problems: list[str] = []
    for ln in stdout.splitlines():
        ln = ln.strip()
        for tag in ("KNOWNFIX_CHECK", "KNOWNFIX_METRIC"):
            if ln.startswith(tag + " ") or ln == tag:
                try:
                    obj = json.loads(ln[len(tag):].strip())
                    if not isinstance(obj, dict):
                        raise ValueError("not an object")  # noqa: TRY004 - caught below as a malformed line
                    if tag == "KNOWNFIX_CHECK":
                        if not isinstance(obj.get("ok"), bool):
                            raise ValueError('"ok" must be true or false')
                        checks.append(obj)
                    else:
                        series.setdefault(str(obj["name"]), []).append((float(obj["iter"]), float(obj["value"])))
                except (ValueError, KeyError, TypeError) as e:
                    problems.append(f"malformed {tag} line ({e}): {ln[:200]}")
    return checks, series, problems


def summarize_metrics(series: dict[str, list[tuple[float, float]]], growth_limit: float) -> dict[str, dict]:
    """Per metric: n, first, last, max, factor = last/first, grew = last > limit * first (or last > 0 when first is 0)."""
    out = {}
    for name in sorted(series):
        pts = sorted(series[name])
        first, last = pts[0][1], pts[-1][1]
        factor = round(last / first, 4) if first > 0 else None
        grew = last > growth_limit * first if first > 0 else last > 0
        out[name] = {"n": len(pts), "first": first, "last": last, "max": max(v for _, v in pts),
                     "factor": factor, "grew": bool(grew)}
    return out


LookupFn = Callable[[str], list]  # text -> ranked matches with .id, .matched_signature, .matched_text


def classify(res: RunResult, *, entry_id: str, broken: bool, growth_limit: float, lookup: LookupFn) -> Classified:
    """Decide the outcome class of one run (rules: docs/method.md, "Outcome classes")."""
    checks, series, problems = parse_protocol(res.stdout)
    metrics = summarize_metrics(series, growth_limit)
    exc = final_exception(res.stderr)
    base: dict[str, Any] = {
        "metrics": metrics,
        "error_line": exc.splitlines()[0][:500] if exc else None,
        "error_text": (res.stderr.strip()[-ERROR_TEXT_CHARS:] or None) if (res.returncode != 0 or res.timed_out) else None,
    }
    if res.timed_out:
        return Classified("timeout", f"killed after the {res.duration_s:.0f}s timeout", **base)
    if res.returncode < 0:
        try:
            name = signal.Signals(-res.returncode).name
        except ValueError:
            name = f"signal {-res.returncode}"
        return Classified("crashed", f"killed by {name}", **base)
    if res.returncode != 0:
        # A command-line tool (pip, a compiler) fails with an error message and no Python
        # traceback: what it printed is classified by lookup all the same. Only a failure
        # that prints neither a traceback nor anything lookup recognises counts as a crash.
        matches = lookup(res.stderr[-LOOKUP_TEXT_CHARS:]) if res.stderr.strip() else []
        if exc is None and not matches:
            hint = " (unknown remedy?)" if res.returncode == 2 else ""
            return Classified("crashed", f"exit status {res.returncode} without a Python traceback{hint}", **base)
        for rank, m in enumerate(matches, 1):
            if m.id == entry_id:
                return Classified("reproduced" if broken else "still_fails",
                                  f"failed with this entry's error (signature {m.matched_signature})",
                                  matched_entry=m.id, matched_signature=m.matched_signature,
                                  matched_text=m.matched_text, match_rank=rank, **base)
        top = matches[0] if matches else None
        target = top.id if top else None
        kw = dict(matched_entry=target, matched_signature=top.matched_signature if top else None,
                  matched_text=top.matched_text if top else None, match_rank=1 if top else None, **base)
        if broken:
            return Classified("not_reproduced", f"failed with a different error, matched to {target or 'no entry'}", **kw)
        return Classified("other_error", f"a different error, matched to {target or 'no entry'}", **kw)
    if broken:  # what it does instead, with its own check when it printed one (a silent wrong result shows here)
        own: dict[str, Any] = {"check_ok": checks[0]["ok"], "check_detail": str(checks[0].get("detail", ""))[:1000]} \
            if len(checks) == 1 else {}
        return Classified("not_reproduced", "ran without error", **own, **base)
    if problems or len(checks) != 1:
        why = "; ".join(problems) or f"{len(checks)} KNOWNFIX_CHECK lines (the protocol wants exactly one)"
        return Classified("crashed", f"exit status 0 but {why}", **base)
    check = checks[0]
    ck: dict[str, Any] = {"check_ok": check["ok"], "check_detail": str(check.get("detail", ""))[:1000]}
    if not check["ok"]:
        return Classified("wrong_result", "ran clean but the correctness check failed", **ck, **base)
    grown = [n for n, m in metrics.items() if m["grew"]]
    if grown:
        desc = ", ".join(f"{n} x{metrics[n]['factor']}" if metrics[n]["factor"] else n for n in grown)
        return Classified("resource_growth", f"check passed but grew beyond {growth_limit}x: {desc}", **ck, **base)
    return Classified("fixed", "ran clean and the correctness check passed", **ck, **base)
