"""UnicodeDecodeError: 'ascii' codec can't decode byte 0xe5 ... ('gbk' on a Chinese Windows),
cause: subprocess output decoded with the locale encoding.

subprocess.run(..., capture_output=True, text=True) decodes the child's output with the
locale encoding. The child (a tool that always writes UTF-8) prints a non-ASCII status
line, so decoding fails in the parent, in communicate() or in a reader thread.

Remedies:
  subprocess-encoding-utf-8   pass encoding="utf-8" (and errors="replace" if the tool may emit junk)
"""
import os
from _kit import TMP, arg_remedy, run_in_locale

REMEDY = arg_remedy({"subprocess-encoding-utf-8"})
with open(os.path.join(TMP, "tool.py"), "w", encoding="utf-8") as f:
    f.write('import sys\nsys.stdout.buffer.write("\\u5b8c\\u6210: 3 files\\n".encode("utf-8"))\n')
kw = 'encoding="utf-8"' if REMEDY == "subprocess-encoding-utf-8" else "text=True"
run_in_locale(
    "import json, subprocess, sys\n"
    "r = subprocess.run([sys.executable, 'tool.py'], capture_output=True, %s)\n"
    "ok = r.stdout == '\\u5b8c\\u6210: 3 files\\n'\n"
    "print('KNOWNFIX_CHECK ' + json.dumps({'ok': ok, 'detail': 'tool said %%s' %% ascii(r.stdout)}))\n" % kw)
