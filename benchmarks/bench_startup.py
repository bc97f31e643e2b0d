"""Start-up and scale of the read path, beside the peer: prints a table, asserts nothing.

    .venv/bin/python benchmarks/bench_startup.py [--runs 7] [--sizes 1000,10000] [--no-peer]

What it measures, each a median over fresh processes unless said otherwise:

* cold ``knownfix lookup TEXT`` (wall time, peak RSS) with the bundled KB — the
  artifact file as the wheel ships it — with the checkout's ``kb/`` (what an author
  gets: the change check over the folder, then the cached artifact), and with
  synthetic KBs of N entries;
* the peer's ``deadends TEXT`` (deadends-dev 0.9.0, installed by this script into
  its own venv under the cache folder) on the same texts;
* ``knownfix --help``; ``import knownfix`` plus the first ``knownfix.lookup()`` in a
  fresh interpreter; in-process lookups (p50, p99 over repeated calls);
* the artifact's size; the bytes the static site's paste box fetches for one
  lookup (manifest + the signature shards the text needs + the entry shards of
  its matches; raw and gzip).

Synthetic KBs: the bundled entries plus copies of them under ``synth<k>/`` IDs,
each copy's patterns prefixed with a long word of its own (``kfsyn<k>xxx…``), so
every signature is distinct, its literal is its own, and the real texts still find
the real entries. They are
written straight into an artifact (:func:`knownfix.artifact.write_artifact`),
which is what every read path opens.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).with_name("knownfix")
SEED = ("RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they "
        "have already been freed). Saved intermediate values of the graph are freed when you call .backward() or "
        "autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you "
        "need to access saved tensors after calling backward.")
TEXTS = {
    "seed message": SEED,
    "30-line traceback": (ROOT / "examples" / "sample-traceback.txt").read_text(encoding="utf-8"),
    "numpy message": "AttributeError: module 'numpy' has no attribute 'float'.",
    "no match": "ZyxError: nothing in any knowledge base looks like this line",
}
PEER = "deadends-dev==0.9.0"


def _median_run(cmd: list[str], env: dict[str, str], runs: int) -> tuple[float, int]:
    """(median wall seconds, max peak RSS in KiB) of ``runs`` fresh processes."""
    walls, rss = [], 0
    timer = shutil.which("time", path="/usr/bin")
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss_file:
        for _ in range(runs):
            # GNU time reports the child's own peak RSS (rusage of a child forked from this large
            # process would count this process's pages); its wall time is measured here, around it.
            full = [timer, "-f", "%M", "-o", rss_file.name, *cmd] if timer else cmd
            t0 = time.perf_counter()
            subprocess.run(full, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            walls.append(time.perf_counter() - t0)
            if timer:
                rss_file.seek(0)
                rss = max(rss, int(rss_file.read().strip().splitlines()[-1] or 0))
    return statistics.median(walls), rss


def _synthetic(base_art, n: int, out: Path) -> Path:
    from knownfix.artifact import write_artifact

    originals = [(base_art.entry(i), base_art.figures(i)) for i in base_art.ids]
    items = list(originals)
    k = 0
    while len(items) < n:
        for entry, figures in originals:
            if len(items) >= n:
                break
            k += 1
            domain = f"synth{k:05d}"
            sigs = []
            # A distinct message per copy: a word of its own, long enough to be the literal the matcher's
            # prefilter keys on (copies sharing the originals' literals would all be candidates for every text).
            word = f"kfsyn{k:05d}" + "x" * 40
            for s in entry.signatures:
                pat = s.pattern
                pat = f"^{word} (?:{pat[1:]})" if pat.startswith("^") else f"{word} (?:{pat})"
                sigs.append(s.model_copy(update={"pattern": pat, "example": f"{word} " + s.example}))
            copy = entry.model_copy(update={"id": f"{domain}/{entry.slug}", "domain": domain, "signatures": sigs})
            items.append((copy, figures.model_copy(update={"entry_id": copy.id})))
    items.sort(key=lambda it: it[0].id)
    write_artifact(items, out, kb_hash=f"synthetic-{n}")
    return out


def _peer(cache: Path) -> Path | None:
    venv = cache / "peer-venv"
    exe = venv / "bin" / "deadends"
    if exe.exists():
        return exe
    try:
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", PEER], check=True, capture_output=True, timeout=600)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as e:
        print(f"peer not installed ({e}); its column is left empty", file=sys.stderr)
        return None
    return exe


def _inprocess(art_path: Path, env: dict[str, str]) -> dict[str, float]:
    code = f"""
import json, time, statistics
t0 = time.perf_counter()
import knownfix
t1 = time.perf_counter()
texts = json.loads({json.dumps(json.dumps(TEXTS))})
knownfix.lookup(texts["seed message"])
t2 = time.perf_counter()
lat = []
for _ in range(200):
    for t in texts.values():
        s = time.perf_counter(); knownfix.lookup(t); lat.append(time.perf_counter() - s)
