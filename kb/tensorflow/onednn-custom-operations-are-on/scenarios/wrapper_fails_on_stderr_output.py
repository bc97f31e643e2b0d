"""A job wrapper that treats any stderr output as a failure runs a TensorFlow step.

Windows PowerShell with $ErrorActionPreference = "Stop" (NativeCommandError), CI steps set to
"fail on stderr" and scripts that check ``proc.stderr`` all turn TensorFlow's start-up INFO logs
into a failure. The first of those lines is "I tensorflow/core/util/port.cc:...] oneDNN custom
operations are on. You may see slightly different numerical results ...". Here the wrapper is a
small Python function that runs the step in a child interpreter and raises if the child wrote to
stderr, like those tools.

Remedies (the child's environment or the wrapper):
  judge-by-exit-status       the wrapper fails on a non-zero exit status and keeps stderr as a log
  silence-both-logs          TF_ENABLE_ONEDNN_OPTS=0 and TF_CPP_MIN_LOG_LEVEL=2 for the child
  min-log-level-only         TF_CPP_MIN_LOG_LEVEL=2 for the child (TF 2.21 prints the notice anyway)
  disable-onednn-opts-only   TF_ENABLE_ONEDNN_OPTS=0 for the child (other INFO lines remain)
  python-warnings-filter     warnings.filterwarnings("ignore") in the child (dead end: not a Python warning)

Check: the step's result (the sum of a 64x128 @ 128x32 float32 product) equals a float64 NumPy
reference within 1e-4 relative, and the wrapper accepted the run.
"""

import argparse
import json
import os
import subprocess
import sys

import numpy as np

REMEDIES = ("judge-by-exit-status", "silence-both-logs", "min-log-level-only", "disable-onednn-opts-only",
            "python-warnings-filter")

STEP = r"""
import sys
if "--quiet-warnings" in sys.argv:
    import warnings
    warnings.filterwarnings("ignore")
import json
import numpy as np
import tensorflow as tf
rng = np.random.default_rng(0)
a = rng.normal(size=(64, 128)).astype("float32")
b = rng.normal(size=(128, 32)).astype("float32")
print(json.dumps({"sum": float(tf.reduce_sum(tf.matmul(a, b)).numpy())}))
"""


class StepFailed(RuntimeError):
    pass


def run_step(env, extra_args, fail_on_stderr=True):
    proc = subprocess.run([sys.executable, "-c", STEP, *extra_args], env=env, capture_output=True, text=True,
                          timeout=240)
    if proc.returncode != 0:
        raise StepFailed(f"step exited with status {proc.returncode}:\n{proc.stderr}")
    if fail_on_stderr and proc.stderr.strip():
        raise StepFailed("step wrote to stderr: " + proc.stderr.strip())
    if proc.stderr.strip():
        print("step log (stderr):\n" + proc.stderr.strip())
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TF_")}
    extra, fail_on_stderr = [], True
    if remedy == "judge-by-exit-status":
        fail_on_stderr = False
    elif remedy == "silence-both-logs":
        env.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPP_MIN_LOG_LEVEL="2")
    elif remedy == "min-log-level-only":
        env.update(TF_CPP_MIN_LOG_LEVEL="2")
    elif remedy == "disable-onednn-opts-only":
        env.update(TF_ENABLE_ONEDNN_OPTS="0")
    elif remedy == "python-warnings-filter":
        extra = ["--quiet-warnings"]
    result = run_step(env, extra, fail_on_stderr)
    rng = np.random.default_rng(0)
    a = rng.normal(size=(64, 128)).astype("float32").astype("float64")
    b = rng.normal(size=(128, 32)).astype("float32").astype("float64")
    want = float((a @ b).sum())
    rel = abs(result["sum"] - want) / max(1.0, abs(want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": rel <= 1e-4, "detail": f"step sum {result['sum']:.6f} vs float64 "
                                          f"reference {want:.6f} (relative error {rel:.2e}); the wrapper accepted the run"}))


if __name__ == "__main__":
    main()
