"""Where the lab's files live beside a KB folder (standard library only: read paths import this)."""

from __future__ import annotations

import os
from pathlib import Path


def default_evidence_root(kb_root: Path) -> Path:
    """``$KNOWNFIX_EVIDENCE``, else ``evidence/`` beside the KB folder."""
    env = os.environ.get("KNOWNFIX_EVIDENCE")
    return Path(env) if env else kb_root.parent / "evidence"


def default_envs_file(kb_root: Path) -> Path:
    """``$KNOWNFIX_LAB_ENVS``, else ``lab/environments.yaml`` beside the KB folder."""
    env = os.environ.get("KNOWNFIX_LAB_ENVS")
    return Path(env) if env else kb_root.parent / "lab" / "environments.yaml"


def default_cache_dir(kb_root: Path) -> Path:
    """``$KNOWNFIX_LAB_CACHE``, else ``.lab-cache/`` beside the KB folder."""
    env = os.environ.get("KNOWNFIX_LAB_CACHE")
    return Path(env) if env else kb_root.parent / ".lab-cache"
