"""Helpers: capture the text splitter's logged warnings and fail on them, as a pipeline that
requires every chunk to fit the embedding model's input (or a test asserting no warnings) does."""

import argparse
import json
import logging
import sys

LIMIT = 400  # characters the downstream embedding model accepts per chunk


class LogCapture(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def capture_splitter_warnings():
    cap = LogCapture()
    logging.getLogger("langchain_text_splitters").addHandler(cap)
    return cap


def fail_on_warnings(cap):
    if cap.messages:
        raise UserWarning("\n".join(cap.messages))


def covers(chunks, text):
    """With chunk_overlap=0, the chunks hold exactly the text's characters, in order (whitespace aside)."""
    return "".join("".join(c.split()) for c in chunks) == "".join(text.split())


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
