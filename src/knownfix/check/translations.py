"""Stale-translation detection: ``translations.lock`` beside each ``entry.yaml``.

English is canonical; each Chinese text translates one version of it. The lock
records *which* version: for every :class:`~knownfix.kb.model.Text` field of the
entry (``root_cause``, ``causes[2].explanation``, ``workarounds[0].how``, ...), the
first 12 hex digits of the sha256 of the English text that the current Chinese
translates. The English is hashed with its whitespace collapsed, so re-wrapping a
YAML block does not count as a change.

The lock is machine-written, by ``knownfix translations accept <ID>``: a
reviewer's statement that the Chinese of that entry now matches its English.
``knownfix check`` compares it with the entry (rules KF406-KF409)::

    KF406  a Text whose English differs from the lock, or that the lock lacks
           (new text): the Chinese may be stale
    KF407  the entry has no translations.lock
    KF408  the lock lists a field the entry no longer has
    KF409  the lock cannot be read or is malformed

A lock is a flat YAML mapping ``"<field>": "<hash>"`` in natural field order
(``causes[2]`` before ``causes[10]``), with a fixed header; the same entry always
gives the same bytes.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..kb.loader import LoadedEntry, Loc, Problem, _dotted, parse_yaml
from ..kb.model import Entry, Text
from .text import text_problems, walk_texts

if TYPE_CHECKING:
    from .entry import EntryContext

__all__ = [
    "LOCK_NAME",
    "AcceptResult",
    "accept_entry",
    "check_translations",
    "en_hash",
    "lock_hashes",
    "lock_text",
    "translation_problems",
]

LOCK_NAME = "translations.lock"
HASH_LEN = 12
_HASH = re.compile(rf"^[0-9a-f]{{{HASH_LEN}}}$")
_FIELD = re.compile(r"^[a-z_]+(?:\[\d+\])*(?:\.[a-z_]+(?:\[\d+\])*)*$")

LOCK_HEADER = (
    "# translations.lock: written by `knownfix translations accept`; do not edit by hand.\n"
    "# For each Text field of entry.yaml: the first 12 hex digits of the sha256 of the\n"
    "# English text (whitespace collapsed) that the current Chinese translates.\n"
)


def en_hash(text: str) -> str:
    """Short hash of an English text; runs of whitespace count as one space."""
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:HASH_LEN]


def _natural(loc: Loc) -> tuple[tuple[bool, int | str], ...]:
    return tuple((isinstance(part, str), part) for part in loc)  # type: ignore[misc]


def _texts(entry: Entry) -> list[tuple[Loc, Text]]:
    """Every Text of the entry with its location, in natural field order."""
    return sorted(walk_texts(entry), key=lambda item: _natural(item[0]))


def lock_hashes(entry: Entry) -> dict[str, str]:
    """What the lock of ``entry`` says once its Chinese is accepted: field -> hash of its English."""
    return {_dotted(loc): en_hash(text.en) for loc, text in _texts(entry)}


def lock_text(entry: Entry) -> str:
    """The exact bytes (as text) of the lock for ``entry``."""
    body = []
    for key, value in lock_hashes(entry).items():
        assert _FIELD.match(key), key  # model field names and indexes only: safe as a plain YAML key
        body.append(f'{key}: "{value}"\n')
    return LOCK_HEADER + "".join(body)


# -- reading a lock -------------------------------------------------------------------------------


@dataclass
class _Lock:
    hashes: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)


def _read_lock(path: Path, shown: str, entry_id: str) -> tuple[_Lock | None, list[Problem]]:
    """The lock at ``path``: (None, [KF407]) when missing, (lock or None, KF409 lines) when malformed."""
    redo = f"regenerate it with `knownfix translations accept {entry_id}` after checking the Chinese"

    def bad(line: int, fld: str, why: str) -> Problem:
        return Problem(shown, line, fld, f"KF409 translations.lock {why}: {redo}")

    if not path.exists() and not path.is_symlink():
        return None, [
            Problem(
                shown,
                1,
                "<file>",
                f"KF407 translations.lock is missing: have the Chinese reviewed, then run "
                f"`knownfix translations accept {entry_id}`",
            )
        ]
    try:
        raw = path.read_bytes()
    except OSError as e:
        return None, [bad(1, "<file>", f"cannot be read ({e.strerror or e})")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return None, [bad(raw[: e.start].count(b"\n") + 1, "<file>", f"is not valid UTF-8 (byte 0x{raw[e.start]:02x})")]
    data, lines, problems = parse_yaml(text, shown)
    if problems:
        first = problems[0]
        message = re.sub(r"^KF\d{3} ", "", first.message)
        return None, [bad(first.line, "<file>", f"is malformed ({message})")]
    if not isinstance(data, dict):
        return None, [bad(1, "<file>", f"must be a mapping of field -> hash, got {type(data).__name__}")]
    lock = _Lock()
    out: list[Problem] = []
    for key, value in data.items():
        line = lines.get((str(key),), 1)
        if not isinstance(key, str) or not _FIELD.match(key):
            out.append(bad(line, str(key), "has a key that is not a field path"))
        elif not isinstance(value, str) or not _HASH.match(value):
            out.append(bad(line, key, f"has {value!r} where a {HASH_LEN}-digit lowercase hex hash belongs"))
        else:
            lock.hashes[key] = value
            lock.lines[key] = line
    return lock, out


def lock_display_path(entry_shown: str) -> str:
    """How problems name the lock: beside the entry.yaml, as that file is named."""
    return str(Path(entry_shown).with_name(LOCK_NAME))


def translation_problems(loaded: LoadedEntry, shown: str) -> list[Problem]:
    """KF406-KF409 for one loaded entry; ``shown`` is how its entry.yaml is named in problem lines."""
    entry = loaded.entry
    lock_shown = lock_display_path(shown)
    lock, out = _read_lock(loaded.folder / LOCK_NAME, lock_shown, entry.id)
    if lock is None:
        return out
    accept = f"`knownfix translations accept {entry.id}`"
    current = {_dotted(loc): (loc, text) for loc, text in _texts(entry)}
    for key, (loc, text) in current.items():
        reviewed = lock.hashes.get(key)
        if reviewed is None:
            if any(p.field == key for p in out):
                continue  # its lock line is malformed: KF409 says so
            message = f"KF406 new text, not in translations.lock (its Chinese was never reviewed): review zh, then {accept}"
        elif reviewed != en_hash(text.en):
            message = f"KF406 English changed since the Chinese was reviewed (zh may be stale): update zh, then {accept}"
        else:
            continue
        out.append(Problem(shown, loaded.line_of(loc), key, message))
    for key in lock.hashes:
        if key not in current:
            out.append(
                Problem(
                    lock_shown,
                    lock.lines[key],
                    key,
                    f"KF408 translations.lock lists a field that entry.yaml no longer has: run {accept} to drop it",
                )
            )
    return out


def check_translations(ctx: EntryContext) -> Iterator[Problem]:
    """The entry rule (KF406-KF409)."""
    yield from translation_problems(ctx.loaded, ctx.shown)


# -- writing a lock -------------------------------------------------------------------------------


@dataclass
class AcceptResult:
    """What ``accept_entry`` did to one entry's lock."""

    entry_id: str
    written: bool  # False: the lock was already exactly right
    created: bool = False  # there was no readable lock before
    changed: list[str] = field(default_factory=list)  # English changed since the old lock
    added: list[str] = field(default_factory=list)  # fields the old lock lacked
    dropped: list[str] = field(default_factory=list)  # fields the entry no longer has
    refused: list[Problem] = field(default_factory=list)  # text problems: nothing written

    def summary(self) -> str:
        if self.refused:
            return f"{self.entry_id}: not accepted ({len(self.refused)} language problem(s))"
        if not self.written:
            return f"{self.entry_id}: already current"
        if self.created:
            return f"{self.entry_id}: translations.lock written"
        parts = [f"{len(v)} {k}" for k, v in (("changed", self.changed), ("new", self.added), ("dropped", self.dropped)) if v]
        return f"{self.entry_id}: accepted ({', '.join(parts) or 'lock rewritten'})"


def accept_entry(loaded: LoadedEntry, shown: str) -> AcceptResult:
    """Write the entry's lock from its current English. Refuses (writes nothing) when a Text has a KF4xx problem:
    an empty or untranslated Chinese text cannot match its English."""
    entry = loaded.entry
    refused = [
        Problem(shown, loaded.line_of(loc + (lang,)), _dotted(loc + (lang,)), message)
        for loc, text in _texts(entry)
        for lang, message in text_problems(text)
    ]
    if refused:
        return AcceptResult(entry.id, written=False, refused=refused)
    path = loaded.folder / LOCK_NAME
    new_text = lock_text(entry)
    try:
        old_text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        old_text = None
    if old_text == new_text:
        return AcceptResult(entry.id, written=False)
    old, _ = _read_lock(path, str(path), entry.id) if old_text is not None else (None, [])
    new = lock_hashes(entry)
    result = AcceptResult(entry.id, written=True, created=old is None)
    if old is not None:
        result.changed = [k for k in new if k in old.hashes and old.hashes[k] != new[k]]
        result.added = [k for k in new if k not in old.hashes]
        result.dropped = [k for k in old.hashes if k not in new]
    _write_atomic(path, new_text)
    return result


def _write_atomic(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".translations.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
