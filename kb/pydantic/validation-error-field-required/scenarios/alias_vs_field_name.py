"""A field with an alias, filled by its Python name.

The model reads an external API: `user_name: str = Field(alias="userName")`. Test code
builds it with Account(user_name="ann"), the Python name; pydantic only accepts the
alias by default and raises "userName / field required" (1.x) or "userName / Field
required [type=missing, ...]" (2.x) — the error names the alias.

Remedies:
  pass-the-alias            build it with the alias key: Account(**{"userName": "ann"})
  allow-population-by-name  the model accepts the Python name too (populate_by_name=True in 2.x,
                            allow_population_by_field_name = True in 1.x)

Check: the object's user_name equals the name given.
"""

import pydantic
from pydantic import BaseModel, Field

from _common import check, parse_remedy

REMEDIES = ("pass-the-alias", "allow-population-by-name")
V2 = pydantic.VERSION.startswith("2.")


class Account(BaseModel):
    user_name: str = Field(alias="userName")


class AccountByName(BaseModel):
    user_name: str = Field(alias="userName")

    if V2:
        model_config = {"populate_by_name": True}
    else:
        class Config:
            allow_population_by_field_name = True


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "pass-the-alias":
        acct = Account(**{"userName": "ann"})
    elif remedy == "allow-population-by-name":
        acct = AccountByName(user_name="ann")
    else:
        acct = Account(user_name="ann")
    check(acct.user_name == "ann", f"user_name {acct.user_name!r}, expected 'ann'")


if __name__ == "__main__":
    main()
