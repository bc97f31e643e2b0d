"""Merge one library's raise sites across releases into template records, and its names into histories.

A template is identified by :func:`~knownfix.inventory.template.template_id` (library,
kind, the exception's bare name, the template's normal form), so the same message
raised in many releases, or from many places, is one record. Its representative site
is the first (by path and line) in the newest release that has it. A wording change is
inferred only where it is unambiguous: between two consecutive mined releases, one
template disappeared from a (file, function, exception) and exactly one other
appeared there, and the two are alike (:data:`SIMILAR`).

Templates whose pattern has fewer than :data:`MIN_LITERAL` literal characters are
left out; those that are mostly holes, or whose longest literal is shared by at least
:data:`COMMON_LITERAL` templates of the library with fewer than :data:`MIN_LITERAL`
other literal characters, are kept with ``weak`` set.
"""

from __future__ import annotations

import difflib
import itertools
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from .store import NameRecord, TemplateRecord, Wording
from .template import (
    Hole,
    Template,
    hole_count,
    literal_chars,
    longest_literal,
    normal_form,
    normalise,
    render,
    template_id,
    to_pattern,
)
from .wheels import public_version, version_key

#: fewest literal characters a kept template's pattern has
MIN_LITERAL = 12
#: a longest literal shared by this many templates of a library is "common"
COMMON_LITERAL = 8
#: a template whose pattern has this many holes or more, and under :data:`MOSTLY_HOLES_LITERAL` literal characters, is weak
MOSTLY_HOLES = 2
MOSTLY_HOLES_LITERAL = 16
#: how alike two templates must be (difflib ratio) to be read as one rewording of the other
SIMILAR = 0.6


@dataclass(frozen=True)
class LibrarySpec:
    """What the records say about where the library's source lives."""

    name: str
    repo_url: str | None = None
    tag: str | None = "v{version}"
    path_prefix: str = ""

    def tag_for(self, release: str) -> str | None:
        return self.tag.format(version=public_version(release)) if self.tag else None


def parts_to_json(parts: Template) -> list:
    return [p if isinstance(p, str) else [p.label] for p in parts]


def parts_from_json(raw: list) -> Template:
    return normalise([p if isinstance(p, str) else Hole(p[0] if p else "") for p in raw])


