"""TypeError: Object of type Settings is not JSON serializable, cause: a set, bytes or an instance
of your own class in the data.

A job's configuration is a dataclass with a set of tags. Neither the dataclass instance
nor the set has a JSON form.

Remedies:
  to-plain-structures    convert to dicts and lists first (dataclasses.asdict, sorted(set), a to_dict() method)
"""
import dataclasses, json, sys

REMEDIES = {"to-plain-structures"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


@dataclasses.dataclass
class Settings:
    name: str
    retries: int
    tags: set


job = {"id": 7, "settings": Settings("nightly", 3, {"db", "backup"})}
if REMEDY == "to-plain-structures":
    plain = dict(job, settings=dataclasses.asdict(job["settings"]))
    plain["settings"]["tags"] = sorted(plain["settings"]["tags"])
    text = json.dumps(plain)
else:
    text = json.dumps(job)
back = json.loads(text)
ok = back == {"id": 7, "settings": {"name": "nightly", "retries": 3, "tags": ["backup", "db"]}}
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "%r" % (back,)}))
