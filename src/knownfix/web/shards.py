"""The static paste box's signatures, split so that one lookup fetches only what it needs.

Each signature is keyed by words such that every text it matches contains at
least one of them (:func:`key_options`): a whole word (ASCII letters, digits and
``_``, at least :data:`MIN_WORD` long, lower-cased) of a literal part every match
contains, or, for an alternation, one such word per branch. Of the possible keys
the rarest is taken. A signature with no key (a pattern that is mostly variable)
goes to the ``always`` shard; one keyed by several words is in each of their buckets.

Files, under ``data/sig/``:

* ``manifest.json`` — the bucket count, a Bloom filter of the key words (so the
  browser ignores the words of a paste that key nothing) and the names of the
  shards every lookup loads;
* ``<n>.json`` — bucket ``n``: the signatures whose key word hashes to ``n``
  (:func:`bucket_hash` of the word, modulo the bucket count); ``always.json`` likewise;
* ``e<n>.json`` — the titles, causes and cause hints of the entries whose ID
  hashes to ``n`` (modulo the entry-bucket count).

The browser lower-cases the paste, takes its distinct words, keeps those the
Bloom filter may hold, and fetches the manifest, ``always.json`` and one file
per bucket hit (``site.js`` implements the same hash and filter); then, for the
entries that matched, their entry shards. Bucket counts are chosen so that a
file holds about :data:`TARGET_BUCKET_BYTES`.
"""

from __future__ import annotations

import base64
import json
import math
import re
from collections import Counter
from typing import Any

try:  # CPython's own regex parser (the signatures are RE2 syntax, which it reads for these purposes)
    from re import _parser as _sre  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover
    _sre = None  # type: ignore[assignment]

MIN_WORD = 4
TARGET_BUCKET_BYTES = 8_000
MAX_BUCKETS = 4096
BLOOM_BITS_PER_KEY = 10
BLOOM_HASHES = 7
SHARDS_VERSION = 1
_WORD = re.compile(r"[a-z0-9_]+")


def fnv1a(text: str) -> int:
    """32-bit FNV-1a over the code points of an ASCII word (what site.js computes)."""
    h = 0x811C9DC5
    for ch in text:
        h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    return h


def bucket_hash(text: str) -> int:
    """FNV-1a with MurmurHash3's 32-bit finaliser: FNV's low bits alone spread similar words badly."""
    h = fnv1a(text)
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    h ^= h >> 16
    return h


def words(text: str) -> set[str]:
    """The distinct lower-cased words of ``text`` that can key a signature."""
    return {w for w in _WORD.findall(text.lower()) if len(w) >= MIN_WORD}


def _is_word_char(code: int) -> bool:
    ch = chr(code)
    return ch.isascii() and (ch.isalnum() or ch == "_")


def _boundary(item: Any) -> bool:
    """Whether a pattern item next to a literal run can only match a non-word character (or nothing)."""
    if item is None:
        return False
    op: Any = item[0]
    av: Any = item[1]
    name = str(op)
    if name == "AT":
        return True
    if name == "LITERAL":
        return not _is_word_char(av)
    if name == "IN":
        return all(
            (str(o) == "LITERAL" and not _is_word_char(v)) or (str(o) == "CATEGORY" and str(v) in _NON_WORD_CATEGORIES)
            for o, v in av
        )
    return False


_NON_WORD_CATEGORIES = ("CATEGORY_SPACE", "CATEGORY_NOT_WORD", "CATEGORY_LINEBREAK")


def _options(items: list, *, top: bool) -> list[set[str]]:
    """Sets of words, each a disjunction that every match of ``items`` satisfies."""
    out: list[set[str]] = []
    run: list[int] = []
    run_start = 0
    items = list(items)

    def flush(end: int) -> None:
        if not run:
            return
        text = "".join(chr(c) for c in run)
        # The pattern's own start and end count as word boundaries: a message is not glued to another word.
        left_ok = _boundary(items[run_start - 1]) if run_start > 0 else top
        right_ok = _boundary(items[end]) if end < len(items) else top
        for m in re.finditer(r"[A-Za-z0-9_]+", text):
            if m.start() == 0 and not left_ok:
                continue
            if m.end() == len(text) and not right_ok:
                continue
            w = m.group().lower()
            if len(w) >= MIN_WORD and w.isascii():
                out.append({w})
        run.clear()

    for i, (op, av) in enumerate(items):
        name = str(op)
        if name == "LITERAL":
            if not run:
                run_start = i
            run.append(av)
            continue
        flush(i)
        if name == "SUBPATTERN":
            out.extend(_options(av[-1], top=False))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and int(av[0]) >= 1:
            out.extend(_options(av[2], top=False))
        elif name == "BRANCH":
            union: set[str] = set()
            for branch in av[1]:
                opts = _options(branch, top=top and len(items) == 1)
                if not opts:
                    union = set()
                    break
                union |= min(opts, key=len)
            if union:
                out.append(union)
    flush(len(items))
    return out


