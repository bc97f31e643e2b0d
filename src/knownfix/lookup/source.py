"""The second tier: a message identified from the library's own source (no curated entry yet).

Used only when no curated entry matched. Two kinds of answer, both facts read from the
message inventory (:mod:`knownfix.artifact.inventory`), no advice:

* ``names`` — for ``cannot import name 'X' from 'Y'``, ``module 'Y' has no attribute 'X'``
  and ``No module named 'Y'``: in which mined releases module ``Y`` had ``X`` (or existed),
  and the closest names it has in its newest mined release;
* ``source`` — a raise (or warning, or a compiled module's message) whose template matches
  the message: library, releases, raise site with its URL, the guarding condition and the
  function's docstring summary.

A template answers only when it explains the message, not a part of it: the text
before its match and after it must be what the template's own leading and trailing
holes stand for (nothing, give or take quotes and punctuation, where the template
starts or ends with literal text; where it ends with a hole, at most :data:`MAX_END_HOLE`
characters; where it starts with one, a value — at most :data:`MAX_LEAD_HOLE` characters in
:data:`MAX_LEAD_HOLE_WORDS` words, no ``": "``), and it must hold at least :data:`MIN_LITERAL` literal
characters (:data:`MIN_LITERAL_BINARY` for a compiled module's string, which has no
exception class to agree with); an exception class that contradicts the printed one
disqualifies it. Ranked by: exception agrees, library seen in
the traceback, coverage, literal characters, kind (raise, warning, binary). A template
that several libraries raise word for word answers only for the library the paste shows,
or for the standard library; when the paste shows libraries, a template of another
(non-standard) library does not answer; and when it shows none, a library's template needs
:data:`MIN_LITERAL_UNSEEN` literal characters.

Two more ways a message is identified when no single template explains it:

* a C++ check's message is its literal pieces with values between them (``"shape mismatch: value
  tensor of shape ", a, " cannot be broadcast to indexing result of shape ", b``): one library's
  compiled strings that together cover at least :data:`MIN_PIECE_COVER` of the message, with no gap
  before, between or after them longer than :data:`MAX_PIECE_GAP` characters, answer for it (under the
  same rules of libraries shown);
* OpenCV's ``cv::error`` prints its own raise site (version, source file and line, the failed check, the
  function): that is the answer, with the line's URL at the release's tag, inventory or not.
"""

from __future__ import annotations

import difflib
import itertools
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any

from ..index.backends import ScanBuffer, verifier
from ._rx import compile_rx
from .parse import Block, Parsed

LABEL = "identified from the library's source; no curated entry yet"
MAX_END_HOLE = 300
#: What a template's leading hole may stand for: at most this many characters and words (a value).
MAX_LEAD_HOLE = 100
MAX_LEAD_HOLE_WORDS = 6
_SLACK = " \t'\"`.,:;!()[]"
HOLE = "{…}"
MIN_LITERAL = 15
MIN_LITERAL_BINARY = 24
#: Literal characters a library's template needs to answer a paste that shows no library at all.
MIN_LITERAL_UNSEEN = 40
MAX_ANSWERS = 3
#: Compiled strings explaining a message together: the longest text before, between or after them, and the
#: share of the message they must cover.
MAX_PIECE_GAP = 80
MIN_PIECE_COVER = 0.5
MAX_MESSAGE = 2000
KIND_ORDER = {"raise": 0, "warning": 1, "binary": 2}
_NAME_PATTERNS = [
    ("import", compile_rx(r"cannot import name '([A-Za-z_][A-Za-z0-9_]*)' from '([A-Za-z_][A-Za-z0-9_.]*)'")),
    ("attribute", compile_rx(r"module '([A-Za-z_][A-Za-z0-9_.]*)' has no attribute '([A-Za-z_][A-Za-z0-9_]*)'")),
    ("module", compile_rx(r"No module named '([A-Za-z_][A-Za-z0-9_.]*)'")),
]


@dataclass
class SourceAnswer:
    """An answer of the source tier (JSON: :meth:`to_json`)."""

    kind: str  # "source" | "names"
    id: str
    library: str
    releases: dict[str, Any]
    summary: str
    matched_text: str
    raise_site: dict[str, Any] | None = None
    condition: str | None = None
    exception: str | None = None
    template: str | None = None
    names: dict[str, Any] | None = None
    label: str = LABEL
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}


