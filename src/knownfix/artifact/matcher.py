"""The artifact's compiled matcher, ready to scan.

Hyperscan: the artifact carries the serialised database compiled when it was built,
tagged with the machine and Hyperscan version (:func:`knownfix.artifact.store.hs_platform`).
Where that tag matches, the database is deserialised (``hyperscan.loadb``, no
compilation). Elsewhere (another CPU architecture, another Hyperscan release) it is
compiled at first use from the stored patterns and cached beside the other caches
(:func:`knownfix.index.cache_dir`), keyed by the artifact's index key, so the next
process loads it. RE2 and Python ``re`` backends compile the stored patterns.
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from ..index import CompiledIndex, cache_dir
from ..index.backends import HyperscanMatcher, Matcher, make_matcher, split_blob
from .files import write_atomic
from .store import hs_platform

if TYPE_CHECKING:  # pragma: no cover
    from .store import Artifact

log = logging.getLogger("knownfix.artifact")


def _hs_cache_path(art: Artifact, plat: str) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    safe = plat.replace("/", "_")
    return folder / f"hs-{str(art.meta['index_key'])[:24]}-{safe}.db"


def _hyperscan(art: Artifact, records: object) -> tuple[Matcher, bool]:
    patterns = records.patterns  # type: ignore[attr-defined]
    state = {"literal_ids": [], "full_ids": [], "leftover": list(art.meta.get("hs_leftover", []))}
    plat = hs_platform()
    if art.meta.get("hs_platform") == plat:
        blob = art.matcher_blob("hyperscan")
        if blob:
            try:
                return HyperscanMatcher(patterns, state=state, blobs=split_blob(blob)), True
            except Exception as e:  # noqa: BLE001 - an unloadable database is compiled below
                log.info("the artifact's Hyperscan database did not load (%s); compiling it", e)
    cached = _hs_cache_path(art, plat)
    if cached is not None and cached.is_file():
        try:
            raw = cached.read_bytes()
            hlen = int.from_bytes(raw[:8], "big")
            state = json.loads(raw[8 : 8 + hlen].decode("utf-8"))
            return HyperscanMatcher(patterns, state=state, blobs=split_blob(raw[8 + hlen :])), True
        except Exception as e:  # noqa: BLE001 - a broken cache file is ignored
            log.info("cached Hyperscan database %s did not load (%s); compiling it", cached, e)
    matcher = HyperscanMatcher(list(patterns))
    if cached is not None:
        head = json.dumps({"literal_ids": [], "full_ids": [], "leftover": matcher.leftover}).encode("utf-8")
        write_atomic(cached, len(head).to_bytes(8, "big") + head + (matcher.dump() or b""))
    return matcher, False


def index_from_artifact(art: Artifact, backend: str) -> CompiledIndex:
    """A :class:`CompiledIndex` whose records are read lazily from ``art``."""
    t0 = time.perf_counter()
    records = art.records()
    if backend == "hyperscan":
        matcher, loaded = _hyperscan(art, records)
    else:
        matcher, loaded = make_matcher(list(records.patterns), backend), False
    return CompiledIndex(
        records=records,  # type: ignore[arg-type]
        matcher=matcher,
        key=str(art.meta["index_key"]),
        backend=backend,
        build_seconds=time.perf_counter() - t0,
        cache_path=art.path,
        from_cache=loaded,
    )
