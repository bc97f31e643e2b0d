"""Code written for pydantic 2 running where pydantic 1 is installed.

A package's schema module does `from pydantic import BaseModel, field_validator` (the shape
of datalab-to/marker#73 and simonw/llm-claude-3#4). Another requirement (an old FastAPI
that needs pydantic<2) left pydantic 1.10 in the environment, so the import fails:
"ImportError: cannot import name 'field_validator' from 'pydantic' (...)". Under pydantic 2
the same code works (absent there).

Remedies:
  upgrade-to-pydantic-2   run with pydantic 2.14.4 (pydantic, pydantic-core, annotated-types,
                          typing-inspection installed pinned into a temporary --target folder that
                          comes first on sys.path, in a child process)

Check: the model strips and lower-cases the email, and rejects an address without "@".
"""

import os
import subprocess
import sys
import tempfile

from pdkit import check, parse_remedy

REMEDIES = ("upgrade-to-pydantic-2",)
PINS = ("pydantic==2.14.4", "pydantic-core==2.50.5", "annotated-types==0.8.0", "typing-inspection==0.4.5",
        "typing-extensions==4.16.0")

SCHEMA = '''\
from pydantic import BaseModel, ValidationError, field_validator


class Contact(BaseModel):
    email: str

    @field_validator("email")
    @classmethod
    def normalise(cls, v):
        v = v.strip().lower()
        if "@" not in v:
            raise ValueError("not an email address")
        return v


print(Contact(email="  Ann@Example.ORG ").email)
try:
    Contact(email="nobody")
    print("accepted")
except ValidationError:
    print("rejected")
'''


def main():
    remedy = parse_remedy(REMEDIES)
    site = tempfile.mkdtemp(prefix="site-")
    with open(os.path.join(site, "contact_schema.py"), "w") as f:
        f.write(SCHEMA)
    path = [site]
    if remedy == "upgrade-to-pydantic-2":
        from pipkit import install_target
        path.insert(0, install_target(*PINS))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(path))
    proc = subprocess.run([sys.executable, "-c", "import contact_schema"], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr.replace(site, "<site>"))
        sys.exit(1)
    got = proc.stdout.split()
    check(got == ["ann@example.org", "rejected"], "output %r, expected ['ann@example.org', 'rejected']" % (got,))


if __name__ == "__main__":
    main()