#: The names the library context gives a library whose inventory name differs (``cv2`` -> ``opencv``).
_CONTEXT_NAMES = {"opencv-python": ("opencv-python", "opencv"), "pydantic-core": ("pydantic-core", "pydantic_core")}


def _seen(parsed: Parsed, library: str) -> bool:
    """Whether the paste shows ``library`` (the standard library counts as always shown)."""
    return library == "stdlib" or any(parsed.context.has(n) for n in _CONTEXT_NAMES.get(library, (library,)))


def _short(t: str | None) -> str | None:
    return t.rsplit(".", 1)[-1] if t else None


def _range(first: str, last: str) -> str:
    return first if first == last else f"{first}–{last}"


def _messages(parsed: Parsed) -> list[tuple[Block | None, str]]:
    out: list[tuple[Block | None, str]] = []
    for b in parsed.primary or parsed.blocks[-1:]:
        for m in b.messages:
            if m.strip():
                out.append((b, m.strip()[:MAX_MESSAGE]))
    return out


def identify(parsed: Parsed, inventory: Any) -> list[SourceAnswer]:
    """Source-tier answers for a paste that matched no curated entry (best first; [] = none)."""
    messages = _messages(parsed)
    if not messages:
        return []
    located = _located(messages)
    if located:
        return located[:1]
    if not inventory:
        return []
    names = [a for a in (_names(b, m, inventory) for b, m in messages) if a is not None]
    if names:
        return names[:1]
    return _templates(parsed, messages, inventory)


# OpenCV prints where it raised: ``OpenCV(4.5.2) <build path>/modules/imgproc/src/templmatch.cpp:1163: error:
# (-215:Assertion failed) <the failed test> in function 'cv::matchTemplate'`` (4.x; 3.4: ``(-215) test in function
# name``), or, before 3.4, ``OpenCV Error: Assertion failed (<test>) in <function>, file <path>, line <n>``.
_OPENCV = compile_rx(r"OpenCV\((\d+\.\d+\.\d+)[^)]*\) (.+?):(\d+): error: \((-?\d+)(?::([^)]*))?\)? ?(.*)")
_OPENCV_OLD = compile_rx(r"OpenCV Error: ([^(]+?) \((.*)\) in ([^,]+), file (.+?), line (\d+)")
_IN_FUNCTION = compile_rx(r"(.*?) ?in function '?([^'\s]*)'?\s*$")
_OPENCV_REPO = "https://github.com/opencv/{repo}/blob/{version}/{path}#L{line}"


def _opencv_path(path: str) -> tuple[str, str] | None:
    """(repository, path inside it) of a build path that holds OpenCV's ``modules/`` tree."""
    path = path.replace("\\", "/")
    k = path.rfind("/modules/")
    if k < 0:
        return None
    repo = "opencv_contrib" if "opencv_contrib" in path[:k] else "opencv"
    return repo, path[k + 1:]


def _located(messages: list[tuple[Block | None, str]]) -> list[SourceAnswer]:
    """Answers for messages that carry their own raise site (OpenCV's ``cv::error``)."""
    for _block, message in messages:
        if "OpenCV" not in message:
            continue
        m = _OPENCV.search(message)
        if m is not None:
            version, path, line, code, desc, rest = m.groups()
            test, function = rest, None
            f = _IN_FUNCTION.match(rest)
            if f is not None:
                test, function = f.group(1), f.group(2) or None
        else:
            m = _OPENCV_OLD.search(message)
            if m is None:
                continue
            desc, test, function, path, line = m.groups()
            version, code = None, None
        where = _opencv_path(path)
        rel = where[1] if where else path.replace("\\", "/").rsplit("/", 1)[-1]
        url = _OPENCV_REPO.format(repo=where[0], version=version, path=where[1], line=line) if where and version else None
        test = (test or "").strip() or None
        desc = (desc or "").strip() or None
        assertion = bool(desc and desc.lower().startswith("assertion failed")) or code == "-215"
        what = f"cv::error({code}{': ' + desc if desc else ''})" if code else f"cv::error ({desc or 'error'})"
        summary = (f"{what} raised by {function or 'OpenCV'} at {rel}:{line}"
                   + (f" in OpenCV {version}" if version else "")
                   + (f": the check `{test}` failed" if assertion and test else ""))
        return [SourceAnswer(
            kind="source", id=f"source/opencv-python/{rel}:{line}" + (f"@{version}" if version else ""),
            library="opencv-python",
            releases={"first": version or "", "last": version or "", "seen": [version] if version else []},
            summary=summary, matched_text=message[:300],
            raise_site={"module": None, "function": function, "line": int(line), "path": rel, "url": url},
            condition=f"not ({test})" if assertion and test else None, exception="cv2.error",
            template=None,
            reasons=["the message names OpenCV's own source file and line (cv::error)"],
        )]
    return []


