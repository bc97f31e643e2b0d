"""``knownfix lab run`` and ``knownfix lab status``.

Exit codes: 0 done (``status``: every entry fresh) · 1 a lab problem (``run``) or
stale/missing evidence (``status``) · 2 usage error: the KB folder does not exist,
or ``lab/environments.yaml`` cannot be read (one ``error:`` line on stderr).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer
import yaml

if TYPE_CHECKING:
    from .core import LabConfig

lab_app = typer.Typer(help="The verification lab: run scenarios, record evidence, check freshness.",
                      no_args_is_help=True, add_completion=False)

_KB = typer.Option(None, "--kb", help="KB folder (default: $KNOWNFIX_KB or ./kb).")
_EVIDENCE = typer.Option(None, "--evidence", help="Evidence folder (default: $KNOWNFIX_EVIDENCE or evidence/ beside the KB).")
_ENVS = typer.Option(None, "--environments", help="Environment matrix (default: lab/environments.yaml beside the KB).")
EXIT_USAGE = 2


def _config(kb: Path | None, evidence: Path | None, environments: Path | None,
            cache: Path | None = None) -> LabConfig:
    """The lab configuration, or exit 2 with one line when the KB folder or the matrix is unusable."""
    from .core import LabConfig
    from .environments import load_matrix

    cfg = LabConfig.make(kb, evidence, environments, cache)
    if not cfg.kb_root.is_dir():
        typer.echo(f"error: knowledge-base folder not found: {cfg.kb_root}", err=True)
        raise typer.Exit(EXIT_USAGE)
    try:
        load_matrix(cfg.envs_file)
    except (OSError, UnicodeDecodeError, ValueError, TypeError, AttributeError, yaml.YAMLError) as e:
        if isinstance(e, yaml.MarkedYAMLError) and e.problem_mark is not None:
            why = f"invalid YAML on line {e.problem_mark.line + 1}: {e.problem}"
        else:
            why = " ".join(str(e).replace(f"{cfg.envs_file}: ", "").split())
        typer.echo(f"error: cannot read the environment matrix {cfg.envs_file}: {why}", err=True)
        raise typer.Exit(EXIT_USAGE) from None
    return cfg


@lab_app.command("run")
def run_command(
    ids: list[str] | None = typer.Argument(None, metavar="[IDS]...", help="Entry IDs or domains (default: all)."),
    env: list[str] | None = typer.Option(None, "--env", help="Only these environments (repeatable)."),
    jobs: int | None = typer.Option(None, "--jobs", "-j", min=1, help="Cases run in parallel (default: CPU count)."),
    kb: Path | None = _KB,
    evidence: Path | None = _EVIDENCE,
    environments: Path | None = _ENVS,
    cache: Path | None = typer.Option(None, "--cache", help="Venv cache (default: $KNOWNFIX_LAB_CACHE or .lab-cache/)."),
) -> None:
    """Run every scenario x remedy x environment of the selected entries and append evidence."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from .core import run_lab

    cfg = _config(kb, evidence, environments, cache)
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
    ids: list[str] | None = typer.Argument(None, metavar="[IDS]...", help="Entry IDs or domains (default: all)."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="List every stale and missing case."),
    kb: Path | None = _KB,
    evidence: Path | None = _EVIDENCE,
    environments: Path | None = _ENVS,
) -> None:
    """Evidence freshness per entry. Exit 1 when anything is stale or missing."""
    from .status import lab_status

    cfg = _config(kb, evidence, environments)
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