def key_options(pattern: str) -> list[set[str]]:
    """Ways to key ``pattern``: each a set of words of which every match contains at least one."""
    if _sre is None:
        return []
    try:
        return _options(list(_sre.parse(pattern)), top=True)
    except Exception:  # noqa: BLE001 - RE2 syntax Python's parser does not read: no key, the always shard
        return []


def _bloom(keys: set[str]) -> tuple[int, bytes]:
    m = max(64, BLOOM_BITS_PER_KEY * len(keys))
    bits = bytearray((m + 7) // 8)
    for key in keys:
        for i in range(BLOOM_HASHES):
            b = bucket_hash(f"{i}:{key}") % m
            bits[b >> 3] |= 1 << (b & 7)
    return m, bytes(bits)


def bloom_has(m: int, bits: bytes, word: str) -> bool:
    return all(bits[(b := bucket_hash(f"{i}:{word}") % m) >> 3] >> (b & 7) & 1 for i in range(BLOOM_HASHES))


def build_shards(export: dict[str, Any]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Split ``SiteData.signatures_export()`` into the manifest and the shards (name -> content)."""
    sigs: list[dict[str, Any]] = export["signatures"]
    # A key word must be whole in the signature's own example too: that rules out a word the
    # pattern cuts at its start or end ("... total capac").
    candidates = [[o for o in key_options(s["pattern"]) if o & words(s.get("example", ""))] if s.get("example")
                  else key_options(s["pattern"]) for s in sigs]
    freq = Counter(w for opts in candidates for w in set().union(*opts)) if candidates else Counter()
    keys: list[set[str] | None] = [
        min(opts, key=lambda o: (sum(freq[w] for w in o), len(o), sorted(o))) if opts else None for opts in candidates
    ]
    sig_bytes = sum(len(json.dumps(s, ensure_ascii=False)) for s in sigs)
    buckets = max(1, min(MAX_BUCKETS, math.ceil(sig_bytes / TARGET_BUCKET_BYTES)))
    grouped: dict[str, list[dict[str, Any]]] = {}
    for s, key in zip(sigs, keys, strict=True):
        public = {k: v for k, v in s.items() if k not in ("pattern", "example")}
        names = {"always"} if key is None else {str(bucket_hash(w) % buckets) for w in key}
        for name in sorted(names):
            grouped.setdefault(name, []).append(public)
    shards: dict[str, dict[str, Any]] = {
        name: {"version": SHARDS_VERSION, "signatures": items} for name, items in grouped.items()
    }
    entries: dict[str, Any] = export["entries"]
    entry_bytes = sum(len(json.dumps(e, ensure_ascii=False)) for e in entries.values())
    entry_buckets = max(1, min(MAX_BUCKETS, math.ceil(entry_bytes / TARGET_BUCKET_BYTES)))
    for entry_id in sorted(entries):
        shard = shards.setdefault(f"e{bucket_hash(entry_id) % entry_buckets}", {"version": SHARDS_VERSION, "entries": {}})
        shard["entries"][entry_id] = entries[entry_id]
    key_set = {w for k in keys if k for w in k}
    m, bits = _bloom(key_set)
    manifest = {
        "version": SHARDS_VERSION,
        "buckets": buckets,
        "min_word": MIN_WORD,
        "always": ["always"] if "always" in shards else [],
        "bloom": {"m": m, "k": BLOOM_HASHES, "bits": base64.b64encode(bits).decode("ascii")},
        "entry_buckets": entry_buckets,
        "files": sorted(shards),
        "skipped": export.get("skipped", 0),
    }
    return manifest, shards


def entry_shard(manifest: dict[str, Any], entry_id: str) -> str:
    """The shard holding ``entry_id``'s titles and causes."""
    return f"e{bucket_hash(entry_id) % int(manifest['entry_buckets'])}"


def shards_for(manifest: dict[str, Any], text: str) -> list[str]:
    """The signature shards the browser fetches for ``text`` (same rule as site.js)."""
    bits = base64.b64decode(manifest["bloom"]["bits"])
    m = int(manifest["bloom"]["m"])
    need = set(manifest["always"])
    for w in words(text):
        if bloom_has(m, bits, w):
            need.add(str(bucket_hash(w) % int(manifest["buckets"])))
    return sorted(n for n in need if n in set(manifest["files"]))
