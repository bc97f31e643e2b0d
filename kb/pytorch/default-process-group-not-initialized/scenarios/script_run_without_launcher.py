"""A training script written for torchrun, started with plain `python train.py`.

It initializes the process group only when torchrun's environment variables are present,
but its metric helper calls dist.all_reduce / dist.get_world_size unconditionally, so the
single-process run fails when it averages the validation loss.

Intended result: the mean validation loss over the whole validation set.
Reference: the same loss computed in one call on the concatenated data.

Usage: python script_run_without_launcher.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import torch
import torch.distributed as dist
from torch import nn

REMEDIES = ("guard-with-is-initialized", "init-single-process-group", "launch-with-torchrun", "set-env-vars-only")


def mean_across_ranks(value: torch.Tensor, guarded: bool) -> torch.Tensor:
    if guarded and not (dist.is_available() and dist.is_initialized()):
        return value  # one process: the local mean is the global mean
    value = value.clone()
    dist.all_reduce(value)
    return value / dist.get_world_size()


def run(remedy):
    if remedy == "set-env-vars-only":
        os.environ.update(RANK="0", WORLD_SIZE="1", MASTER_ADDR="127.0.0.1", MASTER_PORT="29500")
    if "LOCAL_RANK" in os.environ and remedy != "set-env-vars-only":  # started by torchrun
        dist.init_process_group("gloo")
    elif remedy == "init-single-process-group":
        init_file = os.path.join(tempfile.mkdtemp(prefix="pg-"), "init")
        dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=0, world_size=1)

    torch.manual_seed(0)
    model = nn.Linear(8, 1)
    x, y = torch.randn(64, 8), torch.randn(64, 1)
    with torch.no_grad():
        loss = nn.functional.mse_loss(model(x), y)
    val = mean_across_ranks(loss, guarded=remedy == "guard-with-is-initialized")
    with torch.no_grad():
        ref = ((model(x) - y) ** 2).mean()
    ok = torch.allclose(val, ref, atol=1e-6)
    if dist.is_initialized():
        dist.destroy_process_group()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"validation loss {val.item():.6f}, reference {ref.item():.6f}"}))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    if remedy == "launch-with-torchrun" and "LOCAL_RANK" not in os.environ:
        # torchrun --nproc-per-node 1 <this file>: one worker, torchrun provides the rendezvous
        from _dist import free_port
        from torch.distributed.run import main as torchrun

        torchrun(["--nproc-per-node", "1", "--master-addr", "127.0.0.1", "--master-port", str(free_port()),
                  "--monitor-interval", "0.2", __file__, "--remedy", remedy])
        return
    run(remedy)


if __name__ == "__main__":
    main()
