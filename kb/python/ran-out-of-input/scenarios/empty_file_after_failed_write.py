"""EOFError: Ran out of input, cause: a zero-byte file left by a save that failed after open(..., "wb").

A job keeps its state in state.pkl. Run 1 saves a good state. Run 2 opens the file with "wb" (which
truncates it at once) and then pickle.dump fails: the state now holds a lambda (it could as well be
a lock, an open file or a killed process); the job logs the failure and ends. Run 3 loads state.pkl
and finds it empty. The three runs are three `python -c` processes of this file's functions.

Remedies:
  atomic-write      dump to a temporary file in the same folder, then os.replace() it over the
                    target: a failed save leaves the previous file untouched
  skip-empty-file   treat a zero-byte file as "no saved state" (dead end: the job silently
                    restarts from scratch and the state of run 1 is lost)

Check: run 3 gets the state that run 1 saved (the last save that succeeded).
"""
import os
import pickle
import subprocess
import sys
import tempfile

from _common import check, parse_remedy

REMEDIES = {"atomic-write", "skip-empty-file"}


def save(path, state, atomic):
    if atomic:
        tmp = path + ".tmp"
        try:
            with open(tmp, "wb") as f:
                pickle.dump(state, f)
        except Exception:
            os.remove(tmp)
            raise
        os.replace(tmp, path)
    else:
        with open(path, "wb") as f:
            pickle.dump(state, f)


def run(step, path, remedy):
    atomic = remedy == "atomic-write"
    if step == "1":
        save(path, {"step": 100, "best": 0.25}, atomic)
    elif step == "2":
        try:
            save(path, {"step": 200, "best": 0.2, "schedule": lambda s: 0.1 * s}, atomic)
        except Exception as e:  # the job logs and exits, as a scheduler-run job would
            print("save failed: %s: %s" % (type(e).__name__, e), file=sys.stderr)
    else:
        if remedy == "skip-empty-file" and os.path.getsize(path) == 0:
            state = None
        else:
            with open(path, "rb") as f:
                state = pickle.load(f)
        check(state == {"step": 100, "best": 0.25}, "resumed from %r" % (state,))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--step":
        run(sys.argv[2], sys.argv[3], sys.argv[4] or None)
        sys.exit(0)
    remedy = parse_remedy(REMEDIES)
    path = os.path.join(tempfile.mkdtemp(prefix="eof-"), "state.pkl")
    here = os.path.abspath(__file__)
    for step in ("1", "2"):
        subprocess.run([sys.executable, here, "--step", step, path, remedy or ""], check=True)
    run("3", path, remedy)
