"""ImportError: attempted relative import with no known parent package, cause: relative imports
in scripts that are not part of a package.

tools/report.py and tools/util.py sit in a plain folder that is not meant to be a package;
report.py is always run as a script and imports `from .util import fmt`.

Remedies:
  absolute-import       import the sibling module by name (`from util import fmt`): the
                        script's own folder is on sys.path
"""
import json
from _kit import arg_remedy, make_project, run

REMEDY = arg_remedy({"absolute-import"})
imp = "from util import fmt" if REMEDY == "absolute-import" else "from .util import fmt"
root = make_project({
    "tools/util.py": "def fmt(x):\n    return '%.1f%%' % (100 * x)\n",
    "tools/report.py": imp + "\nprint(fmt(0.256))\n",
})
out = run(root, ["tools/report.py"])
print("KNOWNFIX_CHECK " + json.dumps({"ok": out.strip() == "25.6%", "detail": "report printed %r" % out.strip()}))
