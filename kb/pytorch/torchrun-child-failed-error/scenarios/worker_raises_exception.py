"""torchrun with 2 workers; rank 1 cannot open its data shard and raises FileNotFoundError.

What the user sees last is torchrun's ChildFailedError summary; rank 1's real traceback is
printed higher up, interleaved with the other worker's and torchrun's own log lines, and the
summary itself says only "To enable traceback see ..." unless the entry point is wrapped
with @record.

The same file is the launcher (run without LOCAL_RANK) and the worker (started by torchrun,
which sets LOCAL_RANK). Intended result: the sum of both ranks' shards, all-reduced over gloo.
Reference: the same sum computed directly in the launcher from the shard files.

Usage: python worker_raises_exception.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

REMEDIES = ("record-entrypoint", "read-worker-logs", "fix-first-failing-rank", "max-restarts")


def train() -> None:
    from datetime import timedelta

    import torch
    import torch.distributed as dist

    dist.init_process_group("gloo", timeout=timedelta(seconds=30))
    rank = dist.get_rank()
    shard = torch.load(os.path.join(os.environ["KF_DATA"], f"shard{rank}.pt"))  # rank 1: missing file
    total = shard.sum()
    dist.all_reduce(total)
    if rank == 0:
        torch.save(total, os.path.join(os.environ["KF_DATA"], "result.pt"))
    dist.destroy_process_group()


def worker() -> None:
    if os.environ.get("KF_RECORD") == "1":
        from torch.distributed.elastic.multiprocessing.errors import record

        record(train)()  # same as decorating train with @record
    else:
        train()


def launcher(remedy):
    import torch
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError

    from _launch import torchrun, worker_log

    data = tempfile.mkdtemp(prefix="shards-")
    os.environ["KF_DATA"] = data
    torch.manual_seed(0)
    shards = [torch.randn(100, dtype=torch.float64) for _ in range(2)]
    torch.save(shards[0], os.path.join(data, "shard0.pt"))
    if remedy == "fix-first-failing-rank":
        torch.save(shards[1], os.path.join(data, "shard1.pt"))  # the missing input rank 1 named
    extra = []
    if remedy == "record-entrypoint":
        os.environ["KF_RECORD"] = "1"
    elif remedy == "read-worker-logs":
        logs = tempfile.mkdtemp(prefix="logs-")
        extra = ["--log-dir", logs, "--tee", "3"]
    elif remedy == "max-restarts":
        extra = ["--max-restarts", "1"]

    if remedy in ("record-entrypoint", "read-worker-logs"):
        # Diagnosis only: the run still fails; the check is whether the real error is recovered.
        try:
            torchrun(__file__, extra)
        except ChildFailedError as e:
            print(e, file=sys.stderr)
            rank, failure = e.get_first_failure()
            if remedy == "record-entrypoint":
                text = json.dumps(failure.message) if isinstance(failure.message, dict) else str(failure.message)
                where = f"summary's root cause (rank {rank})"
            else:
                text = worker_log(logs, failure.local_rank)
                where = f"log file of local rank {failure.local_rank}"
            ok = rank == 1 and "FileNotFoundError" in text and "shard1.pt" in text
            print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": (
                f"diagnosis only (the run still fails): the {where} "
                + ("names" if ok else "does not name") + " rank 1's FileNotFoundError for shard1.pt")}))
            return
        print("KNOWNFIX_CHECK " + json.dumps({"ok": False, "detail": "the run did not fail; nothing to diagnose"}))
        return

    torchrun(__file__, extra)  # without a fix: raises ChildFailedError
    got = torch.load(os.path.join(data, "result.pt"))
    want = shards[0].sum() + shards[1].sum()
    ok = torch.allclose(got, want, rtol=0, atol=1e-9)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"all-reduced sum {got.item():.6f}, reference {want.item():.6f}"}))


def main():
    if "LOCAL_RANK" in os.environ:
        worker()
        return
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    launcher(remedy)


if __name__ == "__main__":
    main()
