"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Remedy argument, and a small project written into a self-cleaning temporary folder and
run there with this interpreter, its failure passed through to this process's stderr.
Runs on Python 3.8+.
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


def run_project(files, script):
    """Write files (name -> text) into a fresh folder, run `python <script>` there.

    If it fails, write its stderr here and exit 1; else return its stdout, stripped.
    """
    proj = tempfile.mkdtemp(prefix="kf-circ-")
    atexit.register(shutil.rmtree, proj, True)
    for name, text in files.items():
        with open(os.path.join(proj, name), "w") as f:
            f.write(text)
    p = subprocess.run([sys.executable, script], cwd=proj, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()
