"""The MCP server answers every request (issue 11): frames the SDK cannot parse get a JSON-RPC
error, a lone-surrogate escape in a tool call is repaired and answered, and the server keeps
serving afterwards. Spoken at the wire level (the official client cannot send malformed frames),
while tests/test_mcp.py drives the same server through the official client.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

ROOT = Path(__file__).resolve().parents[1]
KB_DIR = ROOT / "kb"
MSG = "RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed)."


def _command() -> list[str]:
    script = Path(sys.executable).with_name("knownfix")
    if script.exists():
        return [str(script), "mcp", "--kb", str(KB_DIR)]
    return [sys.executable, "-m", "knownfix.mcp", "--kb", str(KB_DIR)]  # pragma: no cover


class Wire:
    def __init__(self, cache: str) -> None:
        env = dict(os.environ, KNOWNFIX_CACHE_DIR=cache)
        self.proc = subprocess.Popen(_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT, env=env)
        self.lines: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            self.lines.put(json.loads(raw))

    def send(self, line: str | bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((line.encode() if isinstance(line, str) else line) + b"\n")
        self.proc.stdin.flush()

    def answer(self, timeout: float = 60) -> dict[str, Any]:
        return self.lines.get(timeout=timeout)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        assert self.proc.stdout is not None
        self.proc.stdout.close()


@pytest.fixture(scope="module")
def wire(tmp_path_factory: pytest.TempPathFactory):
    w = Wire(str(tmp_path_factory.mktemp("mcp-wire-cache")))
    w.send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "wire-test", "version": "0"}}}))
    assert w.answer()["id"] == 1
    w.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
    yield w
    w.close()


def _call(id_: int, text: str) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": id_, "method": "tools/call", "params": {"name": "lookup_error", "arguments": {"text": text}}})


def test_lone_surrogate_escape_in_a_tool_call_is_answered(wire):
    wire.send(_call(10, MSG + " @@").replace("@@", "\\ud800"))
    answer = wire.answer()
    assert answer["id"] == 10 and "result" in answer
    data = json.loads(answer["result"]["content"][0]["text"])
    assert data["matches"][0]["id"] == "pytorch/backward-through-graph-a-second-time"


@pytest.mark.parametrize(
    ("frame", "code", "id_"),
    [
        ("this is not json", -32700, None),
        ('{"jsonrpc": "2.0", "id": 11, "method": 5}', -32600, 11),
        ('{"jsonrpc": "2.0", "id": "s-12", "params": {}}', -32600, "s-12"),
        ("[1, 2]", -32600, None),
        ('{"jsonrpc": "2.0", "id": 13, "method": "tools/call", "params": {"name": "lookup_error", "arguments": {"text": "x"}', -32700, None),
        (b'\xff\xfe{"jsonrpc"', -32700, None),
    ],
)
def test_malformed_frames_get_a_json_rpc_error(wire, frame, code, id_):
    wire.send(frame)
    answer = wire.answer()
    assert answer["error"]["code"] == code
    assert answer.get("id") == id_


def test_server_still_serves_after_bad_frames(wire):
    wire.send("garbage")
    assert wire.answer()["error"]["code"] == -32700
    wire.send(json.dumps({"jsonrpc": "2.0", "id": 20, "method": "tools/list"}))
    answer = wire.answer()
    assert answer["id"] == 20
    assert {t["name"] for t in answer["result"]["tools"]} >= {"lookup_error", "get_entry", "search_entries"}


def test_a_tool_call_past_its_budget_answers_a_tool_error(monkeypatch):
    import time

    import anyio
    from mcp.server.mcpserver.exceptions import ToolError

    from knownfix.mcp import server

    monkeypatch.setattr(server, "TOOL_SECONDS", 0.2)

    async def main() -> None:
        with pytest.raises(ToolError, match="budget"):
            await server._budget(time.sleep, 3)
        assert await server._budget(lambda x: x + 1, 1) == 2

    t0 = time.perf_counter()
    anyio.run(main)
    assert time.perf_counter() - t0 < 2.5  # answered at the budget, not when the worker finished
