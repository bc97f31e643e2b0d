"""A script written for `python -m torch.distributed.launch` that parses --local_rank.

Since torch 2.0 the deprecated launcher passes `--local-rank=N` (hyphen) to every worker, so
argparse rejects it ("unrecognized arguments: --local-rank=0") and both workers exit with
status 2; what is printed last is the launcher's ChildFailedError.

Intended result: every worker learns its local rank; the all-gathered ranks are [0, 1].
Reference: list(range(world_size)).

Usage: python launch_passes_local_rank.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

REMEDIES = ("accept-both-local-rank-spellings", "read-local-rank-from-env")


def worker() -> None:
    from datetime import timedelta

    import torch
    import torch.distributed as dist

    p = argparse.ArgumentParser()
    mode = os.environ.get("KF_MODE")
    if mode == "accept-both-local-rank-spellings":
        p.add_argument("--local-rank", "--local_rank", dest="local_rank", type=int, default=0)
    elif mode == "read-local-rank-from-env":
        pass
    else:
        p.add_argument("--local_rank", type=int, default=0)  # the old spelling only
    p.add_argument("--epochs", type=int, default=1)
    args = p.parse_args()
    local_rank = int(os.environ["LOCAL_RANK"]) if mode == "read-local-rank-from-env" else args.local_rank

    dist.init_process_group("gloo", timeout=timedelta(seconds=30))
    gathered = [torch.zeros(1, dtype=torch.int64) for _ in range(dist.get_world_size())]
    dist.all_gather(gathered, torch.tensor([local_rank]))
    if dist.get_rank() == 0:
        torch.save(torch.cat(gathered), os.path.join(os.environ["KF_DATA"], "ranks.pt"))
    dist.destroy_process_group()


def launcher(remedy):
    import torch

    from _launch import torchrun

    data = tempfile.mkdtemp(prefix="out-")
    os.environ["KF_DATA"] = data
    if remedy:
        os.environ["KF_MODE"] = remedy
    if remedy == "read-local-rank-from-env":
        torchrun(__file__, script_args=["--epochs", "1"])  # torchrun: no --local-rank argument
    else:
        torchrun(__file__, script_args=["--epochs", "1"], module="launch")  # python -m torch.distributed.launch
    ranks = torch.load(os.path.join(data, "ranks.pt")).tolist()
    ok = ranks == [0, 1]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"local ranks seen by the workers: {ranks}, expected [0, 1]"}))


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
