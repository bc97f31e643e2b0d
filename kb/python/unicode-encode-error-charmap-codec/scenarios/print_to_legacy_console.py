"""UnicodeEncodeError: 'charmap' codec can't encode character, cause: a program prints text to a
stdout whose encoding is a legacy code page. The child process gets PYTHONIOENCODING=cp1252,
the encoding Windows gives a redirected stdout under a Western European locale.

Remedies:
  utf8-stdout                       run the child with PYTHONIOENCODING=utf-8 (or PYTHONUTF8=1)
  errors-replace (dead end)         PYTHONIOENCODING=cp1252:replace
"""
import json
import os
import subprocess
import sys

from _kit import arg_remedy

remedy = arg_remedy({"utf8-stdout", "errors-replace"})

TEXT = "Temperature \u2192 21 \u00b0C, status \u2713"
encoding = {"utf8-stdout": "utf-8", "errors-replace": "cp1252:replace"}.get(remedy, "cp1252")
env = dict(os.environ, PYTHONIOENCODING=encoding)
child = subprocess.run([sys.executable, "-c", "import sys; print(sys.argv[1])", TEXT],
                       env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
if child.returncode != 0:
    sys.stderr.write(child.stderr.decode("utf-8", "replace"))
    sys.exit(child.returncode)

out_encoding = encoding.split(":")[0]
got = child.stdout.decode(out_encoding).rstrip("\r\n")
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == TEXT, "detail": "printed %r" % (got,)}))
