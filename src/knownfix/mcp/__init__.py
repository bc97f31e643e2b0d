"""The knownfix MCP server: lets AI coding agents look errors up over the Model Context Protocol.

Run it with ``knownfix mcp`` (or ``python -m knownfix.mcp``); it speaks MCP over
stdio. It needs the optional extra: ``pip install 'knownfix[mcp]'``. See
docs/integrations.md for the client configuration.

Python API::

    from knownfix.mcp import create_server     # needs the `mcp` package
    server = create_server()                    # mcp.server.mcpserver.MCPServer
    server.run(transport="stdio")

:mod:`knownfix.mcp.tools` holds what the tools answer and does not need the SDK.
"""

from __future__ import annotations

from typing import Any

#: Printed when the ``mcp`` package (the extra) is missing or is an incompatible major version.
MISSING_MCP_MESSAGE = (
    "knownfix mcp needs the optional MCP support (the official `mcp` SDK, version 2.3 or later 2.x).\n"
    "Install it with:  pip install 'knownfix[mcp]'   (in a checkout: pip install -e '.[mcp]')"
)


def mcp_available() -> str | None:
    """``None`` when the MCP SDK can be used, else why not (one line)."""
    try:
        import mcp.server.mcpserver
        import mcp.types  # noqa: F401
    except ImportError as e:
        return f"{type(e).__name__}: {e}"
    return None


def create_server(kb: Any = None) -> Any:
    """The MCP server for ``kb`` (default KB); raises ImportError when the SDK is missing."""
    from .server import create_server as _create

    return _create(kb)


__all__ = ["MISSING_MCP_MESSAGE", "create_server", "mcp_available"]
