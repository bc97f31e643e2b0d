"""One fast tokenizer shared by a thread pool whose calls use different truncation/padding.

A service tokenizes requests in a ThreadPoolExecutor (the same happens with gunicorn
--threads, FastAPI sync endpoints, or DataLoader-free threaded preprocessing). Some requests
ask for truncation=True, max_length=N, padding="max_length", others for padding=True. Before
each call transformers writes the requested truncation/padding into the shared Rust
tokenizer; that needs a mutable borrow, which PyO3 refuses while another thread's
encode_batch (running with the GIL released) holds the object, so the call raises
"RuntimeError: Already borrowed" (huggingface/tokenizers#537). The tokenizer is a word-level
PreTrainedTokenizerFast built from a vocabulary; nothing is downloaded.

Remedies:
  tokenizer-per-thread        each worker thread gets its own copy (threading.local +
                              copy.deepcopy of the loaded tokenizer)
  lock-around-tokenizer       one threading.Lock around every call of the shared tokenizer
  tokenizers-parallelism-off  TOKENIZERS_PARALLELISM=false (dead end: it controls the Rust
                              thread pool, not the Python-side borrow)

Check: every request's input_ids equal those of the same request tokenized alone, in one
thread, after the pool has finished.

Usage: python shared_tokenizer_threads.py [--remedy ID]
"""

import argparse
import copy
import json
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

REMEDIES = ("tokenizer-per-thread", "lock-around-tokenizer", "tokenizers-parallelism-off")
WORDS = ["w%d" % i for i in range(2000)]
REQUESTS = 240


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def build_tokenizer():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(["[PAD]", "[UNK]"] + WORDS)}, unk_token="[UNK]"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    return PreTrainedTokenizerFast(tokenizer_object=t, unk_token="[UNK]", pad_token="[PAD]")


def request(i):
    texts = [" ".join(WORDS[(i * 7 + j) % 1900:(i * 7 + j) % 1900 + 100]) * 4 for j in range(32)]
    if i % 2:
        return texts, {"truncation": True, "max_length": 48 + i % 5, "padding": "max_length"}
    return texts, {"padding": True}


def main():
    remedy = parse_remedy()
    if remedy == "tokenizers-parallelism-off":
        os.environ["TOKENIZERS_PARALLELISM"] = "false"
    shared = build_tokenizer()
    lock = threading.Lock()
    local = threading.local()

    def tokenizer():
        if remedy == "tokenizer-per-thread":
            if not hasattr(local, "tok"):
                with lock:                         # copying reads the shared object: one at a time
                    local.tok = copy.deepcopy(shared)
            return local.tok
        return shared

    def handle(i):
        texts, kwargs = request(i)
        if remedy == "lock-around-tokenizer":
            with lock:
                return shared(texts, **kwargs)["input_ids"]
        return tokenizer()(texts, **kwargs)["input_ids"]

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(handle, range(REQUESTS)))   # re-raises the first worker exception

    reference = build_tokenizer()
    want = [reference(*request(i)[:1], **request(i)[1])["input_ids"] for i in range(REQUESTS)]
    bad = [i for i in range(REQUESTS) if results[i] != want[i]]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": not bad, "detail": f"{REQUESTS - len(bad)}/{REQUESTS} requests equal "
                                          f"to single-threaded tokenization; first differing: {bad[:5]}"}))


if __name__ == "__main__":
    main()