def _names(block: Block | None, message: str, inv: Any) -> SourceAnswer | None:
    for kind, rx in _NAME_PATTERNS:
        m = rx.search(message)
        if m is None:
            continue
        if kind == "import":
            name, module = m.group(1), m.group(2)
        elif kind == "attribute":
            module, name = m.group(1), m.group(2)
        else:
            module, name = m.group(1), None
        return _name_answer(kind, module, name, m.group(0), inv)
    return None


def _name_answer(kind: str, module: str, name: str | None, text: str, inv: Any) -> SourceAnswer | None:
    if name is None:  # No module named 'a.b.c': is it (or its parent) a module the inventory knows?
        known = inv.module(module)
        if known is None:
            return None
        library, _members = known
        releases = inv.library_releases(library)
        if not releases:
            return None
        first, last = releases[0], releases[-1]
        return SourceAnswer(
            kind="names", id=f"names/{library}/{module}", library=library,
            releases={"first": first, "last": last, "mined": releases},
            summary=f"{module} is a module of {library} (mined releases {_range(releases[0], releases[-1])}); "
                    f"the interpreter that raised this cannot import it: {library} is not installed there, "
                    "or another folder shadows it",
            matched_text=text, names={"module": module, "name": None, "present": True},
        )
    known = inv.module(module)
    if known is None:
        return None
    library, members = known
    releases = inv.library_releases(library)
    newest = releases[-1] if releases else ""
    rec = inv.name(module, name)
    now = sorted({n for n, _f, last in members if last == newest})
    closest = difflib.get_close_matches(name, now, n=3, cutoff=0.6) if now else []
    if rec is not None:
        where = f"{name} is in {module} in {library} {_range(rec['first'], rec['last'])}"
        if rec["last"] != newest:
            later = [r for r in releases if _after(r, rec["last"], releases)]
            where += f" and is gone from {later[0]} on" if later else ""
        elif rec["first"] != releases[0]:
            where += f" (added in {rec['first']})"
        present = {"first": rec["first"], "last": rec["last"]}
    else:
        where = f"{name} is not a public name of {module} in any mined {library} release ({_range(releases[0], newest)})"
        present = None
    if closest:
        where += f"; the closest names in {library} {newest}: " + ", ".join(closest)
    return SourceAnswer(
        kind="names", id=f"names/{library}/{module}.{name}", library=library,
        releases={"first": releases[0] if releases else "", "last": newest, "mined": releases},
        summary=where, matched_text=text,
        names={"module": module, "name": name, "present": present, "closest": closest},
    )


def _after(release: str, last: str, order: list[str]) -> bool:
    try:
        return order.index(release) > order.index(last)
    except ValueError:
        return False


