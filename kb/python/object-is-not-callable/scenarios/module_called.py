"""TypeError: 'module' object is not callable, cause: `import datetime` binds the module, and the
code calls it as if it were the class datetime.datetime.

Remedies:
  import-the-class   `from datetime import datetime` (or call datetime.datetime)
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"import-the-class"})

if remedy == "import-the-class":
    from datetime import datetime
else:
    import datetime

stamp = datetime(2026, 12, 1, 9, 30)
print("KNOWNFIX_CHECK " + json.dumps({"ok": stamp.isoformat() == "2026-12-01T09:30:00", "detail": stamp.isoformat()}))
