"""RuntimeError: Set changed size during iteration, cause: adding to the set being iterated.

Closing a dependency set: `for pkg in needed: needed.update(DEPS[pkg])`.

Remedies:
  worklist-loop                  use a separate worklist (queue) and a `seen` set
  iterate-over-a-copy            repeat passes over list(needed) until nothing changes
"""
import json, sys

REMEDIES = {"worklist-loop", "iterate-over-a-copy"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

DEPS = {"app": ["web", "db"], "web": ["http", "templates"], "db": ["driver"], "http": ["sockets"],
        "templates": [], "driver": ["sockets"], "sockets": []}
needed = {"app"}
if REMEDY == "worklist-loop":
    todo = list(needed)
    while todo:
        pkg = todo.pop()
        for dep in DEPS[pkg]:
            if dep not in needed:
                needed.add(dep)
                todo.append(dep)
elif REMEDY == "iterate-over-a-copy":
    changed = True
    while changed:
        before = len(needed)
        for pkg in list(needed):
            needed.update(DEPS[pkg])
        changed = len(needed) != before
else:
    for pkg in needed:
        needed.update(DEPS[pkg])

expected = set(DEPS)  # every package is reachable from app (checked by hand)
print("KNOWNFIX_CHECK " + json.dumps({"ok": needed == expected, "detail": "got %s" % sorted(needed)}))
