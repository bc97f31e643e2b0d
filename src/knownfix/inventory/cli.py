"""``knownfix inventory``: mine library sources into inventory/, per-library statistics, the coverage backlog."""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path
from typing import Any

import typer

inventory_app = typer.Typer(
    name="inventory",
    help="The message inventory: mine library sources, coverage, backlog.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _default_sources() -> Path:
    from .store import inventory_dir

    return inventory_dir() / "sources.yaml"


@inventory_app.command("mine")
def mine_command(
    library: list[str] = typer.Option([], "--library", "-l", help="Mine only these libraries (repeatable). Default: all."),
    sources: Path | None = typer.Option(None, help="The list of what to mine (default: inventory/sources.yaml)."),
    out: Path | None = typer.Option(None, help="Where the merged files go (default: the inventory folder)."),
    cache: Path | None = typer.Option(None, help="Wheel and extraction cache (default: $KNOWNFIX_INVENTORY_CACHE or .inventory-cache/)."),
    latest: int | None = typer.Option(None, help="Mine only the newest N releases of each library."),
    max_releases: int | None = typer.Option(None, help="At most N releases per library, evenly spread (overrides sources.yaml)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="List the releases that would be mined, and stop."),
    prune_wheels: bool = typer.Option(False, "--prune-wheels", help="Delete each downloaded wheel once it is extracted."),
) -> None:
    """Read each library's wheels (and the interpreters' standard library) and write inventory/<library>.*.jsonl.gz."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn

    from .mine import load_sources, mine_library, plan
    from .wheels import cache_dir

    src_path = sources or _default_sources()
    spec = load_sources(src_path)
    out_dir = out or src_path.parent
    cache_root = cache or cache_dir()
    chosen = [s for s in spec.libraries if not library or s.name in library]
    unknown = set(library) - {s.name for s in spec.libraries}
    if unknown:
        typer.echo(f"error: not in {src_path}: {', '.join(sorted(unknown))}", err=True)
        raise typer.Exit(2)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()) as bar:
        for src in chosen:
            p = plan(src, spec, cache_root, limit=latest, max_releases=max_releases)
            if dry_run:
                bar.console.print(f"{src.name}: {' '.join(r for r, _ in p.releases) or '(none)'}")
                continue
            task = bar.add_task(src.name, total=len(p.releases))

            def step(release: str, status: str, task: TaskID = task, name: str = src.name) -> None:
                bar.update(task, advance=1, description=f"{name} {release} ({status})")
                if prune_wheels:
                    for w in (cache_root / "wheels" / name).glob("*.whl"):
                        w.unlink()

            summary = mine_library(p, out_dir, cache_root, on_release=step)
            bar.update(task, description=src.name)
            bar.console.print(json.dumps(summary, sort_keys=True))


@inventory_app.command("stats")
def stats_command(
    folder: Path | None = typer.Option(None, help="Inventory folder (default: inventory/)."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object per library."),
) -> None:
    """Per library: releases, templates (by kind, weak), names, file sizes."""
    from .store import NAMES_SUFFIX, TEMPLATES_SUFFIX, inventory_dir, iter_names, iter_templates, libraries

    base = folder or inventory_dir()
    rows: list[dict[str, Any]] = []
    for lib in libraries(base):
        kinds: Counter[str] = Counter()
        releases: set[str] = set()
        weak = 0
        for t in iter_templates(base, [lib]):
            kinds[t.kind] += 1
            releases.update(t.releases)
            weak += t.weak
        n_names = 0
        for n in iter_names(base, [lib]):
            n_names += 1
            releases.update(n.releases)
        size = sum((base / f"{lib}{s}").stat().st_size for s in (TEMPLATES_SUFFIX, NAMES_SUFFIX) if (base / f"{lib}{s}").is_file())
        rows.append({"library": lib, "releases": len(releases), "raise": kinds["raise"], "warning": kinds["warning"], "binary": kinds["binary"], "weak": weak, "names": n_names, "bytes": size})
    if as_json:
        for r in rows:
            typer.echo(json.dumps(r, sort_keys=True))
        return
    header = ["library", "releases", "raise", "warning", "binary", "weak", "names", "bytes"]
    typer.echo("  ".join(f"{h:>14}" if i else f"{h:<16}" for i, h in enumerate(header)))
    for r in rows:
        typer.echo("  ".join(f"{r[h]:>14}" if i else f"{r[h]:<16}" for i, h in enumerate(header)))
    total = {h: sum(r[h] for r in rows) for h in header[2:]}
    typer.echo("  ".join([f"{'total':<16}", f"{'':>14}", *(f"{total[h]:>14}" for h in header[2:])]))


def eval_texts(root: Path) -> list[tuple[str, str | None, str]]:
    """``(case name, expected entry or None, text)`` of every case under ``root`` (eval/cases)."""
    import yaml

    out = []
    for p in sorted(root.rglob("*.yaml")):
        try:
            data = yaml.safe_load(p.read_text(encoding="utf-8"))
        except yaml.YAMLError as e:
            typer.echo(f"warning: {p}: not read ({type(e).__name__})", err=True)
            continue
        for case in data if isinstance(data, list) else []:
            if isinstance(case, dict) and isinstance(case.get("text"), str):
                out.append((f"{p.relative_to(root).as_posix()}:{case.get('name', '')}", case.get("expect"), case["text"]))
    return out


def required_literal(pattern: str) -> str | None:
    """The longest literal run of an inventory pattern (escaped literals joined by ``.*``), or None."""
    piece = max(pattern.split(".*"), key=len)
    if re.search(r"\\[ntrfvx]", piece):
        return None
    return re.sub(r"\\(.)", r"\1", piece) or None


@inventory_app.command("backlog")
def backlog_command(
    folder: Path | None = typer.Option(None, help="Inventory folder (default: inventory/)."),
    cases: Path = typer.Option(Path("eval/cases"), help="Eval cases folder."),
    texts: Path | None = typer.Option(None, help="Extra texts (e.g. sampled issue threads): every *.txt/*.md under it."),
    top: int = typer.Option(50, help="How many templates to list."),
    include_weak: bool = typer.Option(False, "--weak", help="Count weak templates too."),
) -> None:
    """Uncovered templates ranked by how many eval cases (and extra texts) contain a message they match.

    A template counts as covered when an eval case whose ``expect`` names a KB entry
    contains a line it matches; the rest are the backlog.
    """
    import re2

    from .store import inventory_dir, iter_templates

    base = folder or inventory_dir()
    docs: list[tuple[str, str | None, str]] = eval_texts(cases) if cases.is_dir() else []
    if texts is not None:
        for p in sorted(texts.rglob("*")):
            if p.is_file() and p.suffix in (".txt", ".md", ".log"):
                docs.append((p.as_posix(), None, p.read_text(encoding="utf-8", errors="replace")))
    lines = [(i, line) for i, (_, _, text) in enumerate(docs) for line in text.splitlines() if line.strip()]
    hits: Counter[str] = Counter()
    covered: dict[str, set[str]] = {}
    info: dict[str, tuple[str, str, str]] = {}
    for t in iter_templates(base):
        if t.weak and not include_weak:
            continue
        lit = required_literal(t.pattern)
        rx = None
        seen_docs: set[int] = set()
        for i, line in lines:
            if i in seen_docs or (lit and lit not in line):
                continue
            if rx is None:
                try:
                    rx = re2.compile(t.pattern)
                except re2.error:
                    break
            if rx.search(line):
                seen_docs.add(i)
        for i in seen_docs:
            expect = docs[i][1]
            if expect:
                covered.setdefault(t.id, set()).add(expect)
            else:
                hits[t.id] += 1
        if seen_docs:
            info[t.id] = (t.library, t.exception or "", t.template)
    ranked = [(tid, n) for tid, n in hits.most_common() if tid not in covered]
    typer.echo(f"{len(docs)} texts; {len(info)} templates matched; {len(covered)} covered by an entry; {len(ranked)} uncovered")
    for tid, n in ranked[:top]:
        lib, exc, tmpl = info[tid]
        typer.echo(f"{n:>4}  source/{lib}/{tid}  {exc}: {tmpl[:120]}")
    if os.environ.get("KNOWNFIX_INVENTORY_BACKLOG_JSON"):
        Path(os.environ["KNOWNFIX_INVENTORY_BACKLOG_JSON"]).write_text(json.dumps({"covered": {k: sorted(v) for k, v in covered.items()}, "uncovered": ranked}), encoding="utf-8")
