"""A producer process sends 300 tensors through a torch.multiprocessing Queue; the consumer keeps them.

With the 'file_descriptor' strategy each received tensor holds an open descriptor in
the consumer. Under a soft open-files limit of 128 the consumer runs out while
receiving one, and Python's multiprocessing reports "received 0 items of ancdata".
The producer stays alive until the consumer is done, as the torch.multiprocessing
notes require for shared tensors.

Reference: the received tensors must be exactly 0..299 in order.

Usage: python queue_between_processes.py [--remedy ID]
"""

import argparse
import json
import resource
import sys

import torch
import torch.multiprocessing as mp

REMEDIES = ("file-system-sharing-strategy", "copy-received-tensors")
N = 300


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def producer(q, done):
    for i in range(N):
        q.put(torch.full((4,), float(i)))
    q.put(None)
    done.wait(60)


def main():
    remedy = parse_remedy()
    if remedy == "file-system-sharing-strategy":
        mp.set_sharing_strategy("file_system")
    ctx = mp.get_context("fork")
    q, done = ctx.Queue(), ctx.Event()
    p = ctx.Process(target=producer, args=(q, done), daemon=True)
    p.start()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (128, hard))  # the consumer's small `ulimit -n`
    kept = []
    try:
        while True:
            t = q.get(timeout=60)
            if t is None:
                break
            kept.append(t.clone() if remedy == "copy-received-tensors" else t)
    finally:
        done.set()
    p.join(10)
    got = torch.stack(kept)
    ref = torch.arange(N, dtype=torch.float32)[:, None].expand(N, 4)
    ok = len(kept) == N and torch.equal(got, ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{len(kept)} of {N} tensors received, values match: {bool(ok)}"}))


if __name__ == "__main__":
    main()
