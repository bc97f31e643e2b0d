"""The knownfix MCP server (official ``mcp`` SDK, ``MCPServer`` -- FastMCP's name in mcp 2.x).

Tools: ``lookup_error``, ``get_entry``, ``search_entries``. Resources: the entry
index ``knownfix://entries`` and each entry's Markdown page
``knownfix://entries/{domain}/{slug}``. The logic lives in :mod:`.tools`; this
module only declares the interface and turns :class:`~.tools.ToolInputError` into
MCP tool errors (``is_error`` results with the message) and resource-not-found
errors.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceNotFoundError, ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from .. import __version__
from ..kb import KB
from . import tools
from .tools import Catalog, ToolInputError

INSTRUCTIONS = """\
knownfix is a knowledge base of programming errors (Python, PyTorch, NumPy, pandas, pip).
When a program, test or install fails, call lookup_error with the error output (the whole
traceback is best). It answers with ranked entries, the likely cause, and for the best match
what works (workarounds) and what does not (dead ends), each with the figure the lab measured
or "not yet measured". No match means knownfix does not know this error; do not guess an entry.
get_entry gives a whole entry; search_entries finds entries by words."""

_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)

Lang = Annotated[Literal["en", "zh"], Field(description="Language of the text: 'en' or 'zh' (Simplified Chinese).")]


def _result(data: dict[str, Any]) -> CallToolResult:
    """Structured content plus the same JSON, compact, as text (the part most agents read)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


def create_server(kb: KB | None = None) -> MCPServer:
    """An MCP server answering from ``kb`` (default: the KB :func:`knownfix.kb.load_kb` finds)."""
    catalog = Catalog(kb)
    server: MCPServer = MCPServer(
        name="knownfix",
        title="knownfix error knowledge base",
        version=__version__,
        instructions=INSTRUCTIONS,
        log_level="WARNING",
    )

    @server.tool(annotations=_READ_ONLY, structured_output=False)
    def lookup_error(
        text: Annotated[str, Field(description="The error message or whole traceback, as printed (pytest, Jupyter, pip and log output are fine).")],
        limit: Annotated[int, Field(ge=1, le=tools.MAX_LIMIT, description="Most matches to return.")] = 3,
        lang: Lang = "en",
    ) -> CallToolResult:
        """Identify an error: ranked knowledge-base entries with their likely causes; for the best match also the
        root cause, workarounds (those fixing the likely cause first) and dead ends, each with its lab-measured
        figure or "not yet measured". An empty `matches` list means no entry fits."""
        try:
            return _result(tools.lookup_error(catalog, text, limit=limit, lang=lang))
        except ToolInputError as e:
            raise ToolError(str(e)) from None

    @server.tool(annotations=_READ_ONLY, structured_output=False)
    def get_entry(
        id: Annotated[str, Field(description="Entry ID '<domain>/<slug>', e.g. 'pytorch/backward-through-graph-a-second-time'.")],
        lang: Lang = "en",
        format: Annotated[Literal["json", "md"], Field(description="'json' (the documented JSON document) or 'md' (Markdown page).")] = "json",
    ) -> str:
        """One whole entry: causes, workarounds with code, dead ends, related errors, docs and every computed figure."""
        try:
            return tools.get_entry(catalog, id, lang=lang, format=format)
        except ToolInputError as e:
            raise ToolError(str(e)) from None

    @server.tool(annotations=_READ_ONLY, structured_output=False)
    def search_entries(
        query: Annotated[str, Field(description="A few words, e.g. 'dict iteration', 'state_dict keys', 'CUDA'.")],
        limit: Annotated[int, Field(ge=1, le=tools.MAX_LIMIT, description="Most results to return.")] = 10,
        lang: Lang = "en",
    ) -> CallToolResult:
        """Find entries by words in their ID, title, tags, error messages or causes (to identify an error from its
        output, use lookup_error instead)."""
        try:
            return _result(tools.search_entries(catalog, query, limit=limit, lang=lang))
        except ToolInputError as e:
            raise ToolError(str(e)) from None

    @server.resource("knownfix://entries", name="entries", title="All knownfix entries", mime_type="text/markdown")
    def entries() -> str:
        """One line per entry: its resource URI and title."""
        return tools.entries_index(catalog)

    @server.resource(
        "knownfix://entries/{domain}/{slug}", name="entry", title="A knownfix entry (Markdown)", mime_type="text/markdown"
    )
    def entry(domain: str, slug: str) -> str:
        """The entry's page as Markdown, in English, with its computed figures."""
        try:
            return tools.entry_markdown(catalog, domain, slug)
        except ToolInputError as e:
            raise ResourceNotFoundError(str(e)) from None

    return server


def run_stdio(kb: KB | None = None) -> None:
    """Serve over stdin/stdout until the client closes the connection."""
    create_server(kb).run(transport="stdio")
