"""The committed JSON Schema must equal the one generated from the model, and must describe real entries."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from knownfix.check.schema import SCHEMA_FILE, schema_text, write_schema

REPO = Path(__file__).parents[1]
GOOD_KB = Path(__file__).parent / "fixtures" / "check" / "good" / "kb"


def test_committed_schema_is_up_to_date() -> None:
    committed = (REPO / SCHEMA_FILE).read_text(encoding="utf-8")
    assert committed == schema_text(), "schema/entry.schema.json is out of date: run scripts/export-schema"


def test_write_schema_writes_what_the_test_compares(tmp_path: Path) -> None:
    path = write_schema(tmp_path)
    assert path == tmp_path / SCHEMA_FILE
    assert path.read_text(encoding="utf-8") == schema_text()


def _good_entries() -> list[Path]:
    return sorted(GOOD_KB.glob("*/*/entry.yaml"))


@pytest.mark.parametrize("path", _good_entries(), ids=lambda p: p.parent.name)
def test_schema_accepts_good_entries_and_rejects_figures(path: Path) -> None:
    schema = json.loads((REPO / SCHEMA_FILE).read_text(encoding="utf-8"))
    # JSON Schema sees what JSON would: dates as strings
    data = json.loads(json.dumps(yaml.safe_load(path.read_text(encoding="utf-8")), default=str))
    jsonschema.validate(data, schema)
    data["fix_rate"] = 0.8
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, schema)
