"""Cause worker-deadlocked-after-fork: the main process runs a background thread (a logger,
a metrics uploader, a cache warmer) that holds a lock from time to time. DataLoader starts
its workers with fork on Linux, and a forked worker gets a copy of the lock in whatever
state it had, but not the thread that would release it. A worker that needs the lock waits
forever, and DataLoader's timeout turns the hang into this error.

Check: every sample of the epoch arrives, in order, with the expected values.
"""
import argparse
import json
import threading
import time

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("reinit-locks-in-worker-init-fn", "spawn-start-method", "raise-timeout")

CACHE_LOCK = threading.Lock()  # guards a shared cache, used by the main process and by __getitem__


class CachedDataset(Dataset):
    def __len__(self):
        return 16

    def __getitem__(self, i):
        with CACHE_LOCK:
            return torch.full((3,), float(i))


def hold_lock_in_background(ready):
    with CACHE_LOCK:  # e.g. the cache warmer refreshing entries
        ready.set()
        time.sleep(60)


def reinit_locks(worker_id):
    """Runs in each worker right after it starts: replace inherited locks with fresh ones."""
    global CACHE_LOCK
    CACHE_LOCK = threading.Lock()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
    remedy = parser.parse_args().remedy

    ready = threading.Event()
    threading.Thread(target=hold_lock_in_background, args=(ready,), daemon=True).start()
    ready.wait()

    kwargs = dict(batch_size=4, num_workers=2, timeout=5)
    if remedy == "reinit-locks-in-worker-init-fn":
        kwargs["worker_init_fn"] = reinit_locks
    elif remedy == "spawn-start-method":
        # spawned workers import torch again before their first batch: give the timeout room for that
        kwargs.update(multiprocessing_context="spawn", timeout=60)
    elif remedy == "raise-timeout":
        kwargs["timeout"] = 15
    loader = DataLoader(CachedDataset(), **kwargs)
    got = torch.cat([b for b in loader])
    ok = torch.equal(got, torch.arange(16.0).repeat_interleave(3).reshape(16, 3))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "all 16 samples loaded in order" if ok else "samples missing or wrong"}))


if __name__ == "__main__":
    main()
