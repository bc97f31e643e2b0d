"""SyntaxError: invalid syntax, cause: a shell command typed into Python.

`pip install requests` is a command for the terminal (cmd, PowerShell, bash), not Python
code. Written into a .py file or typed at the >>> prompt, the parser sees two names side by
side and reports invalid syntax.

Remedies:
  run-in-the-shell      run the command in a terminal (or `python -m pip ...`, `%pip` in Jupyter);
                        the lab runs `python -m pip --version` as a subprocess instead
"""
import json, subprocess, sys
from _kit import arg_remedy, load

REMEDY = arg_remedy({"run-in-the-shell"})
if REMEDY == "run-in-the-shell":
    r = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True, text=True)
    out = r.stdout.strip()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": r.returncode == 0 and out.startswith("pip "), "detail": "pip answered %r" % out[:40]}))
else:
    load("setup_env", "pip install requests\n")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": False, "detail": "the shell line was accepted as Python"}))
