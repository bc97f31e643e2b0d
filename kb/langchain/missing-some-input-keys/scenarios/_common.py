"""Shared parts: an echo model, a fixed retriever, the remedy parser (no provider is reachable)."""

import argparse
import json
import sys
import warnings
from typing import Any, List, Optional

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models.llms import LLM
from langchain_core.retrievers import BaseRetriever

warnings.filterwarnings("ignore", category=DeprecationWarning)
try:
    from langchain_core._api import LangChainDeprecationWarning
    warnings.filterwarnings("ignore", category=LangChainDeprecationWarning)
except ImportError:
    pass

POLICY = "Returns are accepted within 30 days of delivery."


class EchoModel(LLM):
    """A local model that replies with the prompt it received, so the prompt can be checked."""

    @property
    def _llm_type(self) -> str:
        return "echo"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        return prompt


class PolicyRetriever(BaseRetriever):
    """Returns the one policy document for any query."""

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> List[Document]:
        return [Document(page_content=POLICY)]


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
