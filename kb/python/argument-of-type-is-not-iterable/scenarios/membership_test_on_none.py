"""TypeError: argument of type 'NoneType' is not iterable, cause: `x in value` where value is None.

The permission check does `"admin" in user.get("roles")`; users without the key (or with
"roles": null) make the right-hand side None, and `in` needs a container.

Remedies:
  default-to-empty-container   `"admin" in (user.get("roles") or ())` where missing means "no roles"
"""
import json, sys

REMEDIES = {"default-to-empty-container"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

users = json.loads('[{"name": "ada", "roles": ["admin"]}, {"name": "bo"}, {"name": "cy", "roles": null}]')
if REMEDY == "default-to-empty-container":
    admins = [u["name"] for u in users if "admin" in (u.get("roles") or ())]
else:
    admins = [u["name"] for u in users if "admin" in u.get("roles")]
print("KNOWNFIX_CHECK " + json.dumps({"ok": admins == ["ada"], "detail": "admins %r" % (admins,)}))