def _templates(parsed: Parsed, messages: list[tuple[Block | None, str]], inv: Any) -> list[SourceAnswer]:
    buf = ScanBuffer([m for _, m in messages])
    found = inv.matcher().scan(buf)
    shown = {lib for lib in parsed.context.libraries if lib != "python"}
    scored = []
    pieces: dict[tuple[int, str], list[tuple[int, int, dict[str, Any]]]] = defaultdict(list)
    for pid in found:
        rec = inv.template(pid)
        rx = verifier(inv.pattern(pid))
        if rx is None:
            continue
        for i, (block, message) in enumerate(messages):
            m = rx.search(message)
            if m is None:
                continue
            lit = int(rec.get("literal_chars", 0))
            need = MIN_LITERAL_BINARY if rec["kind"] == "binary" else MIN_LITERAL
            if lit < need:
                continue
            if not _explains(rec.get("template") or "", message, m.start(), m.end()):
                if rec["kind"] == "binary" and (int(rec.get("shared", 1)) == 1 or _seen(parsed, rec["library"])):
                    pieces[(i, rec["library"])].append((m.start(), m.end(), rec))
                continue
            cover = (m.end() - m.start()) / max(1, len(message))
            printed, raised = _short(block.type if block else None), _short(rec.get("exception"))
            if printed and raised and printed != raised and not _compatible(printed, raised):
                continue
            agrees = bool(printed and raised and printed == raised)
            seen = _seen(parsed, rec["library"])
            if int(rec.get("shared", 1)) > 1 and not seen:
                continue  # several libraries raise this text: only the one the paste shows (or Python's own) answers
            if not seen and shown:
                continue  # the paste shows other libraries and not this one: it did not raise it
            if not shown and rec["library"] != "stdlib" and lit < MIN_LITERAL_UNSEEN:
                continue  # a bare message and a short template: too generic to name a library on its own
            key = (agrees, seen, round(cover, 2), lit, -KIND_ORDER.get(rec["kind"], 3))
            scored.append((key, rec, message, cover, agrees, seen))
            break
    if not scored and pieces:
        return _pieces_answer(parsed, messages, pieces, shown)
    scored.sort(key=lambda s: s[0], reverse=True)
    out = []
    seen_ids: set[str] = set()
    for _key, rec, message, cover, agrees, seen in scored:
        if rec["id"] in seen_ids:
            continue
        seen_ids.add(rec["id"])
        out.append(_template_answer(rec, message, cover, agrees, seen))
        if len(out) >= MAX_ANSWERS:
            break
    return out


def _pieces_answer(parsed: Parsed, messages: list[tuple[Block | None, str]],
                   pieces: dict[tuple[int, str], list[tuple[int, int, dict[str, Any]]]],
                   shown: set[str]) -> list[SourceAnswer]:
    """A message that a library's compiled strings explain together (a C++ check's message is its literal
    pieces with values between them: ``"shape mismatch: value tensor of shape ", a, " cannot be broadcast
    ..."``): the pieces do not overlap, cover at least :data:`MIN_PIECE_COVER` of the message, and no gap
    before, between or after them is longer than :data:`MAX_PIECE_GAP` characters."""
    best: tuple[tuple[bool, float], SourceAnswer] | None = None
    for (i, library), found in pieces.items():
        message = messages[i][1]
        chosen: list[tuple[int, int, dict[str, Any]]] = []
        for start, end, rec in sorted(found, key=lambda p: (p[0] - p[1], p[0])):
            if all(end <= s or start >= e for s, e, _r in chosen):
                chosen.append((start, end, rec))
        chosen.sort(key=lambda p: p[0])
        gaps = [chosen[0][0]] + [b[0] - a[1] for a, b in itertools.pairwise(chosen)] + [len(message) - chosen[-1][1]]
        covered = sum(e - s for s, e, _r in chosen)
        if max(gaps) > MAX_PIECE_GAP or covered < MIN_PIECE_COVER * len(message):
            continue
        seen = _seen(parsed, library)
        if not seen and shown:
            continue
        if not shown and library != "stdlib" and covered < MIN_LITERAL_UNSEEN:
            continue
        key = (seen, covered / max(1, len(message)))
        if best is None or key > best[0]:
            best = (key, _pieces(library, [r for _s, _e, r in chosen], message, gaps, seen))
    return [best[1]] if best else []


def _pieces(library: str, recs: list[dict[str, Any]], message: str, gaps: list[int], seen: bool) -> SourceAnswer:
    order = list(recs[0]["releases"])
    common = [r for r in order if all(r in rec["releases"] for rec in recs)] or order
    parts = [rec.get("template") or "" for rec in recs]
    template = (HOLE + " " if gaps[0] else "") + f" {HOLE} ".join(parts) + (" " + HOLE if gaps[-1] > 2 else "")
    paths = sorted({str(rec.get("path")) for rec in recs})
    span = _range(common[0], common[-1]) if common else ""
    reasons = [f"{len(recs)} strings compiled into {library} spell the message, with values between them"
               if len(recs) > 1 else f"a string compiled into {library} starts the message; values follow it"]
    if seen and library != "stdlib":
        reasons.append(f"the traceback shows {library}")
    return SourceAnswer(
        kind="source", id=f"source/{library}/" + "+".join(rec["id"] for rec in recs), library=library,
        releases={"first": common[0] if common else "", "last": common[-1] if common else "", "seen": common},
        summary=f"a message built from {'strings' if len(recs) > 1 else 'a string'} compiled into {library} "
                f"({', '.join(paths)}), in releases {span}",
        matched_text=message[:300],
        raise_site={"module": None, "function": None, "line": None, "path": paths[0], "url": None},
        template=template, reasons=reasons,
    )


