"""Shared by this entry's scenarios: run torchrun (or the deprecated torch.distributed.launch)
in-process on this very file, two CPU workers with the gloo backend on 127.0.0.1 and a free
port picked at run time. The launcher is the real one (torch.distributed.run.main is what the
`torchrun` console script calls); the workers are real child processes it starts and stops.
"""

import glob
import os
import socket


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def torchrun(script: str, extra: list[str] | None = None, script_args: list[str] | None = None,
             module: str = "run") -> None:
    """Launch ``script`` on 2 local workers; raises what the launcher raises (ChildFailedError)."""
    argv = ["--nproc-per-node", "2", "--master-addr", "127.0.0.1", "--master-port", str(free_port()),
            "--monitor-interval", "0.2", *(extra or []), script, *(script_args or [])]
    if module == "launch":
        from torch.distributed.launch import main
    else:
        from torch.distributed.run import main
    main(argv)


def worker_log(log_dir: str, local_rank: int, stream: str = "stderr") -> str:
    """The text torchrun's --log-dir/--redirects wrote for one worker (all attempts)."""
    paths = sorted(glob.glob(os.path.join(log_dir, "**", "attempt_*", str(local_rank), stream + ".log"), recursive=True))
    return "".join(open(p, encoding="utf-8", errors="replace").read() for p in paths)
