"""``knownfix check``: the validator of the knowledge base.

``check_path(path)`` returns every problem as a sorted list of
:class:`~knownfix.kb.loader.Problem` (printed ``path:line: field: KFnnn message``);
an empty list means the KB is valid. It never raises: a bug in a rule becomes
one ``KF001`` line. The numbered rules are listed in :mod:`knownfix.check.rules`
and documented in ``docs/entry-format.md``.

What is checked where::

    knownfix.kb.loader      KF1xx files and YAML, KF2xx schema, KF301 duplicate ids
    check.layout (here)     KF304/KF305 folder layout, KF807/KF808 environments file
    check.entry             KF3xx identity, KF4xx languages (check.text; translations.lock in
                            check.translations), KF5xx patterns
                            (check.patterns), KF6xx/KF7xx references, KF8xx lab, KF9xx docs

``path`` may be the KB folder, one entry folder or one ``entry.yaml``; ``None``
means :func:`knownfix.kb.default_kb_root`. A single entry is checked as if it
were in place: its related entries resolve against the KB three folders up.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..kb.loader import Problem, default_kb_root, kb_display_path, load_entry_file, load_kb, parse_yaml
from .entry import EntryContext, LabMatrix, check_entry
from .rules import RULES

__all__ = ["RULES", "Problem", "check_path"]

ENVIRONMENTS_FILE = Path("lab") / "environments.yaml"


def check_path(path: Path | None) -> list[Problem]:
    """Validate the KB (or one entry) at ``path``; return the sorted problems. Never raises."""
    try:
        return sorted(set(_check(path)))
    except Exception as e:  # noqa: BLE001 - a checker bug must never become a traceback
        shown = str(path) if path is not None else "<kb>"
        return [Problem(shown, 1, "<check>", f"KF001 internal error: {type(e).__name__}: {e}")]


def _check(path: Path | None) -> list[Problem]:
    if path is None:
        return _check_kb(default_kb_root())
    path = Path(path)
    if path.is_dir():
        if (path / "entry.yaml").is_file():
            return _check_file(path / "entry.yaml")
        if _is_domain_folder(path):
            # kb/<domain>: the whole KB's checks (references, layout), reported for this domain's files only
            root = path.resolve().parent
            prefix = kb_display_path(root, path.resolve()) + "/"
            return [p for p in _check_kb(root) if p.path.startswith(prefix)]
        return _check_kb(path)
    if path.exists():
        return _check_file(path)
    if path.suffix in (".yaml", ".yml"):
        return [Problem(str(path), 1, "<file>", "KF101 file not found")]
    return [Problem(str(path), 1, "<kb>", "KF107 knowledge-base folder not found")]


def _is_domain_folder(path: Path) -> bool:
    """A KB's domain folder (``kb/pytorch``): entries one level down, none two levels down."""
    return any((d / "entry.yaml").is_file() for d in path.iterdir() if d.is_dir()) and not any(
        path.glob("*/*/entry.yaml"))


def _check_kb(root: Path) -> list[Problem]:
    kb = load_kb(root)
    problems = list(kb.problems)
    if not root.is_dir():
        return problems
    problems.extend(_layout_problems(root))
    environments, env_problems = _environments(root)
    problems.extend(env_problems)
    matrix = _lab_matrix(root)
    for loaded in kb.entries.values():
        ctx = EntryContext(
            loaded=loaded,
            shown=kb_display_path(root, loaded.path),
            entry_exists=_entry_exists(root),
            environments=environments,
            matrix=matrix,
        )
        problems.extend(check_entry(ctx))
    return problems


def _check_file(path: Path) -> list[Problem]:
    shown = str(path)
    resolved = Path(os.path.abspath(path))  # normalise "..", keep symlinks: the path is the identity
    loaded, problems = load_entry_file(resolved, shown)
    if loaded is None:
        return problems
    root = resolved.parents[2] if len(resolved.parents) > 2 else resolved.parent
    environments, env_problems = _environments(root)
    ctx = EntryContext(
        loaded=loaded,
        shown=shown,
        entry_exists=_entry_exists(root),
        environments=environments,
        matrix=_lab_matrix(root),
    )
    return problems + env_problems + check_entry(ctx)


