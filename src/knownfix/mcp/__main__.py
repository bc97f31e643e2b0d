"""``python -m knownfix.mcp [--kb DIR]``: the same as ``knownfix mcp``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .cli import serve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m knownfix.mcp", description="knownfix MCP server (stdio)")
    parser.add_argument("--kb", type=Path, default=None, help="knowledge-base folder")
    args = parser.parse_args(argv)
    return serve(args.kb)


if __name__ == "__main__":
    sys.exit(main())
