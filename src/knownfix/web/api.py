"""HTTP API v1 (JSON; OpenAPI at ``/api/v1/openapi.json``). Errors are RFC 9457 problem details.

=========================================  ===============================================
``POST /api/v1/lookup``                    ``{"text": "...", "limit": 5}`` -> ranked matches
``GET /api/v1/entries``                    every entry: id, titles, domain, fix rate, status
``GET /api/v1/entries/{domain}/{slug}``    the entry's JSON document (``?lang=en|zh``)
``GET /api/v1/entries/{domain}/{slug}.md`` the entry as Markdown (``?lang=en|zh``)
``GET /api/v1/search?q=``                  entries containing every word of ``q``
``GET /api/v1/domains``                    domains with their entry IDs
``GET /api/v1/stats``                      the dashboard's figures
``GET /api/v1/entries.ndjson``             every entry document, one per line (``?lang``)
=========================================  ===============================================

Lookup limits: body at most :data:`MAX_LOOKUP_BYTES` (1 MiB, else 413), text at most
:data:`MAX_TEXT_CHARS` characters with at least one that is not white space (else
422), JSON (``application/json``) or the raw text (``text/plain``; else 415); run in
a worker process within its CPU budget and answered within :data:`LOOKUP_TIMEOUT_S`
seconds (else 503); per-client limits answer 429 (:mod:`knownfix.web.pool`).
Everything else here is rendered once and served from memory with an ETag
(:mod:`knownfix.web.stored`).
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Literal

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field, ValidationError

from ..lookup import LikelyCause, Match
from ..lookup.textin import to_text
from ..render import EntryDocument
from .data import SiteData
from .pool import Lookups, Refusal
from .problems import problem, problem_responses
from .stored import canonical_query, stored_response

log = logging.getLogger("knownfix.web")

MAX_LOOKUP_BYTES = 1024 * 1024
#: The lookup text's maxLength (characters), as the OpenAPI document says; the body limit applies too.
MAX_TEXT_CHARS = 1_000_000
LOOKUP_TIMEOUT_S = 10.0
MAX_LIMIT = 20
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
#: White space as JSON Schema (ECMA-262 ``\s``) defines it: a text of only these is empty.
_SPACE = "\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_NOT_SPACE = re.compile(f"[^{_SPACE}]")
#: The OpenAPI ``pattern`` of the text: some character that is not white space (and, for text/plain, no NUL).
TEXT_PATTERN = f"[^{_SPACE}]"
PLAIN_PATTERN = f"^[^\u0000]*[^\u0000{_SPACE}][^\u0000]*$"
JSON = "application/json"


class MarkdownResponse(Response):
    media_type = "text/markdown"


class NdjsonResponse(Response):
    media_type = "application/x-ndjson"


class JsonBytesResponse(Response):
    media_type = JSON


def json_bytes(value: Any) -> bytes:
    """``value`` as compact UTF-8 JSON (what FastAPI's JSONResponse writes)."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")

router = APIRouter(prefix="/api/v1")


class LookupRequest(BaseModel):
    text: str = Field(description="The error message or traceback, as pasted.")
    limit: int = Field(5, ge=1, le=MAX_LIMIT, description="At most this many matches.")
    lang: Literal["en", "zh"] = Field("en", description="Language of titles and of the entry URL.")


class MatchOut(BaseModel):
    id: str
    title: str
    score: float
    matched_signature: str
    matched_text: str
    likely_causes: list[LikelyCause]
    explanation: list[str]
    matched_line: int | None
    url: str = Field(description="The entry's web page.")
    answer: dict[str, Any] | None = Field(None, description=(
        "The answer first (knownfix.lookup.answer, versioned by its 'version'): the likely cause and whether the paste "
        "singled it out, the fix for it (title, how, code, the lab's result on that cause in words), the dead ends to "
        "skip, the errors that may come next, and when the cause is unclear what to check to tell the causes apart."))


class PossibleOut(BaseModel):
    kind: Literal["entry"] = "entry"
    confidence: Literal["possible"] = Field("possible", description="Not a signature match: the wording is close.")
    id: str
    title: str
    similarity: float = Field(description="TF-IDF cosine of the message's words and the signature's example (0..1).")
    matched_signature: str
    example: str = Field(description="The signature's example: the wording the paste resembles.")
    why: list[str]


class LookupResponse(BaseModel):
    matches: list[MatchOut] = Field(description="Best first; empty = no curated entry matches.")
    possible: list[PossibleOut] = Field(
        default_factory=list,
        description=("Only when no curated entry matches: at most one entry whose wording is close to the paste "
                     "(confidence 'possible'; no signature matched). See docs/matching.md, the possible tier."),
    )
    source: list[dict[str, Any]] = Field(
        default_factory=list,
        description=("Only when no curated entry matches: the message identified from the library's own source "
                     "(kind 'source': library, releases, raise_site with its URL, condition, summary) or from the "
                     "library's name history (kind 'names'); labelled 'no curated entry yet'. See docs/matching.md."),
    )


class SearchHit(BaseModel):
    id: str
    domain: str
    title: dict[str, str]
    score: int
    url: str


class SearchResponse(BaseModel):
    query: str
    results: list[SearchHit]


class DomainOut(BaseModel):
    name: str
    count: int
    entries: list[str]


class DomainsResponse(BaseModel):
    domains: list[DomainOut]


class TooLarge(Exception):
    pass


def data_of(request: Request) -> SiteData:
    return request.app.state.data  # type: ignore[no-any-return]


async def read_limited(request: Request, limit: int) -> bytes:
    """The request body, refusing (TooLarge) more than ``limit`` bytes without reading it all."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise TooLarge
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise TooLarge
    return bytes(body)


_TEXT_SCHEMA = {"type": "string", "minLength": 1, "maxLength": MAX_TEXT_CHARS, "pattern": TEXT_PATTERN}
_LOOKUP_BODY = {
    "requestBody": {
        "required": True,
        "description": f"At most {MAX_LOOKUP_BYTES} bytes (1 MiB) of body (else 413).",
        "content": {
            "application/json": {"schema": {
                "type": "object", "required": ["text"],
                "properties": {"text": _TEXT_SCHEMA,
                               "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT, "default": 5},
                               "lang": {"type": "string", "enum": ["en", "zh"], "default": "en"}},
            }},
            "text/plain": {"schema": _TEXT_SCHEMA | {"pattern": PLAIN_PATTERN}},
        },
    }
}


def _refused(refusal: Refusal, inst: str) -> Response:
    resp = problem(refusal.slug, refusal.detail, inst, status=refusal.status)
    if refusal.retry_after:
        resp.headers["retry-after"] = str(refusal.retry_after)
    return resp


@router.post("/lookup", response_model=LookupResponse, openapi_extra=_LOOKUP_BODY,
             responses=problem_responses(400, 413, 415, 422, 429, 503), summary="Find the entries matching pasted error text")
async def lookup_endpoint(request: Request) -> Any:
    """Ranked matches for an error message or traceback (the fields of ``knownfix lookup --json``, plus
    ``explanation``, ``matched_line`` and ``url``)."""
    return await lookup_response(request.app.state, request)


async def lookup_response(state: Any, request: Request) -> Response:
    """The answer to ``POST /api/v1/lookup``. ``knownfix.web.app`` calls it in front of the framework (the
    route above documents it and answers when the app is used without that layer); ``state`` is the app's state."""
    inst = request.scope["path"]
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "text/plain" and media != "application/json" and not media.endswith("+json"):
        return problem("unsupported-media-type", f"Content-Type {media or '(none)'!r} is not accepted; "
                       "send application/json ({\"text\": ...}) or text/plain.", inst)
    lookups: Lookups = state.lookups
    client = request.scope.get("client")
    host = client[0] if client else None
    refusal = lookups.precheck(host)  # before reading a body that would not be looked up
    if refusal is not None:
        return _refused(await lookups.refused(refusal), inst)
    try:
        raw = await read_limited(request, MAX_LOOKUP_BYTES)
    except TooLarge:
        return problem("too-large", f"The body is larger than {MAX_LOOKUP_BYTES} bytes (1 MiB).", inst)
    limit, lang = 5, "en"
    if media == "text/plain":
        if b"\x00" in raw:
            return problem("invalid-json", "The body contains NUL bytes: it looks binary, not text.", inst)
        text = to_text(raw)[0]
    else:
        try:
            obj = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as e:
            return problem("invalid-json", f"The body is not valid UTF-8 (byte {e.start}); it looks binary.", inst)
        except json.JSONDecodeError as e:
            return problem("invalid-json", f"The body is not valid JSON: {e.msg} at line {e.lineno} column {e.colno}.", inst)
        except RecursionError:
            return problem("invalid-json", "The JSON body is nested too deeply.", inst)
        try:
            req = LookupRequest.model_validate(obj)
        except ValidationError as e:
            errors = [{"loc": list(err.get("loc", ())), "msg": err.get("msg", "")} for err in e.errors()]
            return problem("validation", "The body must be a JSON object with a string field 'text' "
                           f"and an optional integer 'limit' (1–{MAX_LIMIT}).", inst, errors=errors)
        text, limit, lang = req.text, req.limit, req.lang
    if len(text) > MAX_TEXT_CHARS:
        return problem("validation", f"The text is longer than {MAX_TEXT_CHARS} characters.", inst,
                       errors=[{"loc": ["body", "text"], "msg": f"at most {MAX_TEXT_CHARS} characters"}])
    if _NOT_SPACE.search(text) is None:
        return problem("validation", "The text is empty or only whitespace; paste the error message or traceback.",
                       inst, errors=[{"loc": ["body", "text"], "msg": "empty"}])
    text = to_text(text)[0]
    outcome = await lookups.run(host, text, limit)
    if isinstance(outcome, Refusal):
        return _refused(outcome, inst)
    body = outcome.get(lang)  # the answer, rendered once per language
    if body is None:
        body = outcome[lang] = json_bytes({"matches": [_match_out(state.data, state.urls, m, lang)
                                                       for m in outcome["matches"]],
                                           "possible": [p.to_json() for p in outcome.get("possible") or []],
                                           "source": [a.to_json() for a in outcome.get("source") or []]})
    return JsonBytesResponse(body, headers={"cache-control": "no-store"})


def _match_out(data: SiteData, urls: Any, m: Match, lang: str) -> dict[str, Any]:
    """The CLI's ``--json`` fields (titles in ``lang``) plus explanation, matched_line and url."""
    from ..lookup.answer import answer_for

    out = m.to_json() | {"explanation": m.explanation, "matched_line": m.matched_line, "url": urls.entry(m.id, lang)}
    if data.has(m.id):
        out["answer"] = answer_for(m, data.artifact.entry_data(m.id), data.artifact.figures_data(m.id), lang)
    if lang != "en" and data.has(m.id):
        entry = data.entry(m.id)
        titles = {c.id: c.title.get(lang) for c in entry.causes}
        out["title"] = entry.title.get(lang)
        out["likely_causes"] = [c | {"title": titles.get(c["id"], c["title"])} for c in out["likely_causes"]]
    return out


_LANGS = {"lang": ("en", "zh")}


_OBJECT: dict[int | str, dict[str, Any]] = {200: {"description": "Successful Response", "content": {JSON: {"schema": {"type": "object"}}}}}


@router.get("/entries", summary="Every entry, one row each", responses=_OBJECT)
async def list_entries(request: Request) -> Response:
    data = data_of(request)
    return stored_response(request, json_bytes({"entries": [data.row(i) for i in data.ids]}), JSON,
                           canonical_query(request, {}))


@router.get("/entries.ndjson", response_class=NdjsonResponse, responses=problem_responses(422),
            summary="Every entry document, one JSON per line")
async def export_ndjson(request: Request, lang: Literal["en", "zh"] = "en") -> Response:
    return stored_response(request, data_of(request).ndjson(lang), "application/x-ndjson",
                           canonical_query(request, _LANGS))


def _missing(request: Request, domain: str, slug: str) -> JSONResponse | None:
    entry_id = f"{domain}/{slug}"
    if not (SLUG.match(domain) and SLUG.match(slug)) or not data_of(request).has(entry_id):
        return problem("not-found", f"No entry with ID {entry_id[:200]!r}. See /api/v1/entries for every ID.",
                       request.url.path)
    return None


Domain = Path(..., description="The entry's domain, e.g. 'python'.")
Slug = Path(..., description="The entry's slug.")
Lang = Query("en", description="Language of every text field.")


@router.get("/entries/{domain}/{slug}.md", response_class=MarkdownResponse, responses=problem_responses(404, 422),
            summary="One entry as Markdown")
async def entry_markdown(request: Request, domain: str = Domain, slug: str = Slug,
                         lang: Literal["en", "zh"] = Lang) -> Response:
    if "." in slug:
        return await entry_static_alias(request, domain, slug + ".md")
    missing = _missing(request, domain, slug)
    if missing is not None:
        return missing
    return stored_response(request, data_of(request).markdown(f"{domain}/{slug}", lang), "text/markdown; charset=utf-8",
                           canonical_query(request, _LANGS))


@router.get("/entries/{domain}/{slug}", responses={200: {"model": EntryDocument}, **problem_responses(404, 422)},
            summary="One entry as its JSON document")
async def entry_json(request: Request, domain: str = Domain, slug: str = Slug,
                     lang: Literal["en", "zh"] = Lang) -> Response:
    if "." in slug:
        return await entry_static_alias(request, domain, slug)
    missing = _missing(request, domain, slug)
    if missing is not None:
        return missing
    return stored_response(request, json_bytes(data_of(request).document(f"{domain}/{slug}", lang)), JSON,
                           canonical_query(request, _LANGS))


async def entry_static_alias(request: Request, domain: str, name: str) -> Response:
    """The static export's paths, answered by the server too: ``<slug>.<lang>.json`` / ``<slug>.<lang>.md``."""
    m = re.match(r"^(?P<slug>[^.]+)\.(?P<lang>en|zh)\.(?P<fmt>json|md)$", name)
    if m is None:
        return problem("not-found", "Use <slug>.<lang>.json or <slug>.<lang>.md.", request.url.path)
    missing = _missing(request, domain, m["slug"])
    if missing is not None:
        return missing
    entry_id = f"{domain}/{m['slug']}"
    cacheable = canonical_query(request, _LANGS)  # the ?lang of the route is ignored here
    if m["fmt"] == "md":
        return stored_response(request, data_of(request).markdown(entry_id, m["lang"], static=True),
                               "text/markdown; charset=utf-8", cacheable)
    return stored_response(request, json_bytes(data_of(request).document(entry_id, m["lang"], static=True)), JSON,
                           cacheable)


@router.get("/search", response_model=SearchResponse, responses=problem_responses(422), summary="Search the entries")
async def search(request: Request, q: str = Query(..., min_length=1, max_length=500, description="Words; all must occur."),
                 limit: int = Query(20, ge=1, le=100)) -> Any:
    urls = request.app.state.urls
    hits = data_of(request).search(q, limit)
    return {"query": q, "results": [{"id": d["id"], "domain": d["domain"], "title": d["title"], "score": s,
                                     "url": urls.entry(d["id"], "en")} for s, d in hits]}


@router.get("/domains", response_model=DomainsResponse, summary="Domains and their entries")
async def domains(request: Request) -> Any:
    body = {"domains": [{"name": d.name, "count": d.count, "entries": d.entries} for d in data_of(request).domains()]}
    return stored_response(request, json_bytes(body), JSON, canonical_query(request, {}))


@router.get("/stats", summary="The dashboard's figures (counted, never typed in)", responses=_OBJECT)
async def stats(request: Request) -> Response:
    return stored_response(request, json_bytes(data_of(request).stats()), JSON, canonical_query(request, {}))
