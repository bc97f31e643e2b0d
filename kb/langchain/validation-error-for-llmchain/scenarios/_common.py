"""Shared parts: a stand-in for a local model library object (not a LangChain class), remedy
parsing and the check line. No provider is reachable."""

import argparse
import json
import sys
import warnings

warnings.filterwarnings("ignore")


class LocalGenerator:
    """Plays the part of an object from a model library (a llama.cpp model, a transformers
    pipeline, an SDK client): callable with a string, not a LangChain Runnable."""

    def __call__(self, prompt: str, max_tokens: int = 32) -> str:
        return "GEN<" + prompt[:max_tokens] + ">"


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
