"""``knownfix lab run``, ``knownfix lab status``, ``knownfix lab verify`` and ``knownfix lab drift``.

Exit codes: 0 done (``status``: every entry fresh; ``verify``: no compared case
differs, or nothing to compare, or over budget) · 1 a lab problem (``run``),
stale/missing evidence (``status``), an outcome class that differs from the
committed one or a case the lab could not classify (``verify``) · 2 usage error:
the KB folder does not exist, ``lab/environments.yaml`` cannot be read, or
``--since`` names no commit (one ``error:`` line on stderr).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

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
    except (OSError, UnicodeDecodeError, ValueError, TypeError, AttributeError) as e:
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
    shard: str | None = typer.Option(None, "--shard", metavar="I/N",
                                     help="Only shard I of N (entry x environment pairs split by a hash; one CI job per shard)."),
    stale_only: bool = typer.Option(False, "--stale-only", help="Skip cases whose evidence is fresh."),
) -> None:
    """Run every scenario x remedy x environment of the selected entries and append evidence."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from .core import parse_shard, run_lab

    try:
        shard_spec = parse_shard(shard) if shard is not None else None
    except ValueError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(EXIT_USAGE) from None
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
                         on_done=on_done, on_message=lambda m: progress.console.print(f"[dim]{m}[/dim]"),
                         shard=shard_spec, stale_only=stale_only)
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


@lab_app.command("merge")
def merge_command(
    sources: list[Path] = typer.Argument(..., metavar="SHARD_EVIDENCE...", help="Evidence folders written by shards."),
    kb: Path | None = _KB,
    evidence: Path | None = _EVIDENCE,
    environments: Path | None = _ENVS,
) -> None:
    """Append the records of shards' evidence folders that this evidence folder does not hold yet."""
    from .evidence import merge_evidence

    cfg = _config(kb, evidence, environments)
    missing = [str(s) for s in sources if not s.is_dir()]
    if missing:
        typer.echo(f"error: not a folder: {', '.join(missing)}", err=True)
        raise typer.Exit(EXIT_USAGE)
    added = merge_evidence(cfg.evidence_root, sources)
    for rel, n in sorted(added.items()):
        typer.echo(f"{n:6} {rel}")
    typer.echo(f"{sum(added.values())} record(s) added to {len(added)} file(s)")


@lab_app.command("drift")
def drift_command(
    ids: list[str] | None = typer.Argument(None, metavar="[IDS]...", help="Entry IDs or domains (default: all)."),
    library: list[str] | None = typer.Option(None, "--library", help="Only these libraries (repeatable), e.g. pandas."),
    jobs: int | None = typer.Option(None, "--jobs", "-j", min=1, help="Cases run in parallel (default: CPU count)."),
    show_same: bool = typer.Option(False, "--all", help="Also list the scenarios whose result did not change."),
    kb: Path | None = _KB,
    evidence: Path | None = _EVIDENCE,
    environments: Path | None = _ENVS,
    cache: Path | None = typer.Option(None, "--cache", help="Venv cache (default: $KNOWNFIX_LAB_CACHE or .lab-cache/)."),
) -> None:
    """Run each domain's scenarios on the newest release of its library and list the entries whose error
    disappeared, changed wording or fails differently there (nothing is written). Exit 1 when any did."""
    from rich.console import Console
    from rich.table import Table

    from .drift import run_drift

    cfg = _config(kb, evidence, environments, cache)
    console = Console(stderr=True)
    report = run_drift(cfg, list(ids or []), list(library or []) or None, jobs,
                       say=lambda m: console.print(f"[dim]{m}[/dim]"))
    for t in report.targets:
        console.print(f"drift: {t}")
    table = Table(title="drift: the newest releases against the committed records")
    for col in ("entry", "scenario", "release", "committed", "newest", "verdict"):
        table.add_column(col, overflow="fold")
    for d in report.drifts if show_same else report.changed:
        table.add_row(d.entry_id, d.scenario, d.release, d.before, d.after, d.verdict)
    Console().print(table)
    same = len(report.drifts) - len(report.changed)
    console.print(f"{len(report.changed)} scenario(s) changed, {same} unchanged")
    for p in report.problems:
        console.print(f"[red]problem:[/red] {p}")
    if report.changed or report.problems:
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


