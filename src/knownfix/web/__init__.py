"""Stage: the web — server-rendered pages, HTTP API v1 and the static site.

Public surface::

    create_app(kb_root=None) -> FastAPI       pages + /api/v1 + files (knownfix serve)
    build_site(out, kb_root=None, ...)         the static export (knownfix build-site OUT/)
    SiteData(kb_root)                          KB, figures, matcher, loaded once

Modules: :mod:`.app` (app factory, security headers, error pages), :mod:`.api`
(JSON API), :mod:`.pages` (page rendering), :mod:`.static_site` (export),
:mod:`.data` (loaded data, search, stats), :mod:`.charts` (inline SVG),
:mod:`.urls` (path scheme), :mod:`.labels` (UI text), :mod:`.problems`
(RFC 9457), :mod:`.cli`. Endpoints and limits: docs/web.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .data import SiteData
    from .static_site import build_site


def create_app(kb_root=None):  # type: ignore[no-untyped-def]
    """The FastAPI app (see :func:`knownfix.web.app.create_app`); imported lazily so ``build_site`` needs no FastAPI."""
    from .app import create_app as _create

    return _create(kb_root)


def __getattr__(name: str) -> Any:
    # Imported on first use, so `knownfix.web.cli` (the CLI's commands) costs nothing to import.
    if name == "SiteData":
        from .data import SiteData

        return SiteData
    if name == "build_site":
        from .static_site import build_site

        return build_site
    raise AttributeError(f"module 'knownfix.web' has no attribute {name!r}")


__all__ = ["SiteData", "build_site", "create_app"]
