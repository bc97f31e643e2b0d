"""Shared parts: a local chat model that echoes the messages it receives (no provider is
reachable), remedy parsing and the check line."""

import argparse
import json
import sys
from typing import Any, List, Optional

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult


class EchoChatModel(BaseChatModel):
    @property
    def _llm_type(self) -> str:
        return "echo-chat"

    def _generate(self, messages: List[BaseMessage], stop: Optional[List[str]] = None, run_manager=None,
                  **kwargs: Any) -> ChatResult:
        text = " | ".join(f"{m.type}:{m.content}" for m in messages)
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def check(got: str, want: str) -> None:
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"model saw {got!r}, reference {want!r}"}))
