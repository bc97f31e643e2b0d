"""Reading the knowledge base from disk: YAML with line numbers, then the model.

``load_kb(root)`` walks ``root/<domain>/<slug>/entry.yaml`` (the path is the
identity) and returns a :class:`KB` holding every entry that parsed and every
:class:`Problem` found on the way. Nothing here raises on bad content: broken
YAML, duplicate keys, wrong types and unknown fields all become one-line
problems ``path:line: field: message``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from .model import FORBIDDEN_FIGURE_KEYS, Entry

Loc = tuple[str | int, ...]


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.field}: {self.message}"


@dataclass
class LoadedEntry:
    entry: Entry
    path: Path  # the entry.yaml
    lines: dict[Loc, int] = field(default_factory=dict)

    @property
    def folder(self) -> Path:
        return self.path.parent

    def line_of(self, loc: Loc) -> int:
        """Line (1-based) of the YAML node at ``loc``, or of its closest ancestor."""
        return _line_of(self.lines, loc, fallback=1)


@dataclass
class KB:
    root: Path
    entries: dict[str, LoadedEntry] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def __iter__(self):
        return iter(le.entry for le in self.entries.values())

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, entry_id: str) -> Entry | None:
        le = self.entries.get(entry_id)
        return le.entry if le else None


class _DuplicateKey(Exception):
    def __init__(self, key: str, line: int, first_line: int):
        super().__init__(key)
        self.key, self.line, self.first_line = key, line, first_line


class _Checks:
    """Refuses duplicate mapping keys; a date-looking scalar that is no date is a YAML error with a line."""

    def construct_mapping(self, node, deep=False):  # type: ignore[no-untyped-def]
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                continue
            if key in seen:
                raise _DuplicateKey(str(key), key_node.start_mark.line + 1, seen[key])
            seen[key] = key_node.start_mark.line + 1
        return super().construct_mapping(node, deep=deep)  # type: ignore[misc]

    def construct_yaml_timestamp(self, node):  # type: ignore[no-untyped-def]
        """A date-looking scalar that is no date (``2024-13-45``) is a YAML error with a line, not a ValueError."""
        try:
            return super().construct_yaml_timestamp(node)  # type: ignore[misc]
        except (ValueError, OverflowError) as e:
            raise yaml.constructor.ConstructorError(
                None, None, f"invalid date {node.value!r}: {e}", node.start_mark
            ) from None


class _Loader(_Checks, yaml.SafeLoader):
    """The pure-Python SafeLoader with the checks: its error messages are the more precise ones."""


class _FastLoader(_Checks, getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The same on libyaml (several times faster) where PyYAML has it; an error is re-parsed by :class:`_Loader`."""


for _cls in (_Loader, _FastLoader):
    _cls.add_constructor("tag:yaml.org,2002:timestamp", _cls.construct_yaml_timestamp)  # type: ignore[attr-defined]


def _line_map(node: yaml.Node, loc: Loc, out: dict[Loc, int], dups: list[Problem], shown: str) -> None:
    """Record the line of every node by its path; collect duplicate mapping keys."""
    out[loc] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        seen: dict[str, int] = {}
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode):
                child = loc + (k.value,)
                line = k.start_mark.line + 1
                if k.value in seen:
                    dups.append(
                        Problem(shown, line, _dotted(child), f"KF105 duplicate key (first defined on line {seen[k.value]})")
                    )
                    continue
                seen[k.value] = line
                _line_map(v, child, out, dups, shown)
                out[child] = line
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _line_map(v, loc + (i,), out, dups, shown)


def parse_yaml(text: str, display_path: str, _fast: bool = True) -> tuple[Any, dict[Loc, int], list[Problem]]:
    """Parse YAML text; return (data, line map, problems). Never raises.

    Parsed with libyaml when available; a text it rejects is parsed again by the pure-Python
    parser, whose messages say what it found (``expected ',' or ']', but got ':'``).
    """
    if _fast and hasattr(yaml, "CSafeLoader"):
        fast = _parse(text, display_path, _FastLoader)
        if not (fast[2] and fast[2][0].message.startswith("KF104")):
            return fast
    return _parse(text, display_path, _Loader)


def _parse(text: str, display_path: str, cls: Any) -> tuple[Any, dict[Loc, int], list[Problem]]:
    loader = cls(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}, [Problem(display_path, 1, "<file>", "KF103 file is empty")]
        lines: dict[Loc, int] = {}
        dups: list[Problem] = []
        _line_map(node, (), lines, dups, display_path)
        if dups:
            return None, {}, dups
        data = loader.construct_document(node)
        return data, lines, []
    except _DuplicateKey as e:
        return None, {}, [
            Problem(display_path, e.line, e.key, f"KF105 duplicate key (first defined on line {e.first_line})")
        ]
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 1
        msg = str(e.problem or e.context or "syntax error")
        if e.problem and e.context:
            where = ""
            if e.context_mark is not None and e.context_mark.line + 1 != line:
                where = f" that starts on line {e.context_mark.line + 1}"
            msg += f" ({e.context}{where})"
        return None, {}, [Problem(display_path, line, "<yaml>", f"KF104 invalid YAML: {msg}")]
    except yaml.YAMLError as e:
        return None, {}, [Problem(display_path, 1, "<yaml>", f"KF104 invalid YAML: {e}")]
    except RecursionError:
        return None, {}, [Problem(display_path, 1, "<yaml>", "KF104 invalid YAML: nested too deeply")]
    finally:
        loader.dispose()


def _dotted(loc: Loc) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "<entry>"