def merge_templates(spec: LibrarySpec, per_release: Iterable[tuple[str, list[dict]]]) -> list[TemplateRecord]:
    """Template records from ``(release, sites)`` pairs; a site is the dict :func:`knownfix.inventory.mine.site_to_json` writes."""
    ordered = sorted(per_release, key=lambda x: version_key(x[0]))
    releases_of: dict[str, set[str]] = defaultdict(set)
    latest_site: dict[str, tuple[tuple, dict, Template, str]] = {}
    site_count: dict[str, tuple[str, set]] = {}
    keyed: list[dict[tuple, set[str]]] = []  # per release: (path, function, exception, kind) -> ids
    for release, sites in ordered:
        here: dict[tuple, set[str]] = defaultdict(set)
        for s in sites:
            parts = parts_from_json(s["parts"])
            if literal_chars(parts) < MIN_LITERAL:
                continue
            exc = s.get("exception")
            tid = template_id(spec.name, s["kind"], exc, parts)
            releases_of[tid].add(release)
            rank = (s["path"], s.get("line") or 0)
            cur = latest_site.get(tid)
            if cur is None or version_key(release) > cur[0] or (version_key(release) == cur[0] and rank < cur[1]["_rank"]):
                latest_site[tid] = (version_key(release), {**s, "_rank": rank}, parts, release)
            cnt = site_count.get(tid)
            where = (s["path"], s.get("function"), s.get("line"))
            if cnt is None or version_key(release) > version_key(cnt[0]):
                site_count[tid] = (release, {where})
            elif cnt[0] == release:
                cnt[1].add(where)
            if s["kind"] != "binary":
                bare = (exc or "").rsplit(".", 1)[-1]
                here[(s["path"], s.get("function"), bare, s["kind"])].add(tid)
        keyed.append(here)

    links = [(a, b) for a, b in _wording_links(keyed) if _similar(latest_site[a][2], latest_site[b][2])]
    chains = _chains(links, releases_of)
    common = _common_literals(latest_site.values())
    out: list[TemplateRecord] = []
    for tid, (_, site, parts, release) in latest_site.items():
        rels = sorted(releases_of[tid], key=version_key)
        line_key = longest_literal(parts)
        rest = literal_chars(parts) - len("".join(line_key.split()))  # literal characters besides the longest run
        weak = bool(site.get("uncertain")) or (hole_count(parts) >= MOSTLY_HOLES and literal_chars(parts) < MOSTLY_HOLES_LITERAL) or (
            common.get(line_key, 0) >= COMMON_LITERAL and rest < MIN_LITERAL
        )
        wordings: tuple[Wording, ...] = ()
        chain = chains.get(tid)
        if chain:
            wordings = tuple(Wording(release=first, template=render(latest_site[c][2])) for first, c in chain)
        is_binary = site["kind"] == "binary"
        out.append(
            TemplateRecord(
                id=tid,
                library=spec.name,
                kind=site["kind"],
                exception=site.get("exception"),
                template=render(parts),
                pattern=to_pattern(parts),
                literal_chars=literal_chars(parts),
                first=rels[0],
                last=rels[-1],
                releases=tuple(rels),
                module=site.get("module") or "",
                function=site.get("function"),
                line=site.get("line"),
                condition=site.get("condition"),
                summary=site.get("summary"),
                repo_url=spec.repo_url,
                path=site["path"] if is_binary else spec.path_prefix + site["path"],
                tag=spec.tag_for(release),
                wordings=wordings,
                sites=len(site_count[tid][1]),
                weak=weak,
            )
        )
    return out


def _wording_links(keyed: list[dict[tuple, set[str]]]) -> list[tuple[str, str]]:
    """(old id, new id) where one template replaced exactly one other at the same place between consecutive releases."""
    links = []
    for prev, cur in itertools.pairwise(keyed):
        for key, ids in cur.items():
            before = prev.get(key)
            if not before:
                continue
            gone, new = before - ids, ids - before
            if len(gone) == 1 and len(new) == 1:
                links.append((next(iter(gone)), next(iter(new))))
    return links


def _similar(a: Template, b: Template) -> bool:
    """Whether two templates read as one message reworded (difflib ratio of their normal forms)."""
    return difflib.SequenceMatcher(None, normal_form(a), normal_form(b), autojunk=False).ratio() >= SIMILAR


def _chains(links: list[tuple[str, str]], releases_of: dict[str, set[str]]) -> dict[str, list[tuple[str, str]]]:
    """Each linked id -> its whole chain as ``[(first release, id), ...]`` in release order."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.get(x, x) != x:
            parent[x] = parent.get(parent[x], parent[x])
            x = parent[x]
        return x

    for a, b in links:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
    groups: dict[str, set[str]] = defaultdict(set)
    for a, b in links:
        groups[find(a)].update((a, b))
    out: dict[str, list[tuple[str, str]]] = {}
    for members in groups.values():
        chain = sorted(((min(releases_of[m], key=version_key), m) for m in members), key=lambda x: (version_key(x[0]), x[1]))
        for m in members:
            out[m] = chain
    return out


def _common_literals(entries: Iterable[tuple[tuple, dict, Template, str]]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for _, _, parts, _ in entries:
        counts[longest_literal(parts)] += 1
    return counts


def merge_names(library: str, per_release: Iterable[tuple[str, dict[str, set[str]]]]) -> list[NameRecord]:
    """Name records from ``(release, {module: names})`` pairs."""
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    for release, mods in per_release:
        for mod, names in mods.items():
            for n in names:
                seen[(mod, n)].add(release)
    out = []
    for (mod, n), rels in seen.items():
        r = sorted(rels, key=version_key)
        out.append(NameRecord(library=library, module=mod, name=n, releases=tuple(r), first=r[0], last=r[-1]))
    return out
