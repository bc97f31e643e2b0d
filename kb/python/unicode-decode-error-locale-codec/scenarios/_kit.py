"""Shared helper of this entry's scenarios (not a scenario; the lab copies it with them).

run_in_locale() runs a small program in a child interpreter whose locale encoding is not
UTF-8: the C locale with UTF-8 mode and locale coercion switched off, where Python's
locale encoding is ASCII. That is the same mechanism as Windows, where the locale encoding
is the ANSI code page (cp936/GBK, cp1252, ...); the lab has no GBK locale installed. The
child's stdout and stderr are passed through and its exit status becomes this process's.
"""
import atexit, os, shutil, subprocess, sys, tempfile

TMP = tempfile.mkdtemp(prefix="kf-locale-")
atexit.register(shutil.rmtree, TMP, True)


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def run_in_locale(code, utf8_mode=False):
    path = os.path.join(TMP, "job.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(code)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C",
           "PYTHONUTF8": "1" if utf8_mode else "0", "PYTHONCOERCECLOCALE": "0"}
    r = subprocess.run([sys.executable, path], cwd=TMP, env=env)
    if r.returncode != 0:
        sys.exit(r.returncode)
