"""'type' object is not subscriptable / type 'Settings' is not subscriptable,
cause: the class is used where an instance was meant (missing parentheses).

Settings instances support settings["key"]; load_settings() returns the class itself
instead of an instance, so the subscript is applied to the class.

Remedies:
  instantiate-the-class    return Settings(...) instead of Settings
"""
import json

from _kit import arg_remedy

REMEDIES = {"instantiate-the-class"}


class Settings:
    DEFAULTS = {"timeout": 30, "retries": 3}

    def __init__(self, **overrides):
        self._values = dict(self.DEFAULTS, **overrides)

    def __getitem__(self, key):
        return self._values[key]


def load_settings(remedy):
    if remedy == "instantiate-the-class":
        return Settings(timeout=10)
    Settings.DEFAULTS["timeout"] = 10  # bug: configures the class and returns it
    return Settings


remedy = arg_remedy(REMEDIES)
settings = load_settings(remedy)
got = (settings["timeout"], settings["retries"])
expected = (10, 3)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected and Settings.DEFAULTS["timeout"] == 30,
                                      "detail": "got %r, expected %r" % (got, expected)}))
