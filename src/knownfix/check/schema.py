"""The committed JSON Schema of ``entry.yaml``: ``schema/entry.schema.json``.

Generated from the pydantic model (:func:`knownfix.kb.model.entry_json_schema`),
never edited by hand. Regenerate with ``scripts/export-schema`` (or
``python -m knownfix.check.schema``); ``tests/test_schema.py`` fails when the
committed file is out of date. Editors can use it for completion and
validation of entry files.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ..kb.model import entry_json_schema

#: Where the schema is committed, relative to the repository root.
SCHEMA_FILE = Path("schema") / "entry.schema.json"


def schema_text() -> str:
    """The schema as committed: sorted keys, two-space indent, non-ASCII kept, final newline."""
    return json.dumps(entry_json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_schema(repo_root: Path) -> Path:
    path = repo_root / SCHEMA_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(schema_text(), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = Path(args[0]) if args else Path.cwd()
    print(write_schema(root))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
