"""torchrun with 2 workers; rank 1 dies of a segmentation fault in native code.

The crash is a real SIGSEGV (a NULL read through ctypes, standing in for a crashing C/C++
extension or a corrupt native library). No Python exception is raised, so nothing is written
to an error file and @record has nothing to record: the summary shows only
"exitcode: -11" and "Signal 11 (SIGSEGV) received by PID".

Check for the diagnosis remedies: the text they recover names the crashing Python function
(decode_record). Check for a clean run: the all-reduced count equals 2 * RECORDS.

Usage: python worker_killed_by_signal.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

REMEDIES = ("faulthandler-in-workers", "record-entrypoint")
RECORDS = 50


def decode_record(i: int) -> int:
    import ctypes

    if os.environ.get("KF_RANK_TO_CRASH") == os.environ["RANK"] and i == 7:
        ctypes.string_at(0)  # segfault: reads address 0
    return 1


def train() -> None:
    from datetime import timedelta

    import torch
    import torch.distributed as dist

    dist.init_process_group("gloo", timeout=timedelta(seconds=30))
    count = torch.tensor(sum(decode_record(i) for i in range(RECORDS)))
    dist.all_reduce(count)
    if dist.get_rank() == 0:
        torch.save(count, os.path.join(os.environ["KF_DATA"], "result.pt"))
    dist.destroy_process_group()


def worker() -> None:
    if os.environ.get("KF_RECORD") == "1":
        from torch.distributed.elastic.multiprocessing.errors import record

        record(train)()
    else:
        train()


def launcher(remedy):
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError

    from _launch import torchrun, worker_log

    os.environ["KF_DATA"] = tempfile.mkdtemp(prefix="out-")
    os.environ["KF_RANK_TO_CRASH"] = "1"
    extra = []
    logs = tempfile.mkdtemp(prefix="logs-")
    if remedy == "faulthandler-in-workers":
        os.environ["PYTHONFAULTHANDLER"] = "1"  # inherited by the workers
        extra = ["--log-dir", logs, "--tee", "3"]
    elif remedy == "record-entrypoint":
        os.environ["KF_RECORD"] = "1"
    if remedy is None:
        torchrun(__file__, extra)  # raises ChildFailedError
        return
    try:
        torchrun(__file__, extra)
    except ChildFailedError as e:
        print(e, file=sys.stderr)
        rank, failure = e.get_first_failure()
        if remedy == "faulthandler-in-workers":
            text, where = worker_log(logs, failure.local_rank), f"log file of local rank {failure.local_rank}"
        else:
            text = json.dumps(failure.message) if isinstance(failure.message, dict) else str(failure.message)
            where = f"summary's root cause (rank {rank}, exitcode {failure.exitcode})"
        ok = rank == 1 and "decode_record" in text
        print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": (
            f"diagnosis only (the run still fails): the {where} "
            + ("names" if ok else "does not name") + " the crashing function decode_record")}))
        return
    print("KNOWNFIX_CHECK " + json.dumps({"ok": False, "detail": "the run did not fail; nothing to diagnose"}))


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
