"""OSError: [Errno 28] No space left on device, cause: /dev/shm is full or too small (Docker gives a
container 64 MB unless --shm-size is set), and multiprocessing cannot create a lock or shared memory there.

multiprocessing's Lock, Semaphore and Queue are POSIX semaphores, which live as small files in /dev/shm.
The lab mounts a private 1 MiB /dev/shm (see _nospace.py; Docker's 64 MB scaled down) that leftover shared
memory segments of a crashed run have filled, then the program creates a Queue for its workers.

Remedies:
  remove-stale-shm-segments     delete the leftover segments in /dev/shm (here: the files of the crashed run)
  larger-shm-size               give /dev/shm more room (docker run --shm-size=...; the lab mounts a 64 MiB one)
"""
import json, multiprocessing as mp, os, sys
from _nospace import private_mounts, tmpfs

REMEDIES = {"remove-stale-shm-segments", "larger-shm-size"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def square(x):
    return x * x


if __name__ == "__main__":
    private_mounts()
    tmpfs("/dev/shm", "64m" if REMEDY == "larger-shm-size" else "1m")
    for i in range(4):                                  # a crashed run's segments
        try:
            with open("/dev/shm/torch_%d_stale" % (4711 + i), "wb") as f:
                f.write(b"\0" * (256 * 1024))
        except OSError:
            break
    if REMEDY == "remove-stale-shm-segments":
        for name in os.listdir("/dev/shm"):
            if name.endswith("_stale"):
                os.remove(os.path.join("/dev/shm", name))
    ctx = mp.get_context("fork")
    with ctx.Pool(2) as pool:
        out = pool.map(square, range(10))
    expected = [x * x for x in range(10)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": out == expected, "detail": "results %r, expected %r" % (out, expected)}))
