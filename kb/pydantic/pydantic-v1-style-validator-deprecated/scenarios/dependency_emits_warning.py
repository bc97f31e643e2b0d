"""A dependency still uses @validator; the application's tests run with warnings as errors.

The application's own models are already pydantic 2 style. It imports a client package
(`legacy_sdk`, written to a temporary folder the way pip would install it, the shape of
huggingface/huggingface_hub#1836) that defines a model with `@validator`. With warnings
turned into errors (pytest `filterwarnings = error`), importing the package fails with
PydanticDeprecatedSince20 "Pydantic V1 style `@validator` validators are deprecated".
Under pydantic 1.10 there is no warning (absent there).

Remedies:
  ignore-warning-for-that-module   warnings.filterwarnings("ignore", category=PydanticDeprecatedSince20,
                                   module=r"legacy_sdk(\\.|$)") after the error filter (pytest:
                                   "ignore::pydantic.warnings.PydanticDeprecatedSince20:legacy_sdk")

Check: the dependency's model works (timeout "30" -> 30), and a @validator in the
application's own code still raises, so the filter hides nothing else.
"""

import os
import sys
import tempfile
import warnings

warnings.simplefilter("error")  # the test session's filter

from pdkit import V2, check, parse_remedy  # noqa: E402

REMEDIES = ("ignore-warning-for-that-module",)

LIB = '''\
from pydantic import BaseModel, validator


class ClientConfig(BaseModel):
    base_url: str
    timeout: int = 10

    @validator("base_url")
    def strip_slash(cls, v):
        return v.rstrip("/")
'''


def main():
    remedy = parse_remedy(REMEDIES)
    site = tempfile.mkdtemp(prefix="site-")
    os.makedirs(os.path.join(site, "legacy_sdk"))
    with open(os.path.join(site, "legacy_sdk", "__init__.py"), "w") as f:
        f.write(LIB)
    sys.path.insert(0, site)
    if remedy == "ignore-warning-for-that-module":
        from pydantic.warnings import PydanticDeprecatedSince20
        warnings.filterwarnings("ignore", category=PydanticDeprecatedSince20, module=r"legacy_sdk(\.|$)")

    import legacy_sdk  # pydantic 2 + error filter: PydanticDeprecatedSince20 here

    cfg = legacy_sdk.ClientConfig(base_url="https://api.example.invalid/", timeout="30")
    problems = []
    if (cfg.base_url, cfg.timeout) != ("https://api.example.invalid", 30):
        problems.append("config %r" % ((cfg.base_url, cfg.timeout),))
    if V2:
        from pydantic import BaseModel, validator
        try:
            class Own(BaseModel):
                x: int

                @validator("x")
                def keep(cls, v):
                    return v
            problems.append("the application's own @validator no longer raises")
        except Warning:
            pass
    check(not problems, "; ".join(problems) or "dependency works, own deprecated code still fails")


if __name__ == "__main__":
    main()
