"""ModuleNotFoundError, cause: a file in the project shadows a package of the same name.

The project has its own helper module called `email.py` next to `main.py`. Because the
script's folder comes first on sys.path, `from email.mime.text import MIMEText` finds the
project's plain module instead of the standard library *package* `email`, and the
submodule import fails with "No module named 'email.mime'; 'email' is not a package".

Remedies:
  rename-shadowing-module   rename email.py to mailer.py (and update its importers)
"""
import json, os, sys

from _kit import arg_remedy, run_or_fail, tmpdir

REMEDIES = {"rename-shadowing-module"}


HELPER = "def subject_line(n):\n    return 'Nightly report: %d rows' % n\n"
MAIN = """from email.mime.text import MIMEText
from {helper} import subject_line

msg = MIMEText('all good')
msg['Subject'] = subject_line(42)
print(msg['Subject'] + '|' + msg.get_content_type())
"""


def main():
    remedy = arg_remedy(REMEDIES)
    proj = tmpdir("kf-shadow-")
    helper = "mailer" if remedy == "rename-shadowing-module" else "email"
    with open(os.path.join(proj, helper + ".py"), "w") as f:
        f.write(HELPER)
    with open(os.path.join(proj, "main.py"), "w") as f:
        f.write(MAIN.format(helper=helper))
    got = run_or_fail([sys.executable, "main.py"], cwd=proj)
    expected = "Nightly report: 42 rows|text/plain"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