@lab_app.command("verify")
def verify_command(
    ids: list[str] | None = typer.Argument(None, metavar="[IDS]...",
                                           help="Entry IDs or domains (default: all, or with --since the changed ones)."),
    since: str | None = typer.Option(None, "--since", metavar="REV",
                                     help="Only entries whose kb/ folder or evidence file changed in REV...HEAD "
                                          "or in the working tree."),
    budget: float | None = typer.Option(None, "--budget", min=0, metavar="SECONDS",
                                        help="Skip (exit 0) when the estimated time exceeds this (default: no limit)."),
    jobs: int | None = typer.Option(None, "--jobs", "-j", min=1, help="Cases run in parallel (default: CPU count)."),
    strict: bool = typer.Option(False, "--strict", help="Also fail on cases not compared (environment unavailable "
                                                        "here, no fresh record)."),
    kb: Path | None = _KB,
    evidence: Path | None = _EVIDENCE,
    environments: Path | None = _ENVS,
    cache: Path | None = typer.Option(None, "--cache", help="Venv cache (default: $KNOWNFIX_LAB_CACHE or .lab-cache/)."),
) -> None:
    """Re-run entries without writing evidence; exit 1 when an outcome class differs from the committed one."""
    import os

    from . import verify as v

    cfg = _config(kb, evidence, environments, cache)
    kbase, matrix = v.load(cfg)
    try:
        sel = v.select_entries(cfg, kbase, matrix, list(ids or []), since)
    except v.BadRevision as e:
        typer.echo(f"error: --since: {e}", err=True)
        raise typer.Exit(EXIT_USAGE) from None
    except v.NothingToCompare as e:
        typer.echo(f"lab verify: {e}: nothing to compare")
        return
    if sel.unread:
        typer.echo(f"not re-run, only files the lab does not read changed (prose, translations): "
                   f"{len(sel.unread)} entr{'y' if len(sel.unread) == 1 else 'ies'}")
    for p in sel.problems:
        typer.echo(f"problem: {p}", err=True)
    if sel.problems:
        raise typer.Exit(1)
    if not sel.entries:
        where = f" changed in {since}...HEAD or the working tree" if since else ""
        typer.echo(f"lab verify: no entry with lab inputs or evidence{where}: nothing to compare")
        return
    pl = v.plan(cfg, kbase, matrix, sel, jobs or os.cpu_count() or 1)
    for s in pl.skipped:
        typer.echo(f"skipped: {s}")
    builds = [f"{n} {secs:.0f} s" for n, secs in pl.builds.items() if secs]
    est = (f"estimate {pl.estimate_s:.0f} s: {len(pl.cases)} cases {pl.cases_s:.0f} s on {pl.jobs} job(s)"
           + (f" + environment builds {pl.build_s:.0f} s ({', '.join(builds)})" if builds else ""))
    if not pl.cases:
        typer.echo("lab verify: no case to re-run: nothing to compare")
        for p in pl.problems:
            typer.echo(f"problem: {p}", err=True)
        raise typer.Exit(1 if pl.problems else 0)
    if budget is not None and pl.estimate_s > budget:
        typer.echo(f"lab verify: SKIPPED, {est} exceeds the budget of {budget:g} s. Would have re-run:")
        for le, envs in pl.entries:
            n = sum(pc.case.entry_id == le.entry.id for pc in pl.cases)
            secs = sum(pc.estimate_s for pc in pl.cases if pc.case.entry_id == le.entry.id)
            only = f" in {', '.join(sorted(envs))}" if envs is not None else ""
            typer.echo(f"  {le.entry.id}{only}: {n} cases, {secs:.0f} s ({'; '.join(sel.reasons[le.entry.id])})")
        typer.echo(f"Run it where time allows: knownfix lab verify {' '.join(le.entry.id for le, _ in pl.entries)}")
        return
    typer.echo(f"lab verify: re-running {len(pl.entries)} entr{'y' if len(pl.entries) == 1 else 'ies'}, {est}",
               err=True)
    res = v.verify(cfg, pl, on_message=lambda m: typer.echo(m, err=True))
    labels = [f"{r.case.entry_id} {r.case.scenario.id}/{r.case.remedy or '(broken)'} @{r.case.env}" for r in res.rows]
    w = max([len("case"), *map(len, labels)])
    typer.echo(f"{'case':{w}}  {'committed':16}  {'now':16}")
    for label, r in zip(labels, res.rows):
        note = "" if r.state in (v.MATCH, v.DIFFERS) else f"  ({r.state})"
        typer.echo(f"{label:{w}}  {r.committed or '-':16}  {r.now or '-':16}  {r.mark}{note}")
    for env, why in res.unavailable.items():
        typer.echo(f"environment {env} unavailable here: {why}")
    for p in res.problems:
        typer.echo(f"problem: {p}", err=True)
    compared = res.count(v.MATCH) + res.count(v.DIFFERS)
    summary = (f"lab verify: {compared} compared, {res.count(v.MATCH)} same, {res.count(v.DIFFERS)} differ"
               f"; {res.count(v.NOT_CLASSIFIED)} not classified, {res.count(v.UNAVAILABLE)} unavailable here, "
               f"{res.count(v.NO_RECORD)} without a fresh record")
    typer.echo(summary)
    if not compared:
        typer.echo("lab verify: WARNING: no case could be compared here", err=True)
    if res.failed(strict):
        raise typer.Exit(1)
