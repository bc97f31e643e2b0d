"""read_parquet in an environment where neither pyarrow nor fastparquet can be imported.

pandas reads Parquet through an optional engine, pyarrow or fastparquet, and `pip install
pandas` installs neither. `pd.read_parquet("stations.parquet")` tries both and raises
"ImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'."

Remedies:
  install-pyarrow-into-the-running-interpreter  sys.executable -m pip install pyarrow, into a folder
                                                 this interpreter imports from (pip --target + sys.path)
  install-into-another-environment              pip install pyarrow for another interpreter: a folder
                                                 the running interpreter does not import from (dead end)
  pip-install-without-restarting                install pyarrow for this interpreter while pandas is already
                                                 imported, as `%pip install` in a live notebook does (dead end)

The first remedy installs before pandas is imported, as a rerun of the program (or a
restarted kernel) after `pip install pyarrow` does.

Check: the frame read equals the rows stored in the file (written by pandas 2.3.3 with
pyarrow 26.0.1; the remedies install pyarrow 21.0.0).

Usage: python no_parquet_engine_importable.py [--remedy ID]
"""

import argparse
import atexit
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

REMEDIES = ("install-pyarrow-into-the-running-interpreter", "install-into-another-environment",
            "pip-install-without-restarting")

PARQUET_B64 = (
    'UEFSMRUEFTAVMEwVBhUAEgAABAAAAG9zbG8EAAAAbGltYQQAAABwdW5lFQAVFBUULBUGFRAVBhUGHDYAKARwdW5lGARsaW1hEREA'
    'AAACAAAABgECAyQAFQQVMBUwTBUGFQASAAAAAAAAAAAMQAAAAAAAADNAAAAAAABAP0AVABUUFRQsFQYVEBUGFQYcGAgAAAAAAEA/'
    'QBgIAAAAAAAADEAWACgIAAAAAABAP0AYCAAAAAAAAAxAEREAAAACAAAABgECAyQAFQQVMBUwTBUGFQASAAAMAAAAAAAAAAAAAAAA'
    'AAAAAwAAAAAAAAAVABUUFRQsFQYVEBUGFQYcGAgMAAAAAAAAABgIAAAAAAAAAAAWACgIDAAAAAAAAAAYCAAAAAAAAAAAEREAAAAC'
    'AAAABgECAyQAFQQZTDUAGAZzY2hlbWEVBgAVDCUCGAdzdGF0aW9uJQBMHAAAABUKJQIYBnRlbXBfYwAVBCUCGAdyYWluX21tABYG'
    'GRwZPCYAHBUMGTUABhAZGAdzdGF0aW9uFQAWBhamARamASZUJggcNgAoBHB1bmUYBGxpbWEREQAZLBUEFQAVAgAVABUQFQIAPBYY'
    'GQYZJgAGAAAAJgAcFQoZNQAGEBkYBnRlbXBfYxUAFgYW3gEW3gEm+gEmrgEcGAgAAAAAAEA/QBgIAAAAAAAADEAWACgIAAAAAABA'
    'P0AYCAAAAAAAAAxAEREAGSwVBBUAFQIAFQAVEBUCADwpBhkmAAYAAAAmABwVBBk1AAYQGRgHcmFpbl9tbRUAFgYW3gEW3gEm2AMm'
    'jAMcGAgMAAAAAAAAABgIAAAAAAAAAAAWACgIDAAAAAAAAAAYCAAAAAAAAAAAEREAGSwVBBUAFQIAFQAVEBUCADwpBhkmAAYAAAAW'
    '4gQWBiYIFuIEABksGAZwYW5kYXMY7wN7ImluZGV4X2NvbHVtbnMiOiBbXSwgImNvbHVtbl9pbmRleGVzIjogW10sICJjb2x1bW5z'
    'IjogW3sibmFtZSI6ICJzdGF0aW9uIiwgImZpZWxkX25hbWUiOiAic3RhdGlvbiIsICJwYW5kYXNfdHlwZSI6ICJ1bmljb2RlIiwg'
    'Im51bXB5X3R5cGUiOiAib2JqZWN0IiwgIm1ldGFkYXRhIjogbnVsbH0sIHsibmFtZSI6ICJ0ZW1wX2MiLCAiZmllbGRfbmFtZSI6'
    'ICJ0ZW1wX2MiLCAicGFuZGFzX3R5cGUiOiAiZmxvYXQ2NCIsICJudW1weV90eXBlIjogImZsb2F0NjQiLCAibWV0YWRhdGEiOiBu'
    'dWxsfSwgeyJuYW1lIjogInJhaW5fbW0iLCAiZmllbGRfbmFtZSI6ICJyYWluX21tIiwgInBhbmRhc190eXBlIjogImludDY0Iiwg'
    'Im51bXB5X3R5cGUiOiAiaW50NjQiLCAibWV0YWRhdGEiOiBudWxsfV0sICJhdHRyaWJ1dGVzIjoge30sICJjcmVhdG9yIjogeyJs'
    'aWJyYXJ5IjogInB5YXJyb3ciLCAidmVyc2lvbiI6ICIyNi4wLjEifSwgInBhbmRhc192ZXJzaW9uIjogIjIuMy4zIn0AGAxBUlJP'
    'VzpzY2hlbWEYmAgvLy8vL3dnREFBQVFBQUFBQUFBS0FBNEFCZ0FGQUFnQUNnQUFBQUFCQkFBUUFBQUFBQUFLQUF3QUFBQUVBQWdB'
    'Q2dBQUFDUUNBQUFFQUFBQUFRQUFBQXdBQUFBSUFBd0FCQUFJQUFnQUFBRDhBUUFBQkFBQUFPOEJBQUI3SW1sdVpHVjRYMk52YkhW'
    'dGJuTWlPaUJiWFN3Z0ltTnZiSFZ0Ymw5cGJtUmxlR1Z6SWpvZ1cxMHNJQ0pqYjJ4MWJXNXpJam9nVzNzaWJtRnRaU0k2SUNKemRH'
    'RjBhVzl1SWl3Z0ltWnBaV3hrWDI1aGJXVWlPaUFpYzNSaGRHbHZiaUlzSUNKd1lXNWtZWE5mZEhsd1pTSTZJQ0oxYm1samIyUmxJ'
    'aXdnSW01MWJYQjVYM1I1Y0dVaU9pQWliMkpxWldOMElpd2dJbTFsZEdGa1lYUmhJam9nYm5Wc2JIMHNJSHNpYm1GdFpTSTZJQ0ow'
    'Wlcxd1gyTWlMQ0FpWm1sbGJHUmZibUZ0WlNJNklDSjBaVzF3WDJNaUxDQWljR0Z1WkdGelgzUjVjR1VpT2lBaVpteHZZWFEyTkNJ'
    'c0lDSnVkVzF3ZVY5MGVYQmxJam9nSW1ac2IyRjBOalFpTENBaWJXVjBZV1JoZEdFaU9pQnVkV3hzZlN3Z2V5SnVZVzFsSWpvZ0lu'
    'SmhhVzVmYlcwaUxDQWlabWxsYkdSZmJtRnRaU0k2SUNKeVlXbHVYMjF0SWl3Z0luQmhibVJoYzE5MGVYQmxJam9nSW1sdWREWTBJ'
    'aXdnSW01MWJYQjVYM1I1Y0dVaU9pQWlhVzUwTmpRaUxDQWliV1YwWVdSaGRHRWlPaUJ1ZFd4c2ZWMHNJQ0poZEhSeWFXSjFkR1Z6'
    'SWpvZ2UzMHNJQ0pqY21WaGRHOXlJam9nZXlKc2FXSnlZWEo1SWpvZ0luQjVZWEp5YjNjaUxDQWlkbVZ5YzJsdmJpSTZJQ0l5Tmk0'
    'd0xqRWlmU3dnSW5CaGJtUmhjMTkyWlhKemFXOXVJam9nSWpJdU15NHpJbjBBQmdBQUFIQmhibVJoY3dBQUF3QUFBSWdBQUFCQUFB'
    'QUFCQUFBQUpULy8vOEFBQUVDRUFBQUFDQUFBQUFFQUFBQUFBQUFBQWNBQUFCeVlXbHVYMjF0QUFnQURBQUlBQWNBQ0FBQUFBQUFB'
    'QUZBQUFBQXpQLy8vd0FBQVFNUUFBQUFJQUFBQUFRQUFBQUFBQUFBQmdBQUFIUmxiWEJmWXdBQUFBQUdBQWdBQmdBR0FBQUFBQUFD'
    'QUJBQUZBQUlBQVlBQndBTUFBQUFFQUFRQUFBQUFBQUJCUkFBQUFBY0FBQUFCQUFBQUFBQUFBQUhBQUFBYzNSaGRHbHZiZ0FFQUFR'
    'QUJBQUFBQT09ABggcGFycXVldC1jcHAtYXJyb3cgdmVyc2lvbiAyNi4wLjEZPBwAABwAABwAAADNBwAAUEFSMQ=='
)

