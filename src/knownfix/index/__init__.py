"""Stage ``knownfix build``: the compiled matcher, built once from the KB and cached.

:func:`load_index` returns a :class:`CompiledIndex` for a KB: it hashes what the
engine uses (signatures, titles, causes and hints, plus the engine version),
looks for ``index-<hash>-<backend>.kfx`` in the cache folder and loads it (a
Hyperscan database is deserialised with ``hyperscan.loadb``, no recompilation);
otherwise it compiles and writes that file. :func:`build_index` always compiles.

Cache folder: ``$KNOWNFIX_CACHE_DIR``, else ``$XDG_CACHE_HOME/knownfix``, else
``~/.cache/knownfix``. ``KNOWNFIX_CACHE_DIR=off`` disables the cache. A cache
file that cannot be read or written is ignored (the index is then compiled in
memory); it never makes a lookup fail.

File layout: ``KFXIDX1\\n``, 8-byte big-endian header length, a JSON header
(key, backend, matcher state, records), then the backend's serialised database.
"""

from __future__ import annotations

import json
import os
import struct
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .backends import HyperscanMatcher, Matcher, ScanBuffer, available_backends, default_backend, make_matcher, split_blob
from .records import ENGINE_VERSION, CauseRecord, EntryRecord, HintRecord, Records, SigRecord, records_from_entries

_MAGIC = b"KFXIDX1\n"


@dataclass
class CompiledIndex:
    """Everything a lookup needs: records plus the compiled one-pass matcher."""

    records: Records
    matcher: Matcher
    key: str
    backend: str
    build_seconds: float = 0.0
    cache_path: Path | None = None
    from_cache: bool = False

    @property
    def signatures(self) -> list[SigRecord]:
        return self.records.signatures

    @property
    def triggers(self) -> dict[int, list[int]]:
        """Matcher pattern index of each truncation trigger -> the signature indexes it stands for."""
        found = self.__dict__.get("_triggers")
        if found is None:
            found = self.__dict__["_triggers"] = self.records.scan_patterns()[1]
        return found

    @property
    def fragments(self) -> dict[int, list[tuple[int, int, int]]]:
        """Matcher pattern index of each fragment literal -> (signature index, offset in its example, length)."""
        found = self.__dict__.get("_fragments")
        if found is None:
            found = self.__dict__["_fragments"] = self.records.fragments()
        return found


def cache_dir() -> Path | None:
    env = os.environ.get("KNOWNFIX_CACHE_DIR")
    if env is not None:
        return None if env.strip().lower() in ("", "off", "none", "0") else Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "knownfix"


def _records(source: Any) -> Records:
    if isinstance(source, Records):
        return source
    return records_from_entries(source if not hasattr(source, "entries") else iter(source))


def build_index(source: Any, backend: str | None = None) -> CompiledIndex:
    """Compile a matcher for a KB, an iterable of entries, or :class:`Records` (no cache)."""
    recs = _records(source)
    backend = backend or default_backend()
    t0 = time.perf_counter()
    patterns, _ = recs.scan_patterns()
    matcher = make_matcher(patterns, backend)
    return CompiledIndex(records=recs, matcher=matcher, key=recs.key(), backend=backend, build_seconds=time.perf_counter() - t0)


def _read(path: Path, key: str, backend: str) -> CompiledIndex | None:
    try:
        raw = path.read_bytes()
        if not raw.startswith(_MAGIC):
            return None
        (hlen,) = struct.unpack(">Q", raw[len(_MAGIC) : len(_MAGIC) + 8])
        start = len(_MAGIC) + 8
        header = json.loads(raw[start : start + hlen].decode("utf-8"))
        if header.get("key") != key or header.get("backend") != backend:
            return None
        recs = Records.from_json(header["records"])
        blob = raw[start + hlen :]
        t0 = time.perf_counter()
        patterns, _ = recs.scan_patterns()
        if backend == "hyperscan" and blob and isinstance(header.get("state"), dict):
            matcher: Matcher = HyperscanMatcher(patterns, state=header["state"], blobs=split_blob(blob))
        else:
            matcher = make_matcher(patterns, backend)
        return CompiledIndex(recs, matcher, key, backend, time.perf_counter() - t0, path, True)
    except Exception:  # noqa: BLE001 - a broken cache file is ignored, never fatal
        return None


def _write(index: CompiledIndex, path: Path) -> bool:
    try:
        state = index.matcher.state() if isinstance(index.matcher, HyperscanMatcher) else None
        header = json.dumps(
            {"key": index.key, "backend": index.backend, "state": state, "records": index.records.to_json()},
            ensure_ascii=False,
        ).encode("utf-8")
        blob = index.matcher.dump() or b""
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".index-", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC + struct.pack(">Q", len(header)) + header + blob)
        os.replace(tmp, path)
        return True
    except OSError:
        return False


def load_index(source: Any, *, backend: str | None = None, cache: Path | None | bool = True) -> CompiledIndex:
    """The compiled index for ``source``, from the cache when its content hash matches.

    ``cache``: True = default folder (:func:`cache_dir`), False/None = no cache, a Path = that folder.
    """
    recs = _records(source)
    backend = backend or default_backend()
    key = recs.key()
    folder = cache_dir() if cache is True else (Path(cache) if cache else None)
    path = folder / f"index-{key[:24]}-{backend}.kfx" if folder is not None else None
    if path is not None and path.is_file():
        found = _read(path, key, backend)
        if found is not None:
            return found
    index = build_index(recs, backend)
    if path is not None and _write(index, path):
        index.cache_path = path
    return index


__all__ = [
    "ENGINE_VERSION",
    "CauseRecord",
    "CompiledIndex",
    "EntryRecord",
    "HintRecord",
    "Records",
    "ScanBuffer",
    "SigRecord",
    "available_backends",
    "build_index",
    "cache_dir",
    "default_backend",
    "load_index",
    "records_from_entries",
]
