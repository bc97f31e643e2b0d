"""RFC 9457 problem details: every API error is ``application/problem+json``.

Each problem has a ``type`` URI (``/problems/<slug>``, which the server answers with
a short explanation), a ``title`` (fixed per type), the HTTP ``status``, a
``detail`` for this occurrence and the request path as ``instance``. Validation
problems add ``errors`` (where and what). Whatever a request sent is echoed back
only as a bounded prefix (:func:`clip`): ``detail`` at most :data:`MAX_DETAIL`
characters, ``instance`` and each ``errors`` item at most :data:`MAX_ECHO`, at most
:data:`MAX_ERRORS` errors, so a 5 MB path or field never comes back.
"""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse

PROBLEM_TYPES: dict[str, tuple[int, str, str]] = {
    # slug: (status, title, what it means)
    "not-found": (404, "Not found", "There is no resource at this path. Entry IDs are <domain>/<slug> in lowercase letters, digits and '-'."),
    "validation": (422, "Invalid request", "The request is well-formed but a field is missing, of the wrong type or out of range; see `errors`."),
    "invalid-json": (400, "Invalid JSON", "The body is not valid UTF-8 JSON (or contains binary data)."),
    "unsupported-media-type": (415, "Unsupported media type", "Send the body as application/json (or text/plain for the raw text)."),
    "too-large": (413, "Request body too large", "The body is larger than the documented limit (1 MiB for lookups)."),
    "method-not-allowed": (405, "Method not allowed", "This path does not answer this HTTP method."),
    "timeout": (503, "Lookup timed out", "The lookup did not finish within the per-request time limit; try a shorter paste."),
    "budget": (503, "Lookup over its CPU budget", "The lookup used more CPU time than one lookup may and was stopped; paste less: the error message and the traceback around it."),
    "busy": (503, "Server busy", "Every lookup worker is busy; retry after the seconds in Retry-After."),
    "rate-limited": (429, "Too many lookups", "Your address has too many lookups in flight, or has used its share of lookup CPU time; retry after the seconds in Retry-After."),
    "report-rate-limited": (429, "Too many reports", "Your address or your reporter token has sent too many reports; retry after the seconds in Retry-After."),
    "unknown-id": (422, "Unknown entry or remedy", "The report names an entry the knowledge base does not have, or a remedy that is not one of that entry's workarounds or dead ends."),
    "internal": (500, "Internal error", "The server failed; nothing was stored. The error is logged."),
    "http": (400, "Bad request", "The request could not be answered."),
}

PROBLEM_MEDIA_TYPE = "application/problem+json"
MAX_DETAIL = 500
MAX_ECHO = 200
MAX_ERRORS = 20


def clip(text: str, limit: int = MAX_ECHO) -> str:
    """``text`` cut to ``limit`` characters (an ellipsis marks the cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _clip_errors(errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"loc": [clip(str(p), MAX_ECHO) if isinstance(p, str) else p for p in list(e.get("loc", ()))[:10]],
             "msg": clip(str(e.get("msg", "")), MAX_ECHO)} for e in errors[:MAX_ERRORS]]


def problem_type_uri(slug: str) -> str:
    return f"/problems/{slug}"


def problem(slug: str, detail: str, instance: str, status: int | None = None, **extra: Any) -> JSONResponse:
    """A problem+json response of type ``slug`` (``detail``, ``instance`` and ``errors`` clipped; never cached)."""
    default_status, title, _ = PROBLEM_TYPES.get(slug, PROBLEM_TYPES["http"])
    if "errors" in extra:
        extra["errors"] = _clip_errors(extra["errors"])
    body: dict[str, Any] = {
        "type": problem_type_uri(slug),
        "title": title,
        "status": status or default_status,
        "detail": clip(detail, MAX_DETAIL),
        "instance": clip(instance),
        **extra,
    }
    return JSONResponse(body, status_code=body["status"], media_type=PROBLEM_MEDIA_TYPE,
                        headers={"cache-control": "no-store"})


def slug_for_status(status: int) -> str:
    return {404: "not-found", 405: "method-not-allowed", 413: "too-large", 415: "unsupported-media-type",
            422: "validation", 429: "rate-limited", 503: "timeout", 500: "internal"}.get(status, "http")


PROBLEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["type", "title", "status", "detail", "instance"],
    "properties": {
        "type": {"type": "string", "format": "uri-reference"},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string"},
        "instance": {"type": "string"},
        "errors": {"type": "array", "items": {"type": "object"}},
    },
}


_RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before retrying.", "schema": {"type": "integer"}}}


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` entries for the given error statuses (429 and 503 name ``Retry-After``)."""
    out: dict[int | str, dict[str, Any]] = {}
    for s in statuses:
        out[s] = {"description": PROBLEM_TYPES[slug_for_status(s)][1],
                  "content": {PROBLEM_MEDIA_TYPE: {"schema": PROBLEM_SCHEMA}}}
        if s in (429, 503):
            out[s]["headers"] = _RETRY_AFTER
    return out
