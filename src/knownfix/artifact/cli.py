"""``knownfix build``: compile a KB folder (entries + evidence) into the artifact every read path opens.

``knownfix build [KB] [-o FILE] [--reports EXPORT]``: without ``-o`` the artifact goes into the cache
where lookups of that folder find it (what a checkout's first lookup would do
anyway); with ``-o`` it is written to FILE (e.g. for ``$KNOWNFIX_KB`` or a
deployment). ``--reports`` folds in the counts of an outcome-report export
(``knownfix reports export``), so pages built from the artifact (the static site) show
them. KB defaults to ``$KNOWNFIX_KB``, else ``./kb``, else the checkout's
``kb/``.

Exit codes: 0 built (or already current in the cache) · 2 bad option · 4 no
knowledge base (the folder is missing or no entry loads).
"""

from __future__ import annotations

from pathlib import Path

import typer

EXIT_USAGE, EXIT_NO_KB = 2, 4


def build_command(
    kb_path: Path | None = typer.Argument(None, help="KB folder (default: $KNOWNFIX_KB, ./kb or the checkout's kb/)."),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write the artifact to this file (default: the cache)."),
    reports: Path | None = typer.Option(None, "--reports", help="Fold in an outcome-report export (`knownfix reports export`; "
                                        "default: $KNOWNFIX_REPORTS_EXPORT)."),
) -> None:
    """Compile a KB folder and its evidence into one artifact (entries, figures, search data, matcher)."""
    from ..index import cache_dir
    from ..kb.loader import default_kb_root
    from . import ArtifactError, build_artifact, compiled

    root = kb_path if kb_path is not None else default_kb_root()
    if not root.is_dir():
        typer.echo(f"error: knowledge-base folder not found: {root}", err=True)
        raise typer.Exit(EXIT_NO_KB)
    if reports is not None and not reports.is_file():
        typer.echo(f"error: --reports {reports}: no such file", err=True)
        raise typer.Exit(EXIT_USAGE)
    if reports is not None and output is None:
        typer.echo("error: --reports needs --output FILE (the cache holds artifacts of the KB folder as it is)", err=True)
        raise typer.Exit(EXIT_USAGE)
    if output is not None and output.is_dir():
        typer.echo(f"error: --output {output} is a folder; give a file name (e.g. {output / 'knownfix.kfa'})", err=True)
        raise typer.Exit(EXIT_USAGE)
    try:
        if output is not None:
            report = build_artifact(root, output, reports=reports)
            typer.echo(
                f"{report.entries} entries, {report.signatures} signatures"
                f"{', Hyperscan database included' if report.hyperscan else ''}: "
                f"{report.size / 1024:.0f} KiB in {report.seconds:.2f} s -> {report.path}"
            )
            problems = len(report.problems)
        else:
            cache = cache_dir()
            before = {p.name for p in cache.glob("artifacts/kb-*.kfa")} if cache is not None else set()
            art = compiled(root)
            verb = "already current" if art.path.name in before else "compiled"
            typer.echo(f"{len(art)} entries, {art.meta['signatures']} signatures: {verb} -> {art.path}")
            problems = int(art.meta.get("problem_count", 0))
    except ArtifactError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(EXIT_NO_KB) from None
    except OSError as e:
        typer.echo(f"error: cannot write the artifact: {e}", err=True)
        raise typer.Exit(EXIT_USAGE) from None
    if problems:
        typer.echo(f"warning: {problems} problem(s) loading the KB; run `knownfix check`", err=True)
