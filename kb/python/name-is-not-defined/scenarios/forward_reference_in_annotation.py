"""name 'Config' is not defined, cause: a class used in an annotation before its class
statement has run.

settings.py defines `def load(text) -> Config:` above `class Config`; the annotation is
evaluated when the def runs, at import time.

Remedies:
  postpone-annotation   `from __future__ import annotations`
"""
import atexit, importlib, json, os, shutil, sys, tempfile

from _kit import arg_remedy

remedy = arg_remedy({"postpone-annotation"})
SETTINGS = '''
def load(text) -> Config:
    pairs = dict(line.split("=", 1) for line in text.splitlines() if line)
    return Config(pairs.get("host", "localhost"), int(pairs.get("port", "80")))


class Config:
    def __init__(self, host, port):
        self.host, self.port = host, port
'''
if remedy == "postpone-annotation":
    SETTINGS = "from __future__ import annotations\n" + SETTINGS

folder = tempfile.mkdtemp(prefix="kf-name-")
atexit.register(shutil.rmtree, folder, True)
with open(os.path.join(folder, "settings.py"), "w") as f:
    f.write(SETTINGS)
sys.path.insert(0, folder)
settings = importlib.import_module("settings")
cfg = settings.load("host=db.internal\nport=5432\n")
got = (cfg.host, cfg.port)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ("db.internal", 5432), "detail": "got %r" % (got,)}))
