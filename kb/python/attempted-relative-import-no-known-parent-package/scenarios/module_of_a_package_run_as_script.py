"""ImportError: attempted relative import with no known parent package, cause: a module that
belongs to a package is run as a script.

shop/cli.py does `from .pricing import total`. Run as `python shop/cli.py`, the file is the
top-level __main__ module with no package, so a relative import has nothing to be relative to.

Remedies:
  run-with-dash-m            run it as a module from the project root: python -m shop.cli
  sys-path-append            (dead end) add the script's folder to sys.path at the top of cli.py
"""
import json
from _kit import arg_remedy, make_project, run

REMEDY = arg_remedy({"run-with-dash-m", "sys-path-append"})
prelude = ("import os, sys\nsys.path.append(os.path.dirname(os.path.abspath(__file__)))\n"
           if REMEDY == "sys-path-append" else "")
root = make_project({
    "shop/__init__.py": "",
    "shop/pricing.py": "def total(prices, vat):\n    return round(sum(prices) * (1 + vat), 2)\n",
    "shop/cli.py": prelude + "from .pricing import total\nprint(total([10.0, 5.5], 0.2))\n",
})
out = run(root, ["-m", "shop.cli"] if REMEDY == "run-with-dash-m" else ["shop/cli.py"])
print("KNOWNFIX_CHECK " + json.dumps({"ok": out.strip() == "18.6", "detail": "cli printed %r" % out.strip()}))
