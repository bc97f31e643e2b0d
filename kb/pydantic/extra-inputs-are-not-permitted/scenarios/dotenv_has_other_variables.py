"""pydantic-settings reads a .env file that also holds variables the class does not declare.

An app's Settings(BaseSettings) declares api_token and reads `.env`. The .env file is
shared with other tools and also has DEBUG=True. pydantic-settings 2 forbids extra values
by default, so Settings() fails: "debug / Extra inputs are not permitted
[type=extra_forbidden, input_value='True', input_type=str]". pydantic-settings needs
pydantic 2, so this cause runs only there; the scenario installs pydantic-settings 2.16.3
with python-dotenv 1.2.4 (pinned, pip --target into a temporary folder).

Remedies:
  settings-extra-ignore   model_config = SettingsConfigDict(env_file=".env", extra="ignore")

Check: Settings().api_token is the token written in the .env file, and the settings hold
no value for DEBUG.
"""

import os
import sys
import tempfile

from pdkit import check, parse_remedy
from pipkit import install_target

REMEDIES = ("settings-extra-ignore",)
TOKEN = "tok-4f9a"


def main():
    remedy = parse_remedy(REMEDIES)
    sys.path.insert(0, install_target("pydantic-settings==2.16.3", "python-dotenv==1.2.4"))
    from pydantic_settings import BaseSettings, SettingsConfigDict

    work = tempfile.mkdtemp(prefix="app-")
    with open(os.path.join(work, ".env"), "w") as f:
        f.write("API_TOKEN=%s\nDEBUG=True\n" % TOKEN)
    os.chdir(work)
    for name in ("API_TOKEN", "DEBUG"):
        os.environ.pop(name, None)

    if remedy == "settings-extra-ignore":
        class Settings(BaseSettings):
            model_config = SettingsConfigDict(env_file=".env", extra="ignore")
            api_token: str
    else:
        class Settings(BaseSettings):
            model_config = SettingsConfigDict(env_file=".env")
            api_token: str

    s = Settings()  # default extra="forbid": DEBUG from .env is an extra input
    dumped = s.model_dump()
    check(s.api_token == TOKEN and dumped == {"api_token": TOKEN},
          "settings %r, expected {'api_token': %r}" % (dumped, TOKEN))


if __name__ == "__main__":
    main()
