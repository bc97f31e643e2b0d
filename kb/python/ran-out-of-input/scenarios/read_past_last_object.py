"""EOFError: Ran out of input, cause: more pickle.load calls than pickle.dump calls on one file.

A logger appends one pickled record per epoch to a file (mode "ab"). The reader loads records in a
`while True:` loop (or a fixed count larger than what was written); the load after the last record
finds the end of the file.

Remedies:
  stop-at-eoferror       treat EOFError as the end of the stream: `try: load / except EOFError: break`
  dump-one-list          dump a single list of records and load it with one pickle.load
  reopen-per-load        open the file again for every record (dead end: every open starts at the
                         first record, so the error goes away and the records are wrong)

Check: the records read back equal the records written, in order.
"""
import os
import pickle
import tempfile

from _common import check, parse_remedy

REMEDY = parse_remedy({"stop-at-eoferror", "dump-one-list", "reopen-per-load"})

records = [{"epoch": e, "loss": round(1.0 / (e + 1), 4)} for e in range(5)]
path = os.path.join(tempfile.mkdtemp(prefix="eof-"), "history.pkl")

if REMEDY == "dump-one-list":
    with open(path, "wb") as f:
        pickle.dump(records, f)
    with open(path, "rb") as f:
        loaded = pickle.load(f)
else:
    for rec in records:                          # one append per epoch
        with open(path, "ab") as f:
            pickle.dump(rec, f)
    loaded = []
    if REMEDY == "reopen-per-load":
        for _ in range(len(records)):
            with open(path, "rb") as f:
                loaded.append(pickle.load(f))
    else:
        with open(path, "rb") as f:
            while True:
                if REMEDY == "stop-at-eoferror":
                    try:
                        loaded.append(pickle.load(f))
                    except EOFError:
                        break
                else:
                    loaded.append(pickle.load(f))   # no stop condition: the 6th load hits the end

check(loaded == records, "read %r, wrote %r" % (loaded, records))
