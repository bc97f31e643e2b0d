"""A renamed config key in a half-migrated model, with UserWarnings turned into errors.

The model was moved to `model_config = ConfigDict(...)` but kept the 1.x key name
`allow_population_by_field_name=True`. The test session escalates UserWarning
(pytest `filterwarnings = ["error::UserWarning"]`; the scenario sets the same filter), so
defining the model fails with "UserWarning: Valid config keys have changed in V2: *
'allow_population_by_field_name' has been renamed to ..." (populate_by_name before
pydantic 2.11, validate_by_name from 2.11). Under pydantic 1.10 there is no such warning
(absent there).

Remedies:
  use-the-new-key-name   model_config = ConfigDict(populate_by_name=True)

Check: the model accepts both the alias (userName) and the field name (user_name).
"""

import warnings

warnings.simplefilter("error", UserWarning)

from pydantic import BaseModel, Field  # noqa: E402

from pdkit import check, parse_remedy  # noqa: E402

REMEDIES = ("use-the-new-key-name",)


def define(remedy):
    from pydantic import ConfigDict
    if remedy == "use-the-new-key-name":
        cfg = ConfigDict(populate_by_name=True)
    else:
        cfg = ConfigDict(allow_population_by_field_name=True)  # the 1.x name

    class Account(BaseModel):
        model_config = cfg
        user_name: str = Field(alias="userName")
    return Account


def main():
    remedy = parse_remedy(REMEDIES)
    Account = define(remedy)
    got = (Account(userName="ann").user_name, Account(user_name="bob").user_name)
    check(got == ("ann", "bob"), "alias and field name gave %r" % (got,))


if __name__ == "__main__":
    main()
