"""wrapper() got an unexpected keyword argument 'timeout', cause: a decorator's wrapper
does not accept **kwargs.

@retrying wraps fetch(url, timeout=5) with `def wrapper(*args)`; a call with timeout=
fails in the wrapper.

Remedies:
  forward-kwargs   def wrapper(*args, **kwargs) + functools.wraps
"""
import functools, json

from _kit import arg_remedy

remedy = arg_remedy({"forward-kwargs"})
calls = []


def retrying(func):
    if remedy == "forward-kwargs":
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for attempt in range(3):
                try:
                    return func(*args, **kwargs)
                except ConnectionError:
                    continue
            raise ConnectionError("gave up")
    else:
        def wrapper(*args):
            for attempt in range(3):
                try:
                    return func(*args)
                except ConnectionError:
                    continue
            raise ConnectionError("gave up")
    return wrapper


@retrying
def fetch(url, timeout=5):
    calls.append((url, timeout))
    if len(calls) < 2:
        raise ConnectionError("flaky")
    return "200 %s (timeout=%s)" % (url, timeout)


got = fetch("https://example.invalid/status", timeout=1)
ok = got == "200 https://example.invalid/status (timeout=1)" and calls == [("https://example.invalid/status", 1)] * 2
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "got %r after %d calls" % (got, len(calls))}))
