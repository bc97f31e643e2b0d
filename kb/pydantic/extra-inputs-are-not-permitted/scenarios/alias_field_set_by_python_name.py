"""A strict model with an alias, built with the Python field name.

An API model maps the external camelCase key: `user_name: str = Field(alias="userName")`
and forbids unknown keys. Internal code builds it as Account(user_name="ann"). The
Python name is not the key validation reads, so it counts as an extra input and the
alias is missing: two errors, "userName / Field required" and "user_name / Extra inputs
are not permitted" (2.x), "extra fields not permitted" (1.x).

Remedies:
  allow-population-by-field-name   populate_by_name=True (2.x) / allow_population_by_field_name = True (1.x)

Check: Account(user_name="ann").user_name == "ann", the external form
Account(userName="bob") still works, and a real typo (usr_name) is still rejected.
"""

from pydantic import BaseModel, Field, ValidationError

from pdkit import V2, check, parse_remedy

REMEDIES = ("allow-population-by-field-name",)


def define(by_name):
    if V2:
        from pydantic import ConfigDict

        class Account(BaseModel):
            model_config = ConfigDict(extra="forbid", populate_by_name=by_name)
            user_name: str = Field(alias="userName")
    else:
        class Account(BaseModel):
            user_name: str = Field(alias="userName")

            class Config:
                extra = "forbid"
                allow_population_by_field_name = by_name
    return Account


def main():
    remedy = parse_remedy(REMEDIES)
    Account = define(remedy == "allow-population-by-field-name")
    problems = []
    a = Account(user_name="ann")  # without the remedy: ValidationError here
    if a.user_name != "ann":
        problems.append("user_name %r" % (a.user_name,))
    if Account(userName="bob").user_name != "bob":
        problems.append("the alias no longer works")
    try:
        Account(usr_name="ann")
        problems.append("a misspelled key was accepted")
    except ValidationError:
        pass
    check(not problems, "; ".join(problems) or "Python name and alias accepted, typo rejected")


if __name__ == "__main__":
    main()