WANT = [("oslo", 3.5, 12), ("lima", 19.0, 0), ("pune", 31.25, 3)]


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def pip_install_into_new_folder(req):
    target = tempfile.mkdtemp(prefix="pyarrow-target-")
    atexit.register(shutil.rmtree, target, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "--only-binary=:all:", "--target", target, req], check=True, stdout=subprocess.DEVNULL)
    return target


def main():
    remedy = parse_remedy()
    if remedy == "install-pyarrow-into-the-running-interpreter":
        sys.path.insert(0, pip_install_into_new_folder("pyarrow==21.0.0"))
    elif remedy == "install-into-another-environment":
        pip_install_into_new_folder("pyarrow==21.0.0")  # lands where this interpreter never looks
    import pandas as pd

    pd.DataFrame({"warm": [1]}).sum()  # the session has been using pandas
    if remedy == "pip-install-without-restarting":
        sys.path.insert(0, pip_install_into_new_folder("pyarrow==21.0.0"))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "stations.parquet")
        with open(path, "wb") as f:
            f.write(base64.b64decode(PARQUET_B64))
        df = pd.read_parquet(path)
    got = [(s, float(t), int(r)) for s, t, r in zip(df["station"], df["temp_c"], df["rain_mm"])]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == WANT, "detail": f"rows {got}, expected {WANT}"}))


if __name__ == "__main__":
    main()
