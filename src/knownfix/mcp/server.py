"""The knownfix MCP server (official ``mcp`` SDK, ``MCPServer`` -- FastMCP's name in mcp 2.x).

Tools: ``lookup_error``, ``get_entry``, ``search_entries``. Resources: the entry
index ``knownfix://entries`` and each entry's Markdown page
``knownfix://entries/{domain}/{slug}``. The logic lives in :mod:`.tools`; this
module only declares the interface and turns :class:`~.tools.ToolInputError` into
MCP tool errors (``is_error`` results with the message) and resource-not-found
errors.

Hardening (issue 11): every request gets an answer. The SDK's stdio transport
drops a line it cannot parse, so the client waits forever; here each line is
checked first (:class:`_Frames`): a JSON text whose strings hold lone surrogates
(``"\\ud800"``) is repaired (U+FFFD) and served; anything else that is not a
valid JSON-RPC message is answered with a JSON-RPC error (``-32700`` parse error,
``-32600`` invalid request, with the request's id when it has one). Every tool
call runs in a worker thread under a time budget (:data:`TOOL_SECONDS`); past it
the call answers a tool error (the lookup path is linear and bounded, so the
abandoned thread finishes soon after).
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable
from io import TextIOWrapper
from typing import Annotated, Any, Literal, TypeVar

import anyio
import mcp_types as types
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceNotFoundError, ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from .. import __version__
from . import tools
from .tools import Catalog, ToolInputError

#: Seconds one tool call may take before it answers a tool error.
TOOL_SECONDS = 10.0
#: A frame longer than this is answered with an error without being parsed.
MAX_FRAME_CHARS = 64 * 1024 * 1024
T = TypeVar("T")

INSTRUCTIONS = """\
knownfix is a knowledge base of programming errors (Python, PyTorch, NumPy, pandas, pip).
When a program, test or install fails, call lookup_error with the error output (the whole
traceback is best). It answers with ranked entries, the likely cause, and for the best match
what works (workarounds) and what does not (dead ends), each with the figure the lab measured
or "not yet measured". No match means knownfix does not know this error; do not guess an entry.
get_entry gives a whole entry; search_entries finds entries by words. After applying a
workaround or dead end, call report_outcome (fixed, not_fixed or other_error): those reports
are the real-world figures shown beside the lab's."""

_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
_WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False)

Lang = Annotated[Literal["en", "zh"], Field(description="Language of the text: 'en' or 'zh' (Simplified Chinese).")]


def _result(data: dict[str, Any]) -> CallToolResult:
    """Structured content plus the same JSON, compact, as text (the part most agents read)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


async def _budget(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run a tool's synchronous logic in a worker thread, answering a tool error past :data:`TOOL_SECONDS`."""
    try:
        with anyio.fail_after(TOOL_SECONDS):
            return await anyio.to_thread.run_sync(functools.partial(fn, *args, **kwargs), abandon_on_cancel=True)
    except TimeoutError:
        raise ToolError(f"the call took longer than its {TOOL_SECONDS:.0f} s budget; send a shorter text") from None
    except ToolInputError as e:
        raise ToolError(str(e)) from None


def create_server(kb: Any = None, report_server: str | None = None) -> MCPServer:
    """An MCP server answering from ``kb`` (default: the KB :func:`knownfix.kb.load_kb` finds).

    ``report_outcome`` sends to ``report_server`` (default ``$KNOWNFIX_REPORT_SERVER``), else the local store."""
    catalog = Catalog(kb)
    sink = tools.ReportSink(catalog, report_server or os.environ.get("KNOWNFIX_REPORT_SERVER") or None)
    server: MCPServer = MCPServer(
        name="knownfix",
        title="knownfix error knowledge base",
        version=__version__,
        instructions=INSTRUCTIONS,
        log_level="WARNING",
    )

    @server.tool(annotations=_READ_ONLY, structured_output=False)
    async def lookup_error(
        text: Annotated[str, Field(description="The error message or whole traceback, as printed (pytest, Jupyter, pip and log output are fine).")],
        limit: Annotated[int, Field(ge=1, le=tools.MAX_LIMIT, description="Most matches to return.")] = 3,
        lang: Lang = "en",
    ) -> CallToolResult:
        """Identify an error: ranked knowledge-base entries with their likely causes; for the best match also the
        root cause, workarounds (those fixing the likely cause first) and dead ends, each with its lab-measured
        figure or "not yet measured". An empty `matches` list means no entry fits."""
        return _result(await _budget(tools.lookup_error, catalog, text, limit=limit, lang=lang))

    @server.tool(annotations=_READ_ONLY, structured_output=False)
    async def get_entry(
        id: Annotated[str, Field(description="Entry ID '<domain>/<slug>', e.g. 'pytorch/backward-through-graph-a-second-time'.")],
        lang: Lang = "en",
        format: Annotated[Literal["json", "md"], Field(description="'json' (the documented JSON document) or 'md' (Markdown page).")] = "json",
    ) -> str:
        """One whole entry: causes, workarounds with code, dead ends, related errors, docs and every computed figure."""
        return await _budget(tools.get_entry, catalog, id, lang=lang, format=format)

    @server.tool(annotations=_READ_ONLY, structured_output=False)
    async def search_entries(
        query: Annotated[str, Field(description="A few words, e.g. 'dict iteration', 'state_dict keys', 'CUDA'.")],
        limit: Annotated[int, Field(ge=1, le=tools.MAX_LIMIT, description="Most results to return.")] = 10,
        lang: Lang = "en",
    ) -> CallToolResult:
        """Find entries by words in their ID, title, tags, error messages or causes (to identify an error from its
        output, use lookup_error instead)."""
        return _result(await _budget(tools.search_entries, catalog, query, limit=limit, lang=lang))

    @server.tool(annotations=_WRITES, structured_output=False)
    async def report_outcome(
        entry: Annotated[str, Field(description="Entry ID the remedy belongs to, e.g. 'pytorch/expected-all-tensors-on-same-device'.")],
        remedy: Annotated[str, Field(description="The workaround or dead-end ID that was applied.")],
        outcome: Annotated[Literal["fixed", "not_fixed", "other_error"], Field(description="fixed: the error is gone and the "
                           "program is correct; not_fixed: the same error; other_error: a different error came next.")],
        other_entry: Annotated[str | None, Field(description="With other_error: the entry of the next error, if known.")] = None,
        versions: Annotated[dict[str, str] | None, Field(description="Library -> version, e.g. {'torch': '2.13.0'}.")] = None,
        note: Annotated[str | None, Field(max_length=500, description="At most 500 characters; secrets are redacted.")] = None,
    ) -> CallToolResult:
        """Report whether a remedy fixed the error (one report per user, entry and remedy counts: the latest). The
        counts become the real-world figures shown beside the lab's verification matrix."""
        return _result(await _budget(tools.report_outcome, sink, entry, remedy, outcome, other_entry, versions, note))

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


