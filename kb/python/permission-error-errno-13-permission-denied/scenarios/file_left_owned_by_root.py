"""PermissionError: [Errno 13] Permission denied, cause: a file created earlier by root.

An earlier run under sudo, or a docker container running as root with the project folder
mounted, created output/report.csv. The folder and the file now belong to root, so the
user's own run cannot overwrite the file.

Remedies:
  give-files-back-to-the-user   chown the files back to the user once (sudo chown -R "$USER" output/)
                                and run later containers with --user "$(id -u):$(id -g)"
  run-with-sudo                 (dead end) run this step with sudo too
"""
import json, os, sys
from _kit import arg_remedy, as_user, workdir, user_ids

REMEDY = arg_remedy({"give-files-back-to-the-user", "run-with-sudo"})

root = workdir("kf-eacces-owned-")
uid, gid = user_ids()
project = os.path.join(root, "project")
out = os.path.join(project, "output")
os.makedirs(out)
os.chown(project, uid, gid) if os.geteuid() == 0 else None
report = os.path.join(out, "report.csv")
with open(report, "w") as f:                       # written by the root-owned container run
    f.write("stale\n")
if os.geteuid() != 0:
    os.chmod(report, 0o444); os.chmod(out, 0o555)   # without root: same effect through the mode bits

ROWS = [("alice", 3), ("bob", 5)]


def write_report():
    with open(report, "w") as f:
        for name, n in ROWS:
            f.write("%s,%d\n" % (name, n))


if REMEDY == "give-files-back-to-the-user":
    if os.geteuid() == 0:
        for p in (out, report):
            os.chown(p, uid, gid)                  # sudo chown -R "$USER" output/
    else:
        os.chmod(out, 0o755); os.chmod(report, 0o644)
elif REMEDY == "run-with-sudo":
    write_report()                                 # this step, under sudo: works, still owned by root


def body():
    write_report()                                 # the next step of the pipeline, as the user
    with open(report) as f:
        got = f.read()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "alice,3\nbob,5\n", "detail": "report %r" % (got,)}))


as_user(root, body)
