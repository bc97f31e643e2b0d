"""Shared parts: deprecation warnings fail the run (as pytest's filterwarnings=error in CI),
a local echo model (no provider is reachable), remedy parsing and the check line."""

import argparse
import json
import sys
import warnings
from typing import Any, List, Optional


def record_warnings():
    """Record warnings as pytest does; fail_on_warnings() then fails the run on any of them,
    as a suite with filterwarnings=error (or `assert not recwarn`) does."""
    # importing langchain and langchain_core resets their warning filters to "default"
    # (surface_langchain_deprecation_warnings), so recording starts after them
    import langchain  # noqa: F401
    import langchain_core  # noqa: F401
    from langchain_core._api import LangChainDeprecationWarning
    ctx = warnings.catch_warnings(record=True)
    log = ctx.__enter__()
    warnings.simplefilter("always", LangChainDeprecationWarning)
    warnings.simplefilter("always", UserWarning)
    return log


def fail_on_warnings(log):
    from langchain_core._api import LangChainDeprecationWarning
    seen = [w for w in log if issubclass(w.category, (LangChainDeprecationWarning, UserWarning))]
    if seen:
        raise seen[0].category(str(seen[0].message))


def silence_deprecations():
    from langchain_core._api import LangChainDeprecationWarning
    warnings.filterwarnings("ignore", category=LangChainDeprecationWarning)
    warnings.filterwarnings("ignore", message="Importing .* from langchain root module is no longer supported")


def echo_model():
    from langchain_core.language_models.llms import LLM

    class EchoModel(LLM):
        @property
        def _llm_type(self) -> str:
            return "echo"

        def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
            return f"ECHO<{prompt}>"

    return EchoModel()


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
