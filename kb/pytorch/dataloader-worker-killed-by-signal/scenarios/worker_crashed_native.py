"""Cause worker-crashed-native: native code called from Dataset.__getitem__ crashes the
worker process (SIGSEGV) on one malformed record. `decode` stands in for a C decoder
(an image or audio library) that dereferences a bad pointer on a truncated file; here
ctypes reads a kernel-space address for the truncated record, so the crash is a real
segfault.

The check compares the sum over the records that were loaded with the sum computed
directly over the well-formed records; for the workaround the truncated record is left
out on purpose, and the detail says so.
"""
import argparse
import ctypes
import json

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("validate-records-before-decoding", "num-workers-zero-for-crash")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

HEADER = b"REC1"
RECORDS = [HEADER + bytes([i % 256]) * 8 for i in range(32)]
RECORDS[1] = HEADER + b"\x01"  # truncated file (in the first batch): the header is there, the payload is not


def decode(raw):
    """Stand-in for a native decoder: it trusts the header and reads 8 payload bytes."""
    if len(raw) < len(HEADER) + 8:
        ctypes.string_at(0xFFFFFFFFFFFF0000, 8)  # what a C decoder does with a truncated buffer: SIGSEGV
    return torch.tensor(list(raw[len(HEADER):len(HEADER) + 8]), dtype=torch.float32)


def well_formed(raw):
    return raw.startswith(HEADER) and len(raw) == len(HEADER) + 8


class Records(Dataset):
    def __init__(self, records, validate):
        self.records = [r for r in records if well_formed(r)] if validate else list(records)

    def __len__(self):
        return len(self.records)

    def __getitem__(self, i):
        return decode(self.records[i])


ds = Records(RECORDS, validate=remedy == "validate-records-before-decoding")
loader = DataLoader(ds, batch_size=4, num_workers=0 if remedy == "num-workers-zero-for-crash" else 1)
total = sum(batch.sum().item() for batch in loader)
expected = float(sum(sum(r[len(HEADER):]) for r in RECORDS if well_formed(r)))
skipped = len(RECORDS) - len(ds)
ok = total == expected
detail = (f"all {len(ds)} well-formed records loaded; {skipped} truncated record left out on purpose"
          if ok else f"sum {total} != {expected}")
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
