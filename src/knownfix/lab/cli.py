"""``knownfix lab run`` and ``knownfix lab status``."""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import typer

lab_app = typer.Typer(help="The verification lab: run scenarios, record evidence, check freshness.",
                      no_args_is_help=True, add_completion=False)

_KB = typer.Option(None, "--kb", help="KB folder (default: $KNOWNFIX_KB or ./kb).")
_EVIDENCE = typer.Option(None, "--evidence", help="Evidence folder (default: $KNOWNFIX_EVIDENCE or evidence/ beside the KB).")
_ENVS = typer.Option(None, "--environments", help="Environment matrix (default: lab/environments.yaml beside the KB).")


@lab_app.command("run")
def run_command(
    ids: Optional[List[str]] = typer.Argument(None, metavar="[IDS]...", help="Entry IDs or domains (default: all)."),
    env: Optional[List[str]] = typer.Option(None, "--env", help="Only these environments (repeatable)."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1, help="Cases run in parallel (default: CPU count)."),
    kb: Optional[Path] = _KB,
    evidence: Optional[Path] = _EVIDENCE,
    environments: Optional[Path] = _ENVS,
    cache: Optional[Path] = typer.Option(None, "--cache", help="Venv cache (default: $KNOWNFIX_LAB_CACHE or .lab-cache/)."),
) -> None:
    """Run every scenario x remedy x environment of the selected entries and append evidence."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from .core import LabConfig, run_lab

    cfg = LabConfig.make(kb, evidence, environments, cache)
    console = Console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=False) as progress:
        task = progress.add_task("lab: preparing environments", total=None)

        def on_total(n: int) -> None:
            progress.update(task, total=n, description="lab: running cases")

        def on_done(case, rec) -> None:
            progress.advance(task)
            progress.console.print(f"[dim]{rec.outcome:16}[/dim] {case.scenario.id}/{case.remedy or '(broken)'} "
                                   f"@{case.env} ({rec.duration_s:.1f}s)")

        report = run_lab(cfg, list(ids or []), list(env or []) or None, jobs, on_total=on_total,
                         on_done=on_done, on_message=lambda m: progress.console.print(f"[dim]{m}[/dim]"))
    table = Table(title="lab results")
    for col in ("entry", "scenario", "remedy", "environment", "outcome", "expected"):
        table.add_column(col, overflow="fold")
    for r in report.records:
        mark = "" if r.expected in (None, r.outcome) else " (!)"
        table.add_row(r.entry_id, r.scenario_id or "-", r.remedy or ("(broken)" if r.scenario_id else "-"),
                      r.environment, r.outcome + mark, r.expected or "")
    Console().print(table)
    for s in report.skipped:
        console.print(f"skipped: {s}")
    for p in report.problems:
        console.print(f"[red]problem:[/red] {p}")
    if report.problems:
        raise typer.Exit(1)


@lab_app.command("status")
def status_command(
    ids: Optional[List[str]] = typer.Argument(None, metavar="[IDS]...", help="Entry IDs or domains (default: all)."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="List every stale and missing case."),
    kb: Optional[Path] = _KB,
    evidence: Optional[Path] = _EVIDENCE,
    environments: Optional[Path] = _ENVS,
) -> None:
    """Evidence freshness per entry. Exit 1 when anything is stale or missing."""
    from .core import LabConfig
    from .status import lab_status

    cfg = LabConfig.make(kb, evidence, environments)
    statuses, problems = lab_status(cfg, list(ids or []))
    failing = 0
    for st in statuses:
        extra = ""
        if st.cases:
            parts = [f"{len(st.fresh)} fresh"]
            parts += [f"{len(v)} {k}" for k, v in (("stale", st.stale), ("missing", st.missing),
                                                   ("unavailable here", st.unavailable)) if v]
            extra = f"  ({st.cases} cases: {', '.join(parts)})"
        typer.echo(f"{st.state:15} {st.entry_id}{extra}")
        if verbose or st.failing:
            for k, v in (("stale", st.stale), ("missing", st.missing), ("unavailable", st.unavailable)):
                for label in v if verbose else v[:10]:
                    typer.echo(f"    {k}: {label}")
        for p in st.problems:
            typer.echo(f"    problem: {p}")
        failing += st.failing
    for p in problems:
        typer.echo(f"problem: {p}", err=True)
    if failing:
        typer.echo(f"{failing} entr{'y' if failing == 1 else 'ies'} stale or missing: run `knownfix lab run` on them",
                   err=True)
    if failing or problems:
        raise typer.Exit(1)
    typer.echo("lab evidence fresh", err=True)
