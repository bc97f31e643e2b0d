"""``knownfix translations accept`` and ``knownfix translations status``.

``accept [ID...|--all]`` writes each entry's ``translations.lock`` from its current
English: the reviewer's statement "the Chinese now matches the English". It refuses
an entry whose texts have a language problem (KF401-KF405) and writes nothing for it.
``status [ID...]`` prints the KF406-KF409 lines of the selected entries (default:
all), exactly as ``knownfix check`` prints them.

Exit codes: 0 done (``status``: every translation current) · 1 ``accept``: some
entry not accepted, or some entry.yaml did not load; ``status``: a stale, missing
or malformed lock, or an entry.yaml that did not load · 2 usage error: no ID and
no ``--all``, both, an unknown ID, the KB folder missing, a lock that cannot be
written (one ``error:`` line on stderr; nothing is written).
"""

from __future__ import annotations

from pathlib import Path

import typer

translations_app = typer.Typer(
    help="Stale-translation locks: accept reviewed Chinese, list texts whose English changed since.",
    no_args_is_help=True,
    add_completion=False,
)

_KB = typer.Option(None, "--kb", help="KB folder (default: $KNOWNFIX_KB or ./kb).")
EXIT_USAGE = 2


def _load(kb: Path | None, ids: list[str]):
    """The KB and the selected loaded entries (all when ``ids`` is empty), or exit 2 with one line."""
    from ..kb.loader import default_kb_root, load_kb

    root = kb if kb is not None else default_kb_root()
    if not root.is_dir():
        typer.echo(f"error: knowledge-base folder not found: {root}", err=True)
        raise typer.Exit(EXIT_USAGE)
    loaded_kb = load_kb(root)
    unknown = [i for i in ids if i not in loaded_kb.entries]
    if unknown:
        typer.echo(f"error: no entry with ID {unknown[0]!r} (run `knownfix check` to see entries that failed to load)", err=True)
        raise typer.Exit(EXIT_USAGE)
    selected = [loaded_kb.entries[i] for i in dict.fromkeys(ids)] if ids else list(loaded_kb.entries.values())
    return loaded_kb, selected


def _not_loaded_note(loaded_kb) -> bool:
    files = sorted({p.path for p in loaded_kb.problems})
    if files:
        typer.echo(f"{len(files)} entry file(s) did not load and were skipped: run `knownfix check`", err=True)
    return bool(files)


@translations_app.command("accept")
def accept_command(
    ids: list[str] | None = typer.Argument(None, metavar="[ID]...", help="Entry IDs whose Chinese was reviewed."),
    all_: bool = typer.Option(False, "--all", help="Every entry of the KB."),
    kb: Path | None = _KB,
) -> None:
    """Record that the Chinese of these entries matches their English now (writes translations.lock)."""
    from ..kb.loader import kb_display_path
    from .translations import accept_entry

    ids = ids or []
    if bool(ids) == all_:
        typer.echo("error: give entry IDs or --all (not both)", err=True)
        raise typer.Exit(EXIT_USAGE)
    loaded_kb, selected = _load(kb, ids)
    failed = False
    for loaded in selected:
        shown = kb_display_path(loaded_kb.root, loaded.path)
        try:
            result = accept_entry(loaded, shown)
        except OSError as e:
            typer.echo(f"error: cannot write {loaded.folder / 'translations.lock'}: {e.strerror or e}", err=True)
            raise typer.Exit(EXIT_USAGE) from None
        typer.echo(result.summary())
        for problem in result.refused:
            typer.echo(f"  {problem}")
        failed |= bool(result.refused)
    if all_:
        failed |= _not_loaded_note(loaded_kb)
    if failed:
        raise typer.Exit(1)


@translations_app.command("status")
def status_command(
    ids: list[str] | None = typer.Argument(None, metavar="[ID]...", help="Entry IDs (default: all)."),
    kb: Path | None = _KB,
) -> None:
    """List texts whose English changed since their Chinese was reviewed. Exit 1 if any."""
    from ..kb.loader import kb_display_path
    from .translations import translation_problems

    ids = ids or []
    loaded_kb, selected = _load(kb, ids)
    problems = []
    stale_entries = 0
    for loaded in selected:
        found = translation_problems(loaded, kb_display_path(loaded_kb.root, loaded.path))
        stale_entries += bool(found)
        problems.extend(found)
    for problem in sorted(problems):
        typer.echo(str(problem))
    not_loaded = not ids and _not_loaded_note(loaded_kb)
    if problems:
        typer.echo(f"{len(problems)} problem(s) in {stale_entries} of {len(selected)} entries", err=True)
    elif not not_loaded:
        typer.echo(f"ok: the Chinese of all {len(selected)} entries is current", err=True)
    if problems or not_loaded:
        raise typer.Exit(1)
