"""ImportError: cannot import name 'mean' from 'statistics', cause: the project has its own file
statistics.py next to the script, and the script's folder comes first on sys.path, so it is
imported instead of the standard library module.

Remedies:
  rename-local-module   give the local file a name that no installed module uses
"""
import importlib
import json
import os
import sys

from _kit import arg_remedy

remedy = arg_remedy({"rename-local-module"})

here = os.path.dirname(os.path.abspath(__file__))
local_name = "sensor_stats.py" if remedy == "rename-local-module" else "statistics.py"
with open(os.path.join(here, local_name), "w") as f:
    f.write("def spread(xs):\n    return max(xs) - min(xs)\n")
if remedy == "rename-local-module" and os.path.exists(os.path.join(here, "statistics.py")):
    os.remove(os.path.join(here, "statistics.py"))  # renamed, so the old name is gone
importlib.invalidate_caches()

if remedy == "rename-local-module":
    from sensor_stats import spread
else:
    from statistics import spread  # noqa: F401  (the project's own helper)
from statistics import mean

readings = [3, 5, 10]
got = (mean(readings), spread(readings))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == (6, 7), "detail": "mean, spread = %r" % (got,)}))
