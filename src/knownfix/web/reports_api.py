"""Outcome reports over HTTP (docs/web.md, "Outcome reports").

=================================================  =============================================
``POST /api/v1/reports``                           store one report -> 201 ``{"id", ...}``
``GET /api/v1/entries/{domain}/{slug}/reports``    per remedy: fixed / not_fixed / other_error /
                                                   reporters, the figure from 5 reporters on,
                                                   the newest notes (text, redacted)
=================================================  =============================================

A report body is at most :data:`MAX_REPORT_BYTES` (413), JSON (415 otherwise, 400 when it
does not parse), a valid :class:`~knownfix.reports.ReportIn` (422), naming an entry and one
of its remedies (422); the client address and the reporter each have a token bucket (429 with
``Retry-After``). The 201 comes after the transaction holding the report committed.
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError

from ..reports.model import ReportIn
from ..reports.service import Refused, ReportService
from .api import SLUG, Domain, JsonBytesResponse, Slug, TooLarge, json_bytes, read_limited
from .problems import problem, problem_responses

MAX_REPORT_BYTES = 8 * 1024

router = APIRouter(prefix="/api/v1")

_REMEDY_TALLY = {
    "type": "object",
    "required": ["kind", "fixed", "not_fixed", "other_error", "reporters", "figure"],
    "properties": {
        "kind": {"type": "string", "enum": ["workaround", "dead_end"]},
        "fixed": {"type": "integer", "minimum": 0}, "not_fixed": {"type": "integer", "minimum": 0},
        "other_error": {"type": "integer", "minimum": 0}, "reporters": {"type": "integer", "minimum": 0},
        "figure": {"anyOf": [{"type": "null"}, {"type": "object", "required": ["share", "mean", "low", "high"], "properties": {
            "share": {"type": "number"}, "mean": {"type": "number"}, "low": {"type": "number"}, "high": {"type": "number"}}}]},
    },
}
_REPORTS_DOC: dict[int | str, dict[str, Any]] = {200: {"description": "The entry's outcome reports", "content": {"application/json": {"schema": {
    "type": "object", "required": ["entry", "min_reporters", "remedies", "reporters", "notes"],
    "properties": {"entry": {"type": "string"}, "min_reporters": {"type": "integer"}, "reporters": {"type": "integer"},
                   "remedies": {"type": "object", "additionalProperties": _REMEDY_TALLY},
                   "notes": {"type": "array", "items": {"type": "object"}}}}}}}}
_CREATED: dict[int | str, dict[str, Any]] = {201: {"description": "Stored (committed)", "headers": {
    "Location": {"description": "The entry's reports.", "schema": {"type": "string"}}},
    "content": {"application/json": {"schema": {"type": "object", "required": ["id", "entry", "remedy", "outcome"], "properties": {
        "id": {"type": "integer"}, "entry": {"type": "string"}, "remedy": {"type": "string"},
        "outcome": {"type": "string"}}}}}}}
_BODY = {"requestBody": {"required": True, "description": f"At most {MAX_REPORT_BYTES} bytes (else 413).",
                         "content": {"application/json": {"schema": ReportIn.model_json_schema()}}}}


def service_of(request: Request) -> ReportService:
    return request.app.state.reports  # type: ignore[no-any-return]


def _refused(r: Refused, inst: str) -> JSONResponse:
    extra: dict[str, Any] = {"errors": r.errors} if r.errors else {}
    resp = problem(r.slug, r.detail, inst, status=r.status, **extra)
    if r.retry_after:
        resp.headers["retry-after"] = str(r.retry_after)
    return resp


@router.post("/reports", status_code=201, openapi_extra=_BODY, responses={**_CREATED, **problem_responses(400, 413, 415, 422, 429)},
             summary="Report whether a remedy worked for you")
async def post_report(request: Request) -> Response:
    """One outcome report; one counts per (reporter, entry, remedy), the latest wins."""
    inst = request.scope["path"]
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json" and not media.endswith("+json"):
        return problem("unsupported-media-type", f"Content-Type {media[:80] or '(none)'!r} is not accepted; send application/json.", inst)
    service = service_of(request)
    client = request.client.host if request.client else None
    if client is not None:
        wait = service.clients.take(client)
        if wait:
            return _refused(Refused(429, "report-rate-limited", f"Too many reports from your address; retry in {wait} s.", wait), inst)
    try:
        raw = await read_limited(request, MAX_REPORT_BYTES)
    except TooLarge:
        return problem("too-large", f"A report is at most {MAX_REPORT_BYTES} bytes.", inst)
    try:
        obj = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return problem("invalid-json", "The body is not valid UTF-8 JSON.", inst)
    try:
        report = ReportIn.model_validate(obj)
    except ValidationError as e:
        errors = [{"loc": list(err.get("loc", ())), "msg": err.get("msg", "")} for err in e.errors()]
        return problem("validation", "The body must be a report: entry, remedy, outcome (fixed | not_fixed | other_error), "
                       "reporter (16-128 characters), optional other_entry, versions, note (<= 500 characters).", inst, errors=errors)
    try:
        rid = await service.submit(report, None)  # the address's token was taken above
    except Refused as r:
        return _refused(r, inst)
    body = json_bytes({"id": rid, "entry": report.entry, "remedy": report.remedy, "outcome": report.outcome})
    return JsonBytesResponse(body, status_code=201, headers={"cache-control": "no-store",
                                                             "location": f"/api/v1/entries/{report.entry}/reports"})


@router.get("/entries/{domain}/{slug}/reports", responses={**_REPORTS_DOC, **problem_responses(404)},
            summary="What reporters said about each remedy of an entry")
async def entry_reports(request: Request, domain: str = Domain, slug: str = Slug) -> Response:
    entry_id = f"{domain}/{slug}"
    doc = service_of(request).entry_reports(entry_id) if SLUG.match(domain) and SLUG.match(slug) else None
    if doc is None:
        return problem("not-found", f"No entry with ID {entry_id[:200]!r}. See /api/v1/entries for every ID.", request.url.path)
    return JsonBytesResponse(json_bytes(doc), headers={"cache-control": "no-cache"})
