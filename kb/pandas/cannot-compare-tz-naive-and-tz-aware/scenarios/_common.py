"""Shared by this entry's scenarios: the event log, argument parsing and the check line."""

import argparse
import datetime as dt
import json
import sys

UTC = dt.timezone.utc

# login events of a service, as an API returns them (ISO 8601 with "Z")
EVENTS = [("u1", "2024-03-01T10:30:00Z"), ("u2", "2024-03-01T11:45:00Z"), ("u3", "2024-03-01T12:20:00Z"),
          ("u4", "2024-03-01T12:50:00Z"), ("u5", "2024-03-01T14:05:00Z")]
# the report's cutoff, read from a config file: "2024-03-01 12:00" in UTC, without an offset
CUTOFF = dt.datetime(2024, 3, 1, 12, 0)


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def users_after_cutoff():
    """Reference in plain Python: events at or after the cutoff, as instants in UTC."""
    cut = CUTOFF.replace(tzinfo=UTC)
    return [u for u, t in EVENTS if dt.datetime.fromisoformat(t.replace("Z", "+00:00")) >= cut]
