"""A padded chunk is copied into the slice that remains at the end of the output.

A reader returns fixed-size chunks of 4 samples, zero-padding the last one; the output
buffer has the true length of the recording (15 samples). For the last chunk
out[12:16] has only 3 elements and NumPy raises "could not broadcast input array from
shape (4,) into shape (3,)".

Check: the reassembled signal equals the original 15 samples exactly (length and values).

Usage: python padded_chunk_into_short_slice.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("trim-to-the-valid-length", "grow-the-output-buffer")

SIGNAL = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]
CHUNK = 4


def read_chunks(signal):
    for s in range(0, len(signal), CHUNK):
        part = signal[s:s + CHUNK]
        yield np.array(part + [0] * (CHUNK - len(part))), len(part)   # padded, valid length


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    n = len(SIGNAL)
    if remedy == "grow-the-output-buffer":
        out = np.zeros(-(-n // CHUNK) * CHUNK, dtype=np.int64)      # room for the padding too
    else:
        out = np.zeros(n, dtype=np.int64)
    for i, (chunk, valid) in enumerate(read_chunks(SIGNAL)):
        s = i * CHUNK
        if remedy == "trim-to-the-valid-length":
            out[s:s + valid] = chunk[:valid]
        else:
            out[s:s + CHUNK] = chunk
    got = out.tolist()
    ok = got == SIGNAL
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"got {len(got)} samples {got}, expected {len(SIGNAL)} {SIGNAL}"}))


if __name__ == "__main__":
    main()
