"""Small, private filesystems for the Errno 28 scenarios.

A scenario calls private_mounts() first: it re-runs the same program under `unshare -m` (a new mount
namespace, private propagation), so every tmpfs it mounts is visible only to that program and disappears with
it; nothing on the machine fills up. tmpfs(path, size, inodes) mounts a tmpfs of that size (and, if given, that
many inodes) on path. The kernel then returns ENOSPC exactly as on a full disk: Python raises
OSError: [Errno 28] No space left on device.
"""
import os, subprocess, sys

_FLAG = "KNOWNFIX_PRIVATE_MOUNTS"


def private_mounts():
    if os.environ.get(_FLAG) == "1":
        return
    env = dict(os.environ, **{_FLAG: "1"})
    cmd = ["unshare", "-m", "--propagation", "private", sys.executable] + sys.argv
    try:
        rc = subprocess.call(cmd, env=env)
    except FileNotFoundError:
        print("the lab needs util-linux `unshare` for this scenario", file=sys.stderr)
        sys.exit(3)
    sys.exit(rc)


def tmpfs(path, size, inodes=None):
    os.makedirs(path, exist_ok=True)
    opts = "size=%s,mode=1777" % size + (",nr_inodes=%d" % inodes if inodes else "")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", opts, "tmpfs", path], capture_output=True, text=True)
    if r.returncode != 0:
        print("cannot mount a private tmpfs (%s): this scenario needs CAP_SYS_ADMIN" % r.stderr.strip(), file=sys.stderr)
        sys.exit(3)
    return path
