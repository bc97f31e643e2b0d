"""PermissionError: [Errno 13] Permission denied, cause: writing into a folder the user may not write.

A tool writes its cache next to where it is installed (the folder of the package, like
site-packages or /opt/tool), which belongs to root and is read-only for normal users.
Run by a normal user, open(..., "w") in that folder is refused by the kernel.

Remedies:
  write-to-a-user-writable-location   keep the cache in a per-user cache folder
                                      ($XDG_CACHE_HOME or ~/.cache/<tool>) instead of the install folder
  run-with-sudo                       (dead end) run the tool once as root ("sudo python tool.py")
"""
import json, os, sys
from _kit import arg_remedy, as_user, workdir, user_ids

REMEDY = arg_remedy({"write-to-a-user-writable-location", "run-with-sudo"})

root = workdir("kf-eacces-")
install = os.path.join(root, "opt", "wordtool")          # owned by the installing user (root), 0755
os.makedirs(install)
for d in (os.path.join(root, "opt"), install):
    os.chmod(d, 0o755)
if os.geteuid() != 0:
    os.chmod(install, 0o555)                              # without root: make it read-only instead
uid, gid = user_ids()
home = os.path.join(root, "home")
os.makedirs(home)
os.chown(home, uid, gid) if os.geteuid() == 0 else None

WORDS = ["apple", "banana", "cherry"]


def cache_dir():
    if REMEDY == "write-to-a-user-writable-location":
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        path = os.path.join(base, "wordtool")
        os.makedirs(path, exist_ok=True)
        return path
    return install


def build_index():
    path = os.path.join(cache_dir(), "index.json")
    with open(path, "w") as f:
        json.dump({w: len(w) for w in WORDS}, f)
    return path


if REMEDY == "run-with-sudo":
    build_index()                     # "sudo python tool.py": works, as root, once ...


def body():
    path = build_index()              # ... the user's next normal run
    with open(path) as f:
        got = json.load(f)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == {w: len(w) for w in WORDS}, "detail": "index written to %s" % os.path.relpath(path, root)}))


as_user(root, body)
