"""Secrets out of a report's note before it is stored.

Redacted, in this order: passwords in URLs (``scheme://user:secret@host`` keeps the user),
credentials that name themselves (``Authorization: Bearer …``, ``api_key=…``, ``password: …``),
tokens with a known shape (OpenAI/Anthropic ``sk-…``, GitHub ``ghp_…``/``github_pat_…``,
Hugging Face ``hf_…``, Slack ``xox?-…``, AWS ``AKIA…``, Google ``AIza…``, JWTs, PEM private
keys), long hex or base64 runs that look like keys, e-mail addresses, and the user name in
home-directory paths (``/home/NAME``, ``/Users/NAME``, ``C:\\Users\\NAME``). Each becomes a
bracketed label such as ``[token]`` so the note keeps its sense. The note is at most 500
characters; the patterns are RE2 (linear time) all the same.
"""

from __future__ import annotations

from ..lookup._rx import compile_rx

_RULES: list[tuple[str, str]] = [
    # -----BEGIN ... PRIVATE KEY----- blocks (possibly cut at 500 characters)
    (r"-----BEGIN [A-Z ]*PRIVATE KEY-----(?s:.*?)(?:-----END [A-Z ]*PRIVATE KEY-----|$)", "[private key]"),
    # scheme://user:password@host -> scheme://user:[password]@host
    (r"(?i)\b([a-z][a-z0-9+.-]*://[^\s:/@]+:)[^\s@/]+@", r"\1[password]@"),
    # Authorization: Bearer xyz / Basic xyz
    (r"(?i)\b(bearer|basic|token)\s+[A-Za-z0-9._~+/=-]{8,}", r"\1 [token]"),
    # key=value and key: value for names that say they are secret
    ((r"(?i)\b([a-z0-9_-]*(?:api[_-]?key|apikey|secret|password|passwd|pwd|token|access[_-]?key|private[_-]?key)"
      r"[a-z0-9_-]*[\"']?)(\s*[:=]\s*)(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"',;]+)"), r"\1\2[redacted]"),
    (r"\b(?:sk|rk|pk)-(?:[A-Za-z0-9_-]+-)?[A-Za-z0-9_-]{16,}", "[token]"),
    (r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}\b|\bgithub_pat_[A-Za-z0-9_]{20,}", "[token]"),
    (r"\bhf_[A-Za-z0-9]{20,}\b", "[token]"),
    (r"\bxox[abprs]-[A-Za-z0-9-]{10,}", "[token]"),
    (r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b", "[token]"),
    (r"\bAIza[A-Za-z0-9_-]{30,}", "[token]"),
    (r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}", "[token]"),
    # long runs of hex or base64 that look like keys (32+ characters with letters and digits)
    (r"\b[0-9a-fA-F]{32,}\b", "[token]"),
    (r"[A-Za-z0-9+/_-]*[0-9][A-Za-z0-9+/_-]*[A-Za-z][A-Za-z0-9+/_-]{30,}={0,2}", "[token]"),
    (r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+", "[email]"),
    (r"(/home/|/Users/|/users/)[^/\s]+", r"\1[user]"),
    (r"(?i)([a-z]:\\\\?users\\\\?)[^\\\s]+", r"\1[user]"),
]
_COMPILED = [(compile_rx(p), r) for p, r in _RULES]


def redact(note: str) -> str:
    """``note`` with the secrets it holds replaced by labels (see the module docstring)."""
    for rx, replacement in _COMPILED:
        note = rx.sub(replacement, note)
    return note
