"""Shared parts of the API-key scenarios.

The lab environment has no openai package and reaches no provider. LangChain checks the key
before it imports openai; to see which key LangChain then hands to the client, the scenario
puts a recording stand-in for the openai package (a module plus its dist-info, so that
importlib.metadata reports a 1.x version) on sys.path. It records the keyword arguments of
openai.OpenAI(...) and sends nothing anywhere.
"""

import argparse
import json
import os
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore")

STUB = '''
CREATED = []

class _Resource:
    completions = None

class OpenAI:
    def __init__(self, **kwargs):
        CREATED.append(kwargs)
        self.chat = _Resource()
        self.completions = None
        self.embeddings = None

class AsyncOpenAI(OpenAI):
    pass

__version__ = "1.0.0"
'''


def install_openai_stand_in() -> None:
    root = tempfile.mkdtemp(prefix="openai-stand-in-")
    os.makedirs(os.path.join(root, "openai"))
    with open(os.path.join(root, "openai", "__init__.py"), "w") as f:
        f.write(STUB)
    meta = os.path.join(root, "openai-1.0.0.dist-info")
    os.makedirs(meta)
    with open(os.path.join(meta, "METADATA"), "w") as f:
        f.write("Metadata-Version: 2.1\nName: openai\nVersion: 1.0.0\n")
    sys.path.insert(0, root)


def keys_given_to_client():
    import openai
    return [kw.get("api_key") for kw in openai.CREATED]


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