lat.sort()
print(json.dumps({{"import": t1 - t0, "first": t2 - t1, "p50": lat[len(lat) // 2], "p99": lat[int(len(lat) * 0.99)]}}))
"""
    out = subprocess.run([sys.executable, "-c", code], env=env | {"KNOWNFIX_KB": str(art_path)},
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def _static_bytes(art_path: Path) -> dict[str, tuple[int, int, int]]:
    """text -> (raw bytes, gzip bytes, files) the static paste box fetches for it."""
    from knownfix.artifact import open_artifact
    from knownfix.lookup import lookup
    from knownfix.web.data import SiteData
    from knownfix.web.shards import build_shards, entry_shard, shards_for

    art = open_artifact(art_path)
    data = SiteData(art)
    manifest, shards = build_shards(data.signatures_export())
    files = {"manifest": json.dumps(manifest, separators=(",", ":"))}
    files |= {n: json.dumps(s, ensure_ascii=False, separators=(",", ":")) for n, s in shards.items()}
    out = {}
    for name, text in TEXTS.items():
        top = {entry_shard(manifest, m.id) for m in lookup(text, kb=art, limit=5)}  # what the matches then need
        need = ["manifest", *shards_for(manifest, text), *sorted(top)]
        raw = sum(len(files[n].encode()) for n in need)
        gz = sum(len(gzip.compress(files[n].encode(), 6)) for n in need)
        out[name] = (raw, gz, len(need))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--no-peer", action="store_true")
    args = ap.parse_args()
    from knownfix.artifact import build_artifact, open_artifact

    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "knownfix-bench"
    cache.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="kf-bench-"))
    env = {k: v for k, v in os.environ.items() if k != "KNOWNFIX_KB"} | {"KNOWNFIX_CACHE_DIR": str(tmp / "cache")}
    try:
        bundled = tmp / "bundled.kfa"
        rep = build_artifact(ROOT / "kb", bundled)
        kbs: dict[str, Path] = {f"bundled ({rep.entries})": bundled}
        for n in [int(x) for x in args.sizes.split(",") if x]:
            t0 = time.perf_counter()
            kbs[f"synthetic {n:,}"] = _synthetic(open_artifact(bundled), n, tmp / f"synth-{n}.kfa")
            print(f"(built synthetic {n:,}-entry artifact in {time.perf_counter() - t0:.1f} s)", file=sys.stderr)
        peer = None if args.no_peer else _peer(cache)
        # warm the checkout's cached artifact once, so its row is the steady state an author sees
        subprocess.run([str(BIN), "lookup", SEED], env=env, capture_output=True, check=False)

        print(f"\ncold `knownfix lookup TEXT`: median of {args.runs} fresh processes (wall ms / peak RSS MiB)\n")
        head = ["text", "checkout kb/"] + list(kbs) + (["peer deadends"] if peer else [])
        rows = []
        for name, text in TEXTS.items():
            row = [name]
            wall, rss = _median_run([str(BIN), "lookup", text], env, args.runs)
            row.append(f"{wall * 1000:.0f} ms / {rss / 1024:.0f}")
            for path in kbs.values():
                wall, rss = _median_run([str(BIN), "lookup", text], env | {"KNOWNFIX_KB": str(path)}, args.runs)
                row.append(f"{wall * 1000:.0f} ms / {rss / 1024:.0f}")
            if peer:
                wall, rss = _median_run([str(peer), text], env, args.runs)
                row.append(f"{wall * 1000:.0f} ms / {rss / 1024:.0f}")
            rows.append(row)
        _table(head, rows)

        wall, rss = _median_run([str(BIN), "--help"], env, args.runs)
        print(f"\n`knownfix --help`: {wall * 1000:.0f} ms median, peak RSS {rss / 1024:.0f} MiB")

        print("\nin-process (fresh interpreter): import knownfix, first lookup, then 200 rounds of the texts\n")
        rows = []
        for label, path in kbs.items():
            r = _inprocess(path, env)
            rows.append([label, f"{path.stat().st_size / 1024 / 1024:.1f} MiB", f"{r['import'] * 1000:.0f} ms",
                         f"{r['first'] * 1000:.0f} ms", f"{r['p50'] * 1000:.2f} ms", f"{r['p99'] * 1000:.2f} ms"])
        _table(["KB", "artifact", "import knownfix", "first lookup", "p50", "p99"], rows)

        print("\nstatic site: bytes the paste box fetches for one lookup (manifest + shards; raw / gzip / files)\n")
        rows = []
        per = {label: _static_bytes(path) for label, path in kbs.items()}
        for name in TEXTS:
            rows.append([name] + [f"{per[k][name][0] / 1024:.0f} kB / {per[k][name][1] / 1024:.0f} kB / {per[k][name][2]}"
                                  for k in kbs])
        _table(["text", *kbs], rows)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def _table(head: list[str], rows: list[list[str]]) -> None:
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    print("  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)))


if __name__ == "__main__":
    sys.exit(main())
