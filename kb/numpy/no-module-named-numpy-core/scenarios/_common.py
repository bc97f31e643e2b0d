"""Shared by this entry's scenarios: the data files written under NumPy 2, argument parsing, the check.

The bytes below were written by numpy 2.4.6 (Python 3.11) from this object:

    obj = {"weights": np.linspace(-1, 1, 6).reshape(2, 3), "mean": np.float64(0.25),
           "labels": np.array([3, 1, 2], dtype=np.int64)}

PICKLE_P4: pickle.dumps(obj, protocol=4)   (the default protocol of Python 3.8 to 3.13)
PICKLE_P5: pickle.dumps(obj, protocol=5)   (pickle.HIGHEST_PROTOCOL, pandas.to_pickle's default)
NPZ:       np.savez(buf, **obj)            (no pickle inside)
"""

import argparse
import base64
import json
import os
import subprocess
import sys

PICKLE_P4 = (
    'gASVTwEAAAAAAAB9lCiMB3dlaWdodHOUjBZudW1weS5fY29yZS5tdWx0aWFycmF5lIwMX3JlY29uc3RydWN0lJOUjAVudW1w'
    'eZSMB25kYXJyYXmUk5RLAIWUQwFilIeUUpQoSwFLAksDhpRoBYwFZHR5cGWUk5SMAmY4lImIh5RSlChLA4wBPJROTk5K////'
    '/0r/////SwB0lGKJQzAAAAAAAADwvzMzMzMzM+O/mJmZmZmZyb+gmZmZmZnJPzQzMzMzM+M/AAAAAAAA8D+UdJRijARtZWFu'
    'lGgCjAZzY2FsYXKUk5RoEUMIAAAAAAAA0D+UhpRSlIwGbGFiZWxzlGgEaAdLAIWUaAmHlFKUKEsBSwOFlGgOjAJpOJSJiIeU'
    'UpQoSwNoEk5OTkr/////Sv////9LAHSUYolDGAMAAAAAAAAAAQAAAAAAAAACAAAAAAAAAJR0lGJ1Lg=='
    )
PICKLE_P5 = (
    'gAWVTAEAAAAAAAB9lCiMB3dlaWdodHOUjBNudW1weS5fY29yZS5udW1lcmljlIwLX2Zyb21idWZmZXKUk5QoljAAAAAAAAAA'
    'AAAAAAAA8L8zMzMzMzPjv5iZmZmZmcm/oJmZmZmZyT80MzMzMzPjPwAAAAAAAPA/lIwFbnVtcHmUjAVkdHlwZZSTlIwCZjiU'
    'iYiHlFKUKEsDjAE8lE5OTkr/////Sv////9LAHSUYksCSwOGlIwBQ5R0lFKUjARtZWFulIwWbnVtcHkuX2NvcmUubXVsdGlh'
    'cnJheZSMBnNjYWxhcpSTlGgLQwgAAAAAAADQP5SGlFKUjAZsYWJlbHOUaAQolhgAAAAAAAAAAwAAAAAAAAABAAAAAAAAAAIA'
    'AAAAAAAAlGgIjAJpOJSJiIeUUpQoSwNoDE5OTkr/////Sv////9LAHSUYksDhZRoD3SUUpR1Lg=='
    )
NPZ = (
    'UEsDBC0AAAAAAAAAIQA5F+ZZ//////////8LABQAd2VpZ2h0cy5ucHkBABAAsAAAAAAAAACwAAAAAAAAAJNOVU1QWQEAdgB7'
    'J2Rlc2NyJzogJzxmOCcsICdmb3J0cmFuX29yZGVyJzogRmFsc2UsICdzaGFwZSc6ICgyLCAzKSwgfSAgICAgICAgICAgICAg'
    'ICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKAAAAAAAA8L8zMzMzMzPjv5iZmZmZmcm/oJmZ'
    'mZmZyT80MzMzMzPjPwAAAAAAAPA/UEsDBC0AAAAAAAAAIQCD2NS2//////////8IABQAbWVhbi5ucHkBABAAiAAAAAAAAACI'
    'AAAAAAAAAJNOVU1QWQEAdgB7J2Rlc2NyJzogJzxmOCcsICdmb3J0cmFuX29yZGVyJzogRmFsc2UsICdzaGFwZSc6ICgpLCB9'
    'ICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKAAAAAAAA0D9Q'
    'SwMELQAAAAAAAAAhAN/pDLL//////////woAFABsYWJlbHMubnB5AQAQAJgAAAAAAAAAmAAAAAAAAACTTlVNUFkBAHYAeydk'
    'ZXNjcic6ICc8aTgnLCAnZm9ydHJhbl9vcmRlcic6IEZhbHNlLCAnc2hhcGUnOiAoMywpLCB9ICAgICAgICAgICAgICAgICAg'
    'ICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCgMAAAAAAAAAAQAAAAAAAAACAAAAAAAAAFBLAQIt'
    'Ay0AAAAAAAAAIQA5F+ZZsAAAALAAAAALAAAAAAAAAAAAAACAAQAAAAB3ZWlnaHRzLm5weVBLAQItAy0AAAAAAAAAIQCD2NS2'
    'iAAAAIgAAAAIAAAAAAAAAAAAAACAAe0AAABtZWFuLm5weVBLAQItAy0AAAAAAAAAIQDf6QyymAAAAJgAAAAKAAAAAAAAAAAA'
    'AACAAa8BAABsYWJlbHMubnB5UEsFBgAAAAADAAMApwAAAIMCAAAAAA=='
    )


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def blob(parts):
    return base64.b64decode("".join(parts))


def check_loaded(obj):
    """Compare what was loaded with values computed here in plain Python."""
    import numpy as np
    want_w = [[-1.0 + 0.4 * (3 * i + j) for j in range(3)] for i in range(2)]
    w = np.asarray(obj["weights"])
    ok = (w.shape == (2, 3) and w.dtype == np.float64
          and all(abs(a - b) < 1e-12 for a, b in zip(w.ravel().tolist(), sum(want_w, [])))
          and float(obj["mean"]) == 0.25 and np.asarray(obj["labels"]).tolist() == [3, 1, 2])
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail":
          f"numpy {np.__version__}: weights {w.ravel().tolist()}, mean {float(obj['mean'])}, labels {np.asarray(obj['labels']).tolist()}"}))


def run_with_numpy(version, code, *args):
    """Run code in a child interpreter that sees numpy==version (pip install --target, a separate folder)."""
    target = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"numpy-{version}")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
                    "--only-binary=:all:", "--target", target, f"numpy=={version}"], check=True, stdout=subprocess.DEVNULL)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([target, os.path.dirname(os.path.abspath(__file__))]))
    proc = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True)
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    if proc.returncode:
        sys.exit(proc.returncode)
