"""Shared parts: a local echo model (no provider is reachable), remedy parsing, the check line."""

import argparse
import json
import sys
from typing import Any, List, Optional

from langchain_core.language_models.llms import LLM


class EchoModel(LLM):
    """Replies with the prompt it received, so what reached the model can be compared."""

    @property
    def _llm_type(self) -> str:
        return "echo"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        return prompt


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def check(ok: bool, detail: str) -> None:
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
