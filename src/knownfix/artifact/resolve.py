"""Which knowledge base a read path uses, and keeping a compiled one current.

In this order:

1. ``--kb PATH`` or ``$KNOWNFIX_KB``: an artifact file is opened as it is; a KB
   folder is compiled on first use and cached by content hash (below);
2. in a source checkout (the package sits in ``<repo>/src/knownfix`` beside
   ``<repo>/kb``): that ``kb/`` folder, compiled and cached the same way, so an
   author never reads answers older than the YAML;
3. the artifact shipped inside the package (``knownfix/data/knownfix.kfa``, built
   when the wheel is built).

Anything else is :class:`ArtifactError` ("no knowledge base"), never an empty answer.

Compiled folders live in ``<cache>/artifacts/`` (:func:`knownfix.index.cache_dir`):
``kb-<content hash>.kfa`` plus small ``fp-<fingerprint>`` files mapping the cheap
fingerprint of the sources (sizes and modification times) to the content hash.
A call whose fingerprint is known opens the artifact directly; otherwise the
content hash is computed (an artifact for it may already exist, e.g. after a
``git checkout`` that touched files without changing them) and, failing that, the
folder is compiled. Only the newest :data:`KEEP_ARTIFACTS` artifacts are kept.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path

from ..index import cache_dir
from .files import write_atomic
from .store import BUNDLED_NAME, Artifact, ArtifactError, open_artifact

KEEP_ARTIFACTS = 8
_PACKAGE = Path(__file__).resolve().parents[1]
_LOCK = threading.Lock()
_OPEN: dict[tuple[str, str], Artifact] = {}


def bundled_path() -> Path:
    """Where the wheel carries its artifact."""
    return _PACKAGE / "data" / BUNDLED_NAME


def checkout_kb() -> Path | None:
    """The ``kb/`` folder of the source checkout this package runs from, if it does."""
    repo = _PACKAGE.parents[1]
    if _PACKAGE.parent.name == "src" and (repo / "pyproject.toml").is_file() and (repo / "kb").is_dir():
        return repo / "kb"
    return None


def open_kb(spec: Path | str | None = None) -> Artifact:
    """The artifact for ``spec`` (a folder or an artifact file), else the default one. Raises :class:`ArtifactError`."""
    if spec is None:
        spec = os.environ.get("KNOWNFIX_KB") or None
    if spec is not None:
        path = Path(spec).expanduser()
        if path.is_file():
            return open_artifact(path)
        if path.is_dir():
            return compiled(path)
        raise ArtifactError(f"no knowledge base at {path} (give a KB folder or an artifact file built by `knownfix build`)")
    checkout = checkout_kb()
    if checkout is not None:
        return compiled(checkout)
    bundled = bundled_path()
    if bundled.is_file():
        return open_artifact(bundled)
    raise ArtifactError(
        f"no knowledge base: this installation carries no artifact (looked for {bundled}); "
        "reinstall knownfix, or give a KB with --kb / $KNOWNFIX_KB"
    )


def default_kb() -> Artifact:
    """:func:`open_kb` for the default, opened once per process (per ``$KNOWNFIX_KB``)."""
    key = ("default", os.environ.get("KNOWNFIX_KB") or "")
    with _LOCK:
        got = _OPEN.get(key)
    if got is None:
        got = open_kb(None)
        with _LOCK:
            _OPEN[key] = got
    return got


def forget_open() -> None:
    """Forget the artifacts opened by :func:`default_kb` (the next call opens them again)."""
    with _LOCK:
        _OPEN.clear()


def compiled(root: Path) -> Artifact:
    """The artifact of the KB folder ``root``, compiled unless the cache already has it current."""
    from .build import Sources, build_artifact, source_fingerprint, source_hash

    src = Sources.for_kb(root)
    base = cache_dir()
    if base is None:  # caching disabled: compile into a temporary folder removed at exit
        tmp = Path(tempfile.mkdtemp(prefix="knownfix-kb-"))
        atexit.register(shutil.rmtree, tmp, True)
        build_artifact(root, tmp / "kb.kfa")
        return open_artifact(tmp / "kb.kfa", source=root, rebuilt=True)
    folder = base / "artifacts"
    fingerprint = source_fingerprint(src)
    ref = folder / f"fp-{fingerprint[:32]}"
    found = _open_ref(ref, folder, root)
    if found is not None:
        return found
    kb_hash = source_hash(src)
    path = folder / f"kb-{kb_hash[:32]}.kfa"
    last = folder / f"last-{hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:32]}"
    try:
        previous = last.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        previous = ""
    rebuilt = False
    if not _usable(path):
        try:
            build_artifact(root, path, kb_hash=kb_hash)
        except OSError:  # the cache folder cannot be written: compile into a temporary one
            tmp = Path(tempfile.mkdtemp(prefix="knownfix-kb-"))
            atexit.register(shutil.rmtree, tmp, True)
            build_artifact(root, tmp / "kb.kfa", kb_hash=kb_hash)
            return open_artifact(tmp / "kb.kfa", source=root, rebuilt=True)
        rebuilt = bool(previous) and previous != kb_hash  # a first build in a new cache is not news
        _prune(folder)
    _write_ref(ref, kb_hash)
    _write_ref(last, kb_hash)
    return open_artifact(path, source=root, rebuilt=rebuilt)


def _usable(path: Path) -> bool:
    if not path.is_file():
        return False
    try:
        open_artifact(path)
    except ArtifactError:
        return False
    return True


def _open_ref(ref: Path, folder: Path, root: Path) -> Artifact | None:
    try:
        kb_hash = ref.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    path = folder / f"kb-{kb_hash[:32]}.kfa"
    try:
        return open_artifact(path, source=root)
    except ArtifactError:
        return None


def _write_ref(ref: Path, kb_hash: str) -> None:
    write_atomic(ref, (kb_hash + "\n").encode("ascii"), prefix=".fp-")


def _prune(folder: Path) -> None:
    """Keep the newest :data:`KEEP_ARTIFACTS` artifacts, their fingerprint files, and nothing stale."""
    try:
        arts = sorted(folder.glob("kb-*.kfa"), key=lambda p: p.stat().st_mtime, reverse=True)
        keep = {p.name[3:-4] for p in arts[:KEEP_ARTIFACTS]}
        for p in arts[KEEP_ARTIFACTS:]:
            p.unlink(missing_ok=True)
        for ref in folder.glob("fp-*"):
            try:
                target = ref.read_text(encoding="ascii").strip()[:32]
            except (OSError, UnicodeDecodeError):
                target = ""
            if target not in keep:
                ref.unlink(missing_ok=True)
        now = time.time()
        for tmp in folder.glob(".*.tmp"):  # left by a process killed mid-write (not one writing now)
            if now - tmp.stat().st_mtime > 3600:
                tmp.unlink(missing_ok=True)
    except OSError:
        pass
