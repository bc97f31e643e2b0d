"""ModuleNotFoundError, cause: a file in the project shadows a package of the same name.

The project has its own helper module called `email.py` next to `main.py`. Because the
script's folder comes first on sys.path, `from email.mime.text import MIMEText` finds the
project's plain module instead of the standard library *package* `email`, and the
submodule import fails with "No module named 'email.mime'; 'email' is not a package".

Remedies:
  rename-shadowing-module   rename email.py to mailer.py (and update its importers)
"""
import atexit, json, os, shutil, subprocess, sys, tempfile

REMEDIES = {"rename-shadowing-module"}


def arg_remedy():
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in REMEDIES:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


HELPER = "def subject_line(n):\n    return 'Nightly report: %d rows' % n\n"
MAIN = """from email.mime.text import MIMEText
from {helper} import subject_line

msg = MIMEText('all good')
msg['Subject'] = subject_line(42)
print(msg['Subject'] + '|' + msg.get_content_type())
"""


def main():
    remedy = arg_remedy()
    proj = tempfile.mkdtemp(prefix="kf-shadow-")
    atexit.register(shutil.rmtree, proj, True)
    helper = "mailer" if remedy == "rename-shadowing-module" else "email"
    with open(os.path.join(proj, helper + ".py"), "w") as f:
        f.write(HELPER)
    with open(os.path.join(proj, "main.py"), "w") as f:
        f.write(MAIN.format(helper=helper))
    p = subprocess.run([sys.executable, "main.py"], cwd=proj, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    got = p.stdout.strip()
    expected = "Nightly report: 42 rows|text/plain"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
