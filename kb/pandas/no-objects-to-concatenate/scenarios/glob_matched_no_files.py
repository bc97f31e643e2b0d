"""A relative glob pattern that matches nothing, because the working directory differs.

The loader builds its list of frames from `glob.glob("data/*.csv")`. It is started from
another folder (a scheduler, an IDE run configuration, a notebook in a subfolder), so the
relative pattern matches no file, the list is empty, and `pd.concat(frames)` raises
"ValueError: No objects to concatenate".

Check: all rows of the project's data files are loaded.

Usage: python glob_matched_no_files.py [--remedy ID]
"""

import argparse
import glob
import json
import os
import sys
import tempfile
from pathlib import Path

import pandas as pd

REMEDIES = ("resolve-paths-from-a-known-folder", "concat-with-empty-fallback")


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
    with tempfile.TemporaryDirectory() as root:
        project = Path(root) / "project"
        (project / "data").mkdir(parents=True)
        (project / "data" / "a.csv").write_text("id,v\n1,10\n2,20\n")
        (project / "data" / "b.csv").write_text("id,v\n3,30\n")
        elsewhere = Path(root) / "scheduler-home"
        elsewhere.mkdir()
        os.chdir(elsewhere)  # the job is started from another working directory
        if remedy == "resolve-paths-from-a-known-folder":
            base = project  # in a script: Path(__file__).resolve().parent
            files = sorted(glob.glob(str(base / "data" / "*.csv")))
        else:
            files = sorted(glob.glob("data/*.csv"))
        frames = [pd.read_csv(f) for f in files]
        if remedy == "concat-with-empty-fallback":
            df = pd.concat(frames or [pd.DataFrame(columns=["id", "v"])], ignore_index=True)
        else:
            df = pd.concat(frames, ignore_index=True)
        os.chdir(root)
    got = sorted(int(v) for v in df["v"])
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [10, 20, 30], "detail": f"loaded values {got} from {len(files)} files, expected [10, 20, 30]"}))


if __name__ == "__main__":
    main()
