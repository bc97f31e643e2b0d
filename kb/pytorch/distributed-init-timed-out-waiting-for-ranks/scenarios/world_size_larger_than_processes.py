"""world_size=3 hard-coded (e.g. from a config for another machine) while mp.spawn starts 2.

Both processes join the store, then wait for the third rank's address; after the timeout
gloo's store wait raises DistStoreError "wait timeout after 5000ms, keys: /default_pg/...".

Usage: python world_size_larger_than_processes.py [--remedy ID]
"""

import argparse
import sys

from _world import run

REMEDIES = ("start-exactly-world-size-ranks", "raise-the-timeout")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    if remedy == "start-exactly-world-size-ranks":
        run(started=2, world_size=2)  # nprocs and world_size from one variable
    elif remedy == "raise-the-timeout":
        run(started=2, world_size=3, timeout_s=10)
    else:
        run(started=2, world_size=3)


if __name__ == "__main__":
    main()
