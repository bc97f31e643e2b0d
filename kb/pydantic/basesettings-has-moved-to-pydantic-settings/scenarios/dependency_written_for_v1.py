"""A dependency written for pydantic 1 imports BaseSettings from pydantic.

The application's own code is fine; it imports a client package (here a small package
`legacy_sdk`, written to a temporary folder the way pip would install it) whose config
module does `from pydantic import BaseSettings`. With pydantic 2 installed, importing the
package fails with "`BaseSettings` has been moved to the `pydantic-settings` package",
raised from inside the dependency. Under pydantic 1.10 it works (absent there).

Remedies:
  pin-pydantic-below-2   run with pydantic 1.10.24 (installed pinned into a temporary --target
                         folder that comes first on sys.path, in a child process), the release
                         line the dependency was written for

Check: the dependency's settings read SDK_API_URL from the environment and its
client builds the request URL from it.
"""

import os
import subprocess
import sys
import tempfile

from pdkit import check, parse_remedy

REMEDIES = ("pin-pydantic-below-2",)

SDK_CONFIG = '''\
from pydantic import BaseSettings


class SdkSettings(BaseSettings):
    api_url: str = "https://api.example.invalid"
    retries: int = 3

    class Config:
        env_prefix = "SDK_"
'''
SDK_INIT = '''\
from .config import SdkSettings


def request_url(path):
    return SdkSettings().api_url.rstrip("/") + "/" + path.lstrip("/")
'''
APP = '''\
import legacy_sdk
print(legacy_sdk.request_url("/v1/items"))
'''


def main():
    remedy = parse_remedy(REMEDIES)
    site = tempfile.mkdtemp(prefix="site-")
    os.makedirs(os.path.join(site, "legacy_sdk"))
    with open(os.path.join(site, "legacy_sdk", "__init__.py"), "w") as f:
        f.write(SDK_INIT)
    with open(os.path.join(site, "legacy_sdk", "config.py"), "w") as f:
        f.write(SDK_CONFIG)
    path = [site]
    if remedy == "pin-pydantic-below-2":
        from pipkit import install_target
        path.insert(0, install_target("pydantic==1.10.24"))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(path), SDK_API_URL="https://sdk.internal/")
    proc = subprocess.run([sys.executable, "-c", APP], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr.replace(site, "<site>"))
        sys.exit(1)
    got = proc.stdout.strip()
    want = "https://sdk.internal/v1/items"
    check(got == want, "request URL %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