def _repair(value: Any) -> Any:
    """``value`` (parsed JSON) with lone surrogates in its strings replaced by U+FFFD."""
    from ..lookup.textin import to_text

    if isinstance(value, str):
        return to_text(value)[0]
    if isinstance(value, list):
        return [_repair(v) for v in value]
    if isinstance(value, dict):
        return {to_text(k)[0]: _repair(v) for k, v in value.items()}
    return value


def _error(id_: Any, code: int, message: str) -> Any:
    from mcp.shared.message import SessionMessage

    rid = id_ if isinstance(id_, str) or (isinstance(id_, int) and not isinstance(id_, bool)) else None
    return SessionMessage(types.JSONRPCError(jsonrpc="2.0", id=rid, error=types.ErrorData(code=code, message=message)))


def _valid(line: str) -> bool:
    try:
        types.jsonrpc_message_adapter.validate_json(line, by_name=False)
    except Exception:  # noqa: BLE001 - any parse or validation failure
        return False
    return True


class _Frames:
    """The stdin lines the SDK's transport reads, each made a valid JSON-RPC message or answered here.

    ``write_stream`` (the transport's outgoing stream) is set once the transport is up;
    error answers go through it, so they never interleave with the SDK's own writes.
    """

    def __init__(self, source: Any) -> None:
        self.source = source
        self.write_stream: Any = None

    def __aiter__(self) -> Any:
        return self._lines()

    async def _answer(self, id_: Any, code: int, message: str) -> None:
        if self.write_stream is not None:
            await self.write_stream.send(_error(id_, code, message))

    async def _lines(self) -> Any:
        async for line in self.source:
            if not line.strip():
                continue
            if len(line) > MAX_FRAME_CHARS:
                await self._answer(None, types.INVALID_REQUEST, f"message longer than {MAX_FRAME_CHARS} characters")
                continue
            if _valid(line):
                yield line
                continue
            try:
                obj = json.loads(line)
            except (ValueError, RecursionError):
                await self._answer(None, types.PARSE_ERROR, "parse error: the message is not valid JSON")
                continue
            repaired = json.dumps(_repair(obj), ensure_ascii=False)
            if not _valid(repaired):
                if isinstance(obj, dict) and ("method" not in obj or "id" in obj):
                    await self._answer(obj.get("id"), types.INVALID_REQUEST, "invalid request: not a JSON-RPC 2.0 message")
                elif not isinstance(obj, dict):
                    await self._answer(None, types.INVALID_REQUEST, "invalid request: not a JSON-RPC 2.0 message")
                continue
            yield repaired + "\n"


async def _serve_stdio(server: MCPServer) -> None:
    from mcp.server.stdio import stdio_server

    frames = _Frames(anyio.wrap_file(TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")))
    async with stdio_server(stdin=frames) as (read_stream, write_stream):  # type: ignore[arg-type]
        frames.write_stream = write_stream
        low = server._lowlevel_server
        await low.run(read_stream, write_stream, low.create_initialization_options())


def run_stdio(kb: Any = None, report_server: str | None = None) -> None:
    """Serve over stdin/stdout until the client closes the connection (every request answered)."""
    anyio.run(_serve_stdio, create_server(kb, report_server))
