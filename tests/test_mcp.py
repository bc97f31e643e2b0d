"""The MCP server through a real MCP client: the SDK's stdio client spawns `knownfix mcp`.

One server process serves the whole module (a blocking portal runs the async client
session in a background thread). Also: `knownfix mcp` without the SDK says how to
install the extra.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp.client.stdio", reason="the 'mcp' extra is not installed")

from anyio.from_thread import BlockingPortal, start_blocking_portal
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

ROOT = Path(__file__).resolve().parents[1]
KB_DIR = ROOT / "kb"
SAMPLE = (ROOT / "examples" / "sample-traceback.txt").read_text(encoding="utf-8")
TOP_ID = "pytorch/backward-through-graph-a-second-time"


def _knownfix_command() -> tuple[str, list[str]]:
    script = Path(sys.executable).with_name("knownfix")
    if script.exists():
        return str(script), ["mcp", "--kb", str(KB_DIR)]
    return sys.executable, ["-m", "knownfix.mcp", "--kb", str(KB_DIR)]  # pragma: no cover


@asynccontextmanager
async def _connect(cache_dir: str, data_dir: str = "") -> AsyncIterator[tuple[ClientSession, Any]]:
    command, args = _knownfix_command()
    env = {"KNOWNFIX_CACHE_DIR": cache_dir, "KNOWNFIX_DATA_DIR": data_dir or os.environ["KNOWNFIX_DATA_DIR"],
           "KNOWNFIX_CONFIG_DIR": data_dir or os.environ["KNOWNFIX_CONFIG_DIR"]}
    params = StdioServerParameters(command=command, args=args, cwd=str(ROOT), env=env)
    errlog = open(os.devnull, "w")  # noqa: SIM115, ASYNC230 - /dev/null: nothing blocks
    try:
        async with stdio_client(params, errlog=errlog) as (read, write), \
                ClientSession(read, write, read_timeout_seconds=120) as session:
            init = await session.initialize()
            yield session, init
    finally:
        errlog.close()


class Client:
    """Synchronous calls into the async client session."""

    def __init__(self, portal: BlockingPortal, session: ClientSession, init: Any, data_dir: str = "") -> None:
        self.portal, self.session, self.init, self.data_dir = portal, session, init, data_dir

    def call(self, tool: str, **arguments: Any) -> Any:
        return self.portal.call(lambda: self.session.call_tool(tool, arguments))

    def data(self, tool: str, **arguments: Any) -> Any:
        result = self.call(tool, **arguments)
        assert not result.is_error, result.content
        return json.loads(result.content[0].text)

    def error(self, tool: str, **arguments: Any) -> str:
        result = self.call(tool, **arguments)
        assert result.is_error, result.content
        return result.content[0].text

    def run(self, fn: Any, *args: Any) -> Any:
        return self.portal.call(fn, *args)


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    cache = str(tmp_path_factory.mktemp("mcp-cache"))
    data = str(tmp_path_factory.mktemp("mcp-data"))
    with start_blocking_portal() as portal, portal.wrap_async_context_manager(_connect(cache, data)) as (session, init):
        yield Client(portal, session, init, data)


def test_initialize_and_list_tools(client: Client) -> None:
    assert client.init.server_info.name == "knownfix"
    tools = {t.name: t for t in client.run(client.session.list_tools).tools}
    assert set(tools) == {"lookup_error", "get_entry", "search_entries", "report_outcome"}
    assert set(tools["lookup_error"].input_schema["properties"]) == {"text", "limit", "lang"}
    assert tools["lookup_error"].input_schema["required"] == ["text"]
    assert tools["get_entry"].input_schema["properties"]["format"]["enum"] == ["json", "md"]
    assert tools["report_outcome"].input_schema["required"] == ["entry", "remedy", "outcome"]
    assert tools["report_outcome"].input_schema["properties"]["outcome"]["enum"] == ["fixed", "not_fixed", "other_error"]
    readers = [t for name, t in tools.items() if name != "report_outcome"]
    assert all(t.annotations and t.annotations.read_only_hint for t in readers)
    assert not tools["report_outcome"].annotations.read_only_hint


def test_report_outcome_stores_one_report_per_remedy_latest_wins(client: Client) -> None:
    from knownfix.reports.store import open_store

    first = client.data("report_outcome", entry=TOP_ID, remedy="detach-carried-state", outcome="not_fixed",
                        versions={"torch": "2.13.0"}, note="my token hf_abcdefghijklmnopqrstuvwx01 did not matter")
    again = client.data("report_outcome", entry=TOP_ID, remedy="detach-carried-state", outcome="fixed")
    assert first["id"] == again["id"] and again["stored_at"] == "local store"
    store = open_store(f"sqlite:///{client.data_dir}/reports.sqlite3")
    try:
        assert store.counts(TOP_ID) == {"detach-carried-state": {"fixed": 1}}
        stored = store.get(first["id"])
        assert stored is not None and stored.outcome == "fixed" and stored.note is None  # the latest report replaced the first
    finally:
        store.close()
    assert "'nope' is not a workaround or dead end" in client.error("report_outcome", entry=TOP_ID, remedy="nope", outcome="fixed")
    assert "no entry with ID" in client.error("report_outcome", entry="python/nope", remedy="x", outcome="fixed")
    assert "outcome" in client.error("report_outcome", entry=TOP_ID, remedy="detach-carried-state", outcome="worked")
    assert "note" in client.error("report_outcome", entry=TOP_ID, remedy="detach-carried-state", outcome="fixed", note="x" * 501)


def test_lookup_error_sample_traceback(client: Client) -> None:
    data = client.data("lookup_error", text=SAMPLE)
    assert data["matches"][0]["id"] == TOP_ID
    assert data["matches"][0]["likely_causes"], "the top match names its likely causes"
    top = data["top"]
    assert top["id"] == TOP_ID
    assert top["workarounds"] and top["dead_ends"]
    # Every remedy carries the lab's figure as text; with no evidence it says so, never a number.
    for remedy in top["workarounds"] + top["dead_ends"]:
        assert remedy["lab_result"]
    assert "fix_rate" not in top and "confidence" not in top and not re.search(r"\d\s*%", top["lab_result"])
    if top["lab_result"] == "not yet measured":
        assert all(r["lab_result"] == "not yet measured" for r in top["workarounds"])
    # The workarounds that fix the most likely cause come first.
    first_cause = data["matches"][0]["likely_causes"][0]["id"]
    assert first_cause in top["workarounds"][0]["fixes_causes"]
    assert top["more"] == {"tool": "get_entry", "id": TOP_ID, "resource": f"knownfix://entries/{TOP_ID}"}
    # Compact for an agent's context.
    assert len(json.dumps(data, ensure_ascii=False)) < 20_000


def test_lookup_error_in_chinese_and_limit(client: Client) -> None:
    data = client.data("lookup_error", text=SAMPLE, lang="zh", limit=1)
    assert len(data["matches"]) == 1
    assert any("\u4e00" <= ch <= "\u9fff" for ch in data["top"]["root_cause"])


def test_lookup_error_no_match(client: Client) -> None:
    data = client.data("lookup_error", text="ValueError: zqxv frobnication budget exhausted for widget 42")
    assert data["matches"] == [] and "no entry matches" in data["message"]
    assert "top" not in data


def test_lookup_error_bad_input(client: Client) -> None:
    assert "text is empty" in client.error("lookup_error", text="")
    assert "text is empty" in client.error("lookup_error", text=" \n\t ")
    assert "too long" in client.error("lookup_error", text="x" * 1_000_001)
    assert "lang" in client.error("lookup_error", text=SAMPLE, lang="fr")
    assert "limit" in client.error("lookup_error", text=SAMPLE, limit=0)
    assert "text" in client.error("lookup_error")


def test_get_entry_json_and_markdown(client: Client) -> None:
    doc = client.data("get_entry", id=TOP_ID)
    assert doc["id"] == TOP_ID and doc["schema_version"] == 3 and doc["lang"] == "en"
    assert "figures" in doc and "workarounds" in doc
    zh = client.data("get_entry", id=TOP_ID, lang="zh")
    assert zh["lang"] == "zh" and zh["root_cause"] != doc["root_cause"]
    md = client.call("get_entry", id=TOP_ID, format="md")
    assert not md.is_error and md.content[0].text.startswith("# ")
    assert TOP_ID in md.content[0].text


def test_get_entry_unknown_id(client: Client) -> None:
    message = client.error("get_entry", id="pytorch/backward-through-graph-a-second-tim")
    assert "no entry with ID 'pytorch/backward-through-graph-a-second-tim'" in message
    assert TOP_ID in message  # the close match is suggested
    assert "no entry with ID" in client.error("get_entry", id="../../etc/passwd")
    assert "format" in client.error("get_entry", id=TOP_ID, format="html")


def test_search_entries(client: Client) -> None:
    data = client.data("search_entries", query="state_dict keys")
    ids = [r["id"] for r in data["results"]]
    assert ids[0] == "pytorch/load-state-dict-missing-unexpected-keys"
    assert data["results"][0]["matched_words"] == ["keys", "state_dict"]
    assert client.data("search_entries", query="zzqqxx")["results"] == []
    assert "query is empty" in client.error("search_entries", query="  ")
    assert "too long" in client.error("search_entries", query="word " * 200)


def test_resources(client: Client) -> None:
    templates = client.run(client.session.list_resource_templates).resource_templates
    assert [t.uri_template for t in templates] == ["knownfix://entries/{domain}/{slug}"]
    index = client.run(client.session.read_resource, "knownfix://entries").contents[0].text
    assert f"knownfix://entries/{TOP_ID}" in index
    page = client.run(client.session.read_resource, f"knownfix://entries/{TOP_ID}").contents[0]
    assert page.mime_type == "text/markdown" and TOP_ID in page.text
    with pytest.raises(MCPError, match="no entry with ID 'python/no-such-entry'"):
        client.run(client.session.read_resource, "knownfix://entries/python/no-such-entry")


_BLOCK_SDK = "import sys; sys.modules['mcp'] = None; "  # `import mcp` then fails as if the extra were absent


@pytest.mark.parametrize(
    "code",
    [
        _BLOCK_SDK + "from knownfix.cli import app; app(['mcp'])",
        _BLOCK_SDK + "from knownfix.mcp.__main__ import main; sys.exit(main([]))",
    ],
    ids=["knownfix-mcp", "python-m-knownfix.mcp"],
)
def test_missing_sdk_says_how_to_install(code: str) -> None:
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 2, proc.stderr
    assert "pip install 'knownfix[mcp]'" in proc.stderr
    assert proc.stdout == ""
