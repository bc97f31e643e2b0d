"""TypeError: expected str, bytes or os.PathLike object, not NoneType, cause: an optional
command-line argument that was not given.

argparse gives options that are not passed the value None. The script opens args.config
although the user did not pass --config.

Remedies:
  required-or-default   make the option required=True, or give it a default path
"""
import argparse, atexit, json, os, shutil, sys, tempfile

REMEDIES = {"required-or-default"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-argparse-")
atexit.register(shutil.rmtree, root, True)
default_config = os.path.join(root, "config.json")
with open(default_config, "w") as f:
    json.dump({"epochs": 3}, f)

parser = argparse.ArgumentParser()
if REMEDY == "required-or-default":
    parser.add_argument("--config", default=default_config)
else:
    parser.add_argument("--config")
args = parser.parse_args([])               # the user ran the script without --config
with open(args.config) as f:
    cfg = json.load(f)
print("KNOWNFIX_CHECK " + json.dumps({"ok": cfg == {"epochs": 3}, "detail": "config %r" % (cfg,)}))