_CLASS_SUFFIXES = ("Error", "Exception", "Warning")


def _explains(template: str, message: str, start: int, end: int) -> bool:
    """Whether the text around a match is what the template's end holes stand for."""
    first_line = next((ln for ln in template.splitlines() if ln.strip()), template)
    last_line = next((ln for ln in reversed(template.splitlines()) if ln.strip()), template)
    before, after = message[:start], message[end:]
    ok_before = _value_like(before) if _starts_with_hole(first_line.lstrip()) else len(before.strip(_SLACK)) == 0
    ok_after = len(after) <= MAX_END_HOLE if _ends_with_hole(last_line.rstrip()) else len(after.strip(_SLACK)) <= 2
    return ok_before and ok_after


def _value_like(text: str) -> bool:
    """Whether text before a match can be what a template's leading hole stands for: a value (a name, a
    repr, a number, a path), not a sentence or a logged prefix around the message."""
    return len(text) <= MAX_LEAD_HOLE and len(text.split()) <= MAX_LEAD_HOLE_WORDS and ": " not in text


#: A hole of a rendered template is ``{…}`` or ``{what the source wrote there}`` (at most this long).
_MAX_HOLE_LABEL = 42


def _starts_with_hole(text: str) -> bool:
    close = text.find("}", 1, _MAX_HOLE_LABEL + 2) if text[:1] == "{" else -1
    return close > 0 and "{" not in text[1:close]


def _ends_with_hole(text: str) -> bool:
    opening = text.rfind("{", max(0, len(text) - _MAX_HOLE_LABEL - 2)) if text[-1:] == "}" else -1
    return opening >= 0 and "}" not in text[opening + 1:-1]


def _compatible(printed: str, raised: str) -> bool:
    """Whether the printed class may be what a raise of ``raised`` prints.

    Without the class hierarchy: one name ending the other (``LinAlgError`` / ``Error``)
    passes, and so does a pair where either is not an ordinary exception name (a raise of
    a variable, ``raise exc``); two different ``...Error`` names do not.
    """
    if printed.endswith(raised) or raised.endswith(printed):
        return True
    return not (printed.endswith(_CLASS_SUFFIXES) and raised.endswith(_CLASS_SUFFIXES))


def _template_answer(rec: dict[str, Any], message: str, cover: float, agrees: bool, seen: bool) -> SourceAnswer:
    site = None
    if rec["kind"] != "binary":
        site = {"module": rec.get("module"), "function": rec.get("function"), "line": rec.get("line"),
                "path": rec.get("path"), "url": rec.get("url")}
    else:
        site = {"module": None, "function": None, "line": None, "path": rec.get("path"), "url": None}
    lib, span = rec["library"], _range(rec["first"], rec["last"])
    if rec["kind"] == "binary":
        summary = f"a message compiled into {lib} ({rec.get('path')}), in releases {span}"
    else:
        where = f"{rec.get('module')}.{rec['function']}()" if rec.get("function") else (rec.get("module") or rec.get("path"))
        verb = "raised" if rec["kind"] == "raise" else "warned"
        summary = f"{rec.get('exception') or 'an exception'} {verb} by {where} in {lib} {span}"
        if rec.get("summary"):
            summary += f": {rec['summary']}"
    reasons = ["the template spans the whole message" if cover >= 0.95 else "the template spans most of the message"]
    if agrees:
        reasons.append("the printed exception class is the one raised there")
    if seen and rec["library"] != "stdlib":
        reasons.append(f"the traceback shows {rec['library']}")
    return SourceAnswer(
        kind="source", id=f"source/{rec['library']}/{rec['id']}", library=rec["library"],
        releases={"first": rec["first"], "last": rec["last"], "seen": rec["releases"]},
        summary=summary, matched_text=message[:300], raise_site=site, condition=rec.get("condition"),
        exception=rec.get("exception"), template=rec.get("template"), reasons=reasons,
    )
