"""KeyError: 'DATABASE_URL', cause: an environment variable that is not set in this process.

The service reads os.environ["DATABASE_URL"]. The value lives in a .env file that the
developer's IDE (or docker compose) loads, but the program is started directly, so the
variable is not in the process environment and os.environ raises KeyError from os.py.

Remedies:
  load-env-file-or-fail-clearly   load the .env file explicitly, and if the variable is still
                                  missing, stop with a message that names it
  environ-get-empty-default       (dead end) os.environ.get("DATABASE_URL", "")
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"load-env-file-or-fail-clearly", "environ-get-empty-default"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

os.environ.pop("DATABASE_URL", None)
root = tempfile.mkdtemp(prefix="kf-keyerror-env-")
atexit.register(shutil.rmtree, root, True)
env_file = os.path.join(root, ".env")
with open(env_file, "w") as f:
    f.write("# local settings\nDATABASE_URL=postgresql://app@db.internal:5432/shop\nDEBUG=0\n")


def load_env_file(path):
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                key, _, value = line.partition("=")
                os.environ.setdefault(key, value)      # a real environment variable wins


if REMEDY == "load-env-file-or-fail-clearly":
    load_env_file(env_file)
    url = os.environ.get("DATABASE_URL")
    if url is None:
        sys.exit("DATABASE_URL is not set; export it or add it to %s" % env_file)
elif REMEDY == "environ-get-empty-default":
    url = os.environ.get("DATABASE_URL", "")
else:
    url = os.environ["DATABASE_URL"]

expected = "postgresql://app@db.internal:5432/shop"
print("KNOWNFIX_CHECK " + json.dumps({"ok": url == expected, "detail": "connecting to %r" % (url,)}))
