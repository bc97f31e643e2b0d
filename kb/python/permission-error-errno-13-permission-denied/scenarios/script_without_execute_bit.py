"""PermissionError: [Errno 13] Permission denied: './prepare_dirs.sh', cause: no execute permission.

The project calls a helper shell script with subprocess.run(["./prepare_dirs.sh", ...]). The
script came out of a zip download (or a Windows checkout, or was created with open()), so
it has no execute bit, and exec() is refused, even for root.

Remedies:
  run-through-the-interpreter   call the interpreter with the script as argument: ["sh", "prepare_dirs.sh"]
                                (or chmod +x the script once and commit the mode)
"""
import json, os, subprocess, sys
from _kit import arg_remedy, workdir
import shutil

REMEDY = arg_remedy({"run-through-the-interpreter"})

root = workdir("kf-eacces-exec-")
try:
    script = os.path.join(root, "prepare_dirs.sh")
    with open(script, "w") as f:
        f.write("#!/bin/sh\nmkdir -p \"$1/train\" \"$1/val\" \"$1/logs\"\n")
    os.chmod(script, 0o644)                         # what unzip / open() leave behind
    os.chdir(root)
    data = os.path.join(root, "data")
    if REMEDY == "run-through-the-interpreter":
        subprocess.run(["sh", "./prepare_dirs.sh", data], check=True)
    else:
        subprocess.run(["./prepare_dirs.sh", data], check=True)
    got = sorted(os.listdir(data))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ["logs", "train", "val"], "detail": "created %r" % (got,)}))
finally:
    os.chdir("/")
    shutil.rmtree(root, True)