def _find_figure_keys(data: Any, loc: Loc = ()) -> list[Loc]:
    found: list[Loc] = []
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(k, str) and k in FORBIDDEN_FIGURE_KEYS:
                found.append(loc + (k,))
            found.extend(_find_figure_keys(v, loc + (k,)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            found.extend(_find_figure_keys(v, loc + (i,)))
    return found


#: Friendly descriptions of the model's string patterns (pydantic's message shows the regex).
_PATTERN_HELP = {
    r"^[a-z0-9]+(?:-[a-z0-9]+)*$": "must be a slug: lowercase letters and digits joined by '-'",
    r"^[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*$": "must be '<domain>/<slug>' in lowercase letters, digits and '-'",
    r"^[a-z0-9]+(?:_[a-z0-9]+)*$": "must be lowercase letters and digits joined by '_'",
    r"^scenarios/[A-Za-z0-9_\-]+\.py$": "must be 'scenarios/<name>.py'",
    r"^https?://\S+$": "must be an http(s) URL without spaces",
}


def _shorten(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _pydantic_message(err: Mapping[str, Any]) -> str:
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        return "KF201 unknown field"
    if kind == "missing":
        return "KF202 required field is missing"
    if kind == "string_pattern_mismatch":
        pattern = (err.get("ctx") or {}).get("pattern", "")
        if pattern in _PATTERN_HELP:
            return f"KF203 {_PATTERN_HELP[pattern]} (got {_shorten(err.get('input'))})"
    return f"KF203 {err.get('msg', 'invalid value')}"


def _yaml_kind(data: Any) -> str:
    if data is None:
        return "null"
    if isinstance(data, list):
        return "a list"
    if isinstance(data, str):
        return "a string"
    return f"a {type(data).__name__}"


def load_entry_file(path: Path, display_path: str | None = None) -> tuple[LoadedEntry | None, list[Problem]]:
    """Load and validate one entry.yaml. Returns (entry or None, problems)."""
    shown = display_path or str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, [Problem(shown, 1, "<file>", "KF101 file not found")]
    except IsADirectoryError:
        return None, [Problem(shown, 1, "<file>", "KF102 cannot read file: is a directory")]
    except OSError as e:
        return None, [Problem(shown, 1, "<file>", f"KF102 cannot read file: {e.strerror or e}")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        return None, [Problem(shown, line, "<file>", f"KF102 not valid UTF-8 (byte 0x{raw[e.start]:02x} at offset {e.start})")]
    data, lines, problems = parse_yaml(text, shown)
    if problems:
        return None, problems
    if not isinstance(data, dict):
        return None, [Problem(shown, 1, "<entry>", f"KF106 top level must be a mapping, got {_yaml_kind(data)}")]
    figure_locs = _find_figure_keys(data)
    if figure_locs:
        return None, [
            Problem(
                shown,
                _line_of(lines, loc),
                _dotted(loc),
                "KF204 figures are computed from lab evidence, never typed into an entry (remove this field)",
            )
            for loc in figure_locs
        ]
    try:
        entry = Entry.model_validate(data)
    except ValidationError as e:
        out = []
        for err in e.errors():
            loc = tuple(err["loc"])
            loc = tuple(part for part in loc if part != "[key]")
            out.append(Problem(shown, _line_of(lines, loc), _dotted(loc), _pydantic_message(err)))
        return None, sorted(set(out))
    return LoadedEntry(entry=entry, path=path, lines=lines), []


def _line_of(lines: dict[Loc, int], loc: Loc, fallback: int | None = None) -> int:
    """Line of the node at ``loc`` or its closest ancestor; else ``fallback`` (default: the root's line)."""
    loc = tuple(loc)
    while loc:
        if loc in lines:
            return lines[loc]
        loc = loc[:-1]
    return fallback if fallback is not None else lines.get((), 1)


def default_kb_root() -> Path:
    """The KB folder: $KNOWNFIX_KB, else ./kb, else the repository's kb/ beside src/."""
    env = os.environ.get("KNOWNFIX_KB")
    if env:
        return Path(env)
    here = Path.cwd() / "kb"
    if here.is_dir():
        return here
    return Path(__file__).resolve().parents[3] / "kb"


def kb_display_path(root: Path, path: Path) -> str:
    """How problems name a file under the KB: relative to the KB folder's parent (``kb/<domain>/<slug>/...``)."""
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


def load_kb(root: Path | str | None = None) -> KB:
    """Load every ``<domain>/<slug>/entry.yaml`` under ``root``. Never raises on content."""
    root = Path(root) if root is not None else default_kb_root()
    kb = KB(root=root)
    if not root.is_dir():
        kb.problems.append(Problem(str(root), 1, "<kb>", "KF107 knowledge-base folder not found"))
        return kb
    for path in sorted(root.glob("*/*/entry.yaml")):
        shown = kb_display_path(root, path)
        try:
            le, problems = load_entry_file(path, shown)
        except Exception as e:  # noqa: BLE001 - a loader bug must not hide the other entries
            le, problems = None, [Problem(shown, 1, "<file>", f"KF001 internal error: {type(e).__name__}: {e}")]
        kb.problems.extend(problems)
        if le is None:
            continue
        if le.entry.id in kb.entries:
            other = kb.entries[le.entry.id]
            kb.problems.append(
                Problem(
                    shown,
                    le.line_of(("id",)),
                    "id",
                    f"KF301 duplicate entry id {le.entry.id!r} (also in {kb_display_path(root, other.path)})",
                )
            )
            continue
        kb.entries[le.entry.id] = le
    return kb
