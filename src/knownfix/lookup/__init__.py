"""Stage: the lookup engine (parse pasted text, match all signatures in one pass, rank)."""

from __future__ import annotations

import re

from .model import LikelyCause, Match


def lookup(text: str, *, kb=None, limit: int = 5) -> list[Match]:
    """Temporary naive lookup (replaced by the matching engine)."""
    from ..kb import load_kb

    kb = kb if kb is not None else load_kb()
    out = []
    for entry in kb:
        for sig in entry.signatures:
            for line in text.splitlines():
                if re.search(sig.pattern, line):
                    out.append(Match(id=entry.id, title=entry.title.en, score=1.0, matched_signature=sig.id, matched_text=line.strip()))
                    break
    return out[:limit]


__all__ = ["LikelyCause", "Match", "lookup"]
