"""``knownfix build``: compile the KB's signatures into the cached one-pass matcher.

Exit codes: 0 built (or loaded from the cache) · 1 nothing to build (the KB folder is
missing or holds no entry) · 2 unknown ``--backend``.
"""

from __future__ import annotations

from pathlib import Path

import typer


def build_command(
    kb_path: Path | None = typer.Argument(None, help="KB folder (default: $KNOWNFIX_KB or ./kb)."),
    backend: str | None = typer.Option(None, "--backend", help="hyperscan | re2 | re (default: the best available)."),
) -> None:
    """Compile every signature into one matcher and write it to the index cache."""
    from ..kb import load_kb
    from . import available_backends, cache_dir, load_index

    if backend is not None and backend not in available_backends():
        typer.echo(f"error: backend {backend!r} not available (available: {', '.join(available_backends())})", err=True)
        raise typer.Exit(2)
    if kb_path is not None and not kb_path.is_dir():
        typer.echo(f"error: knowledge-base folder not found: {kb_path}", err=True)
        raise typer.Exit(1)
    kb = load_kb(kb_path)
    if kb.problems:
        typer.echo(f"warning: {len(kb.problems)} problem(s) loading the KB; run `knownfix check`", err=True)
    if not len(kb):
        typer.echo(f"error: no entries loaded from {kb.root}", err=True)
        raise typer.Exit(1)
    index = load_index(kb, backend=backend)
    where = index.cache_path or "(not cached: cache folder unavailable; set KNOWNFIX_CACHE_DIR)"
    verb = "loaded from cache" if index.from_cache else "compiled"
    typer.echo(
        f"{len(kb)} entries, {len(index.signatures)} signatures, {index.backend} matcher "
        f"{verb} in {index.build_seconds * 1000:.1f} ms -> {where}"
    )
    if cache_dir() is None:
        typer.echo("note: KNOWNFIX_CACHE_DIR=off, nothing written", err=True)
