"""Shared parts: a scripted chat model (no provider is reachable) that answers with a fixed text,
or with a structured tool call once tools are bound; remedy parsing and the check line."""

import argparse
import json
import sys
from typing import Any, List, Optional

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

PERSON = {"name": "Ada Lovelace", "year": 1815}


class ScriptedChatModel(BaseChatModel):
    """Replies with `reply`; with tools bound, calls the first tool with `tool_args`."""

    reply: str = ""
    tool_args: dict = {}
    tool_name: Optional[str] = None

    @property
    def _llm_type(self) -> str:
        return "scripted-chat"

    def bind_tools(self, tools, **kwargs):
        from langchain_core.utils.function_calling import convert_to_openai_tool
        name = convert_to_openai_tool(tools[0])["function"]["name"]
        return self.model_copy(update={"tool_name": name})

    def _generate(self, messages: List[BaseMessage], stop: Optional[List[str]] = None, run_manager=None,
                  **kwargs: Any) -> ChatResult:
        if self.tool_name:
            msg = AIMessage(content="", tool_calls=[{"name": self.tool_name, "args": dict(self.tool_args), "id": "call_1"}])
        else:
            msg = AIMessage(content=self.reply)
        return ChatResult(generations=[ChatGeneration(message=msg)])


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def check(got, want) -> None:
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"parsed {got!r}, reference {want!r}"}))
