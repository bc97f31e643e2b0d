"""Writing the artifact's files so that no reader ever sees half of one."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def replacing(path: Path, prefix: str = ".knownfix-") -> Iterator[Path]:
    """A temporary file beside ``path``, renamed onto it (readable by anyone) when the block succeeds.

    The temporary file is removed when the block raises; the caller writes it by name (SQLite
    opens it itself). Its name ends in ``.tmp``, which the cache pruning knows.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=prefix, suffix=".tmp")
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        os.chmod(tmp, 0o644)  # mkstemp makes it private
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def write_atomic(path: Path, data: bytes, prefix: str = ".knownfix-") -> bool:
    """Write ``data`` to ``path`` through :func:`replacing`; False (nothing left behind) when it cannot."""
    try:
        with replacing(path, prefix) as tmp:
            tmp.write_bytes(data)
    except OSError:
        return False
    return True
