"""Application settings class written for pydantic 1, run under pydantic 2.

config.py does `from pydantic import BaseSettings` and reads APP_DATABASE_URL and
APP_POOL_SIZE from the environment (Config.env_prefix = "APP_"). Under pydantic 2 the
import itself fails: PydanticImportError "`BaseSettings` has been moved to the
`pydantic-settings` package". Under pydantic 1.10 the same program works (absent there).

Remedies:
  install-pydantic-settings        pip install pydantic-settings (pinned: 2.16.3 with python-dotenv 1.2.4,
                                   into a temporary --target folder) and import it from pydantic_settings,
                                   env_prefix moved to model_config = SettingsConfigDict(...)
  import-from-pydantic-v1          from pydantic.v1 import BaseSettings (the 1.x class shipped inside 2.x)
  install-but-keep-old-import      pip install pydantic-settings, import left as it was (dead end)

Check: the settings object holds the URL from APP_DATABASE_URL and pool_size == 12 as an
int (APP_POOL_SIZE="12" coerced), and the default timeout 30 where no variable is set.
"""

import os
import sys

from pdkit import check, parse_remedy

REMEDIES = ("install-pydantic-settings", "import-from-pydantic-v1", "install-but-keep-old-import")
PINS = ("pydantic-settings==2.16.3", "python-dotenv==1.2.4")
URL = "postgresql://app@db.internal:5432/app"


def load(remedy):
    if remedy in ("install-pydantic-settings", "install-but-keep-old-import"):
        from pipkit import install_target
        sys.path.insert(0, install_target(*PINS))
    if remedy == "install-pydantic-settings":
        from pydantic_settings import BaseSettings, SettingsConfigDict

        class Settings(BaseSettings):
            model_config = SettingsConfigDict(env_prefix="APP_")
            database_url: str
            pool_size: int = 5
            timeout_s: int = 30
        return Settings()
    if remedy == "import-from-pydantic-v1":
        from pydantic.v1 import BaseSettings
    else:
        from pydantic import BaseSettings  # pydantic 2: PydanticImportError

    class Settings(BaseSettings):
        database_url: str
        pool_size: int = 5
        timeout_s: int = 30

        class Config:
            env_prefix = "APP_"
    return Settings()


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ["APP_DATABASE_URL"] = URL
    os.environ["APP_POOL_SIZE"] = "12"
    s = load(remedy)
    got = (s.database_url, s.pool_size, s.timeout_s)
    want = (URL, 12, 30)
    check(got == want and type(s.pool_size) is int, "settings %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
