"""Shared helper of this entry's scenarios (not a scenario; the lab copies it with them).

make_project() writes a small project into a temporary folder; run() starts a child
interpreter there the way a user would from a terminal, passes its stdout and stderr
through and exits with its status when it fails.
"""
import atexit, os, shutil, subprocess, sys, tempfile


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def make_project(files):
    root = tempfile.mkdtemp(prefix="kf-relimport-")
    atexit.register(shutil.rmtree, root, True)
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    return root


def run(root, args):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    r = subprocess.run([sys.executable] + args, cwd=root, env=env, capture_output=True, text=True)
    sys.stderr.write(r.stderr)
    if r.returncode != 0:
        sys.exit(r.returncode)
    return r.stdout
