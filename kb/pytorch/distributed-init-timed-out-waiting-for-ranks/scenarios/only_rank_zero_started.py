"""world_size=2 but only one process is started (the second node or launcher never ran).

Rank 0 hosts the TCPStore and waits for the other rank to connect; after the timeout it
raises DistStoreError "Timed out after N seconds waiting for clients. 1/2 clients joined."
The scenario uses a 5-second timeout (the default is 30 minutes for gloo and 10 for NCCL).

Usage: python only_rank_zero_started.py [--remedy ID]
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
        run(started=2, world_size=2)  # the missing rank is started too
    elif remedy == "raise-the-timeout":
        run(started=1, world_size=2, timeout_s=10)
    else:
        run(started=1, world_size=2)


if __name__ == "__main__":
    main()
