"""A dependency written for pydantic 1 uses @root_validator() in a model it defines at import.

The application imports a client package (`legacy_chain`, written to a temporary folder
the way pip would install it, the shape of the 2023 LangChain-era reports such as
aws-samples/amazon-kendra-langchain-extensions#23) whose model has a bare post root
validator. With pydantic 2 installed, importing the package fails with "If you use
`@root_validator` with pre=False (the default) you MUST specify `skip_on_failure=True`",
raised from inside the dependency. Under pydantic 1.10 it works (absent there).

Remedies:
  pin-pydantic-below-2   run with pydantic 1.10.24 (installed pinned into a temporary --target folder
                         that comes first on sys.path, in a child process)

Check: the dependency's model fills in the default endpoint from the region and the
application prints it.
"""

import os
import subprocess
import sys
import tempfile

from pdkit import check, parse_remedy

REMEDIES = ("pin-pydantic-below-2",)

LIB = '''\
from typing import Optional

from pydantic import BaseModel, root_validator


class Retriever(BaseModel):
    region: str
    endpoint: Optional[str] = None

    @root_validator()
    def fill_endpoint(cls, values):
        if not values.get("endpoint"):
            values["endpoint"] = "https://search.%s.example.invalid" % values["region"]
        return values
'''
APP = '''\
from legacy_chain import Retriever
print(Retriever(region="eu-west-1").endpoint)
'''


def main():
    remedy = parse_remedy(REMEDIES)
    site = tempfile.mkdtemp(prefix="site-")
    os.makedirs(os.path.join(site, "legacy_chain"))
    with open(os.path.join(site, "legacy_chain", "__init__.py"), "w") as f:
        f.write(LIB)
    path = [site]
    if remedy == "pin-pydantic-below-2":
        from pipkit import install_target
        path.insert(0, install_target("pydantic==1.10.24"))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(path))
    proc = subprocess.run([sys.executable, "-c", APP], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr.replace(site, "<site>"))
        sys.exit(1)
    got = proc.stdout.strip()
    want = "https://search.eu-west-1.example.invalid"
    check(got == want, "endpoint %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
