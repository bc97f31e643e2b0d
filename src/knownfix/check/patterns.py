"""Pattern safety: every signature and hint pattern must run under RE2 and Hyperscan.

Backreferences and lookaround are named explicitly (RE2's own message for them,
"invalid escape sequence" or "invalid perl operator", does not say why), then
the pattern is compiled by RE2 (``google-re2``) and, where the ``hyperscan``
module imports, by Hyperscan with the flags the index uses
(``HS_FLAG_SINGLEMATCH | HS_FLAG_UTF8 | HS_FLAG_MULTILINE``; not ``HS_FLAG_UCP``,
which rejects ``\\b``). Patterns that
pass cannot backtrack catastrophically: both engines are automata.
"""

from __future__ import annotations

from typing import Any

import re2

try:  # Hyperscan wheels exist for x86_64 and aarch64 only.
    import hyperscan as _hs
except ImportError:  # pragma: no cover - depends on the platform
    _hs = None  # type: ignore[assignment]

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # RE2 would print every rejected pattern to stderr


def _constructs(pattern: str) -> list[str]:
    """Messages for backreferences (KF502) and lookaround (KF503) in ``pattern``."""
    found: list[str] = []
    i, n, in_class = 0, len(pattern), False
    while i < n:
        ch = pattern[i]
        if ch == "\\" and i + 1 < n:
            nxt = pattern[i + 1]
            if not in_class and nxt in "123456789":
                found.append(f"KF502 backreference \\{nxt} is not allowed (RE2 and Hyperscan have no backreferences)")
            elif not in_class and nxt in "gk" and i + 2 < n and pattern[i + 2] in "<{'":
                found.append(f"KF502 backreference \\{nxt}{pattern[i + 2]}...> is not allowed (RE2 and Hyperscan have no backreferences)")
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
            i += 1
            continue
        if ch == "[":
            in_class = True
            i += 1
            # a ']' right after '[' or '[^' is a literal
            if i < n and pattern[i] == "^":
                i += 1
            if i < n and pattern[i] == "]":
                i += 1
            continue
        if ch == "(" and pattern.startswith("?", i + 1):
            rest = pattern[i + 2 : i + 4]
            if rest[:1] in ("=", "!"):
                kind = "lookahead" if rest[:1] == "=" else "negative lookahead"
                found.append(f"KF503 {kind} (?{rest[:1]}...) is not allowed (RE2 and Hyperscan have no lookaround)")
            elif rest in ("<=", "<!"):
                kind = "lookbehind" if rest == "<=" else "negative lookbehind"
                found.append(f"KF503 {kind} (?{rest}...) is not allowed (RE2 and Hyperscan have no lookaround)")
            elif rest == "P=":
                found.append("KF502 backreference (?P=name) is not allowed (RE2 and Hyperscan have no backreferences)")
        i += 1
    return found


def _decode(err: Exception) -> str:
    arg: Any = err.args[0] if err.args else err
    if isinstance(arg, bytes):
        return arg.decode("utf-8", "replace")
    return str(arg)


def compile_re2(pattern: str) -> tuple[Any | None, str | None]:
    """Compile with RE2. Returns (compiled, None) or (None, "KF5xx message")."""
    constructs = _constructs(pattern)
    if constructs:
        return None, constructs[0]
    try:
        return re2.compile(pattern, _OPTIONS), None
    except re2.error as e:
        return None, f"KF501 pattern does not compile under RE2: {_decode(e)}"


def hyperscan_problem(pattern: str) -> str | None:
    """None if Hyperscan accepts ``pattern`` (or is not installed), else a KF504 message."""
    if _hs is None:  # pragma: no cover - depends on the platform
        return None
    db = _hs.Database()
    try:
        db.compile(
            expressions=[pattern.encode("utf-8")],
            ids=[0],
            flags=[_hs.HS_FLAG_SINGLEMATCH | _hs.HS_FLAG_UTF8 | _hs.HS_FLAG_MULTILINE],
        )
    except _hs.error as e:
        return f"KF504 pattern rejected by Hyperscan: {_decode(e)}"
    return None


def pattern_problems(pattern: str) -> tuple[Any | None, list[str]]:
    """All problems of one pattern, and the RE2-compiled pattern when it compiles."""
    compiled, problem = compile_re2(pattern)
    if compiled is None:
        return None, [problem] if problem else []
    if compiled.search("") is not None:
        return compiled, ["KF506 pattern matches the empty string, so it would match any input"]
    hs_problem = hyperscan_problem(pattern)
    return compiled, [hs_problem] if hs_problem else []
