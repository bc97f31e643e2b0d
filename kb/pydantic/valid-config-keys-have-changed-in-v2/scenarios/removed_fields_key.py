"""A 1.x `Config.fields` alias mapping, removed in pydantic 2, with UserWarnings as errors.

pydantic 1 allowed aliases in the config: `class Config: fields = {"user_name": "userName"}`.
Pydantic 2 removed the key ("UserWarning: Valid config keys have changed in V2: * 'fields'
has been removed"); the test session escalates UserWarning, so defining the model fails.
Without the filter the alias would be silently lost. Under pydantic 1.10 the model works
(absent there).

Remedies:
  alias-on-the-field   user_name: str = Field(alias="userName")

Check: Account.model_validate({"userName": "ann"}).user_name == "ann" and the JSON dump by
alias has the key "userName".
"""

import warnings

warnings.simplefilter("error", UserWarning)

from pydantic import BaseModel, Field  # noqa: E402

from pdkit import V2, check, parse_remedy  # noqa: E402

REMEDIES = ("alias-on-the-field",)


def define(remedy):
    if remedy == "alias-on-the-field":
        class Account(BaseModel):
            user_name: str = Field(alias="userName")
        return Account
    warnings.simplefilter("ignore", DeprecationWarning)  # class-based config: not the subject here

    class Account(BaseModel):
        user_name: str

        class Config:
            fields = {"user_name": "userName"}
    return Account


def main():
    remedy = parse_remedy(REMEDIES)
    Account = define(remedy)
    if V2:
        a = Account.model_validate({"userName": "ann"})
        dumped = a.model_dump(by_alias=True)
    else:
        a = Account.parse_obj({"userName": "ann"})
        dumped = a.dict(by_alias=True)
    check(a.user_name == "ann" and dumped == {"userName": "ann"}, "value %r, dump %r" % (a.user_name, dumped))


if __name__ == "__main__":
    main()
