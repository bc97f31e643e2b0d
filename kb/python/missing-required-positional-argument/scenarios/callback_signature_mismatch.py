"""TypeError: on_done() missing 1 required positional argument: 'elapsed', cause: a callback is
written with two parameters, and the code that calls it passes one (the caller's documented
callback signature is f(result)).

Remedies:
  match-the-caller-signature   accept what the caller passes; get the rest another way
"""
import json
import time

from _kit import arg_remedy

remedy = arg_remedy({"match-the-caller-signature"})


def run_job(values, callback):
    result = sum(values)
    callback(result)          # documented: callback(result)


log = []
if remedy == "match-the-caller-signature":
    started = time.monotonic()

    def on_done(result):
        log.append((result, time.monotonic() - started >= 0))
else:
    def on_done(result, elapsed):
        log.append((result, elapsed >= 0))

run_job([1, 2, 3], on_done)
print("KNOWNFIX_CHECK " + json.dumps({"ok": log == [(6, True)], "detail": "log %r" % (log,)}))