def _entry_exists(root: Path) -> Callable[[str], bool]:
    """A related id resolves when ``<root>/<id>/entry.yaml`` is there, even if that entry has problems of its own."""

    def exists(entry_id: str) -> bool:
        path = root / entry_id / "entry.yaml"
        return path.exists() or path.is_symlink()

    return exists


def _layout_problems(root: Path) -> list[Problem]:
    """KF304: entry.yaml at the wrong depth; KF305: an entry folder without entry.yaml."""
    out: list[Problem] = []
    for path in sorted(root.rglob("entry.yaml")):
        rel = path.relative_to(root)
        if len(rel.parts) != 3 and not any(part.startswith(".") for part in rel.parts):
            out.append(
                Problem(
                    kb_display_path(root, path),
                    1,
                    "<file>",
                    "KF304 entry.yaml must be at <kb>/<domain>/<slug>/entry.yaml (this one is ignored)",
                )
            )
    for domain in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))):
        for folder in sorted(p for p in domain.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))):
            entry = folder / "entry.yaml"
            if entry.is_file() or entry.is_dir():  # a folder named entry.yaml is reported by the loader (KF102)
                continue
            if entry.is_symlink():
                out.append(Problem(kb_display_path(root, entry), 1, "<file>", "KF102 cannot read file: broken symbolic link"))
            else:
                out.append(Problem(kb_display_path(root, folder), 1, "<folder>", "KF305 entry folder has no entry.yaml"))
    return out


def _environments(root: Path) -> tuple[frozenset[str] | None, list[Problem]]:
    """Names defined in ``lab/environments.yaml`` beside the KB folder; None when the file does not exist."""
    path = root.parent / ENVIRONMENTS_FILE
    if not path.is_file():
        return None, []
    shown = kb_display_path(root, path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return None, [Problem(shown, 1, "<file>", f"KF808 cannot read the environments file: {e}")]
    data, _lines, problems = parse_yaml(text, shown)
    if problems:
        return None, problems
    envs = data.get("environments") if isinstance(data, dict) else None
    if not isinstance(envs, dict):
        return None, [Problem(shown, 1, "environments", "KF808 expected a mapping 'environments:' of name -> settings")]
    return frozenset(str(name) for name in envs), []


def _lab_matrix(root: Path) -> LabMatrix:
    """Library versions per environment (python prefix, ``name==X`` pins) and the domain defaults.

    Empty when the environments file is missing or malformed (KF808 reports that); used
    by KF810 only, so anything it cannot read is left out rather than reported twice.
    """
    from packaging.version import InvalidVersion, Version

    path = root.parent / ENVIRONMENTS_FILE
    try:
        data, _lines, problems = parse_yaml(path.read_text(encoding="utf-8"), str(path))
    except (OSError, UnicodeDecodeError):
        return LabMatrix()
    if problems or not isinstance(data, dict) or not isinstance(data.get("environments"), dict):
        return LabMatrix()
    versions: dict[str, dict[str, Version]] = {}
    for name, spec in data["environments"].items():
        libs: dict[str, Version] = {}
        if isinstance(spec, dict):
            reqs = spec.get("requirements") or []
            python = spec.get("python")
            try:
                if isinstance(python, (str, int, float)) and not str(python).startswith("/"):
                    libs["python"] = Version(str(python))
                for req in reqs if isinstance(reqs, list) else []:
                    lib, sep, pin = str(req).partition("==")
                    if sep:
                        libs[lib.strip().lower()] = Version(pin.strip())
            except InvalidVersion:
                pass
        versions[str(name)] = libs
    raw_defaults = data.get("defaults")
    defaults: dict[Any, Any] = raw_defaults if isinstance(raw_defaults, dict) else {}
    return LabMatrix(
        versions=versions,
        defaults={str(k): [str(e) for e in v] for k, v in defaults.items() if isinstance(v, list)},
    )
