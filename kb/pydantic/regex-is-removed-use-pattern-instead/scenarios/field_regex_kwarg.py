"""Field(regex=...) from pydantic 1 under pydantic 2.

A currency code field is declared `code: str = Field(..., regex="^[A-Z]{3}$")`. Pydantic
2 raises PydanticUserError "`regex` is removed. use `pattern` instead" when the model is
defined. Under pydantic 1.10 the model works (absent there).

Remedies:
  rename-regex-to-pattern    Field(..., pattern="^[A-Z]{3}$")

Check: "EUR" is accepted, "eur" and "EURO" are rejected with a ValidationError.
"""

from pydantic import BaseModel, Field, ValidationError

from pdkit import check, parse_remedy

REMEDIES = ("rename-regex-to-pattern",)


def define(remedy):
    if remedy == "rename-regex-to-pattern":
        class Price(BaseModel):
            amount: float
            code: str = Field(..., pattern="^[A-Z]{3}$")
    else:
        class Price(BaseModel):
            amount: float
            code: str = Field(..., regex="^[A-Z]{3}$")  # pydantic 2 raises here
    return Price


def main():
    remedy = parse_remedy(REMEDIES)
    Price = define(remedy)
    problems = []
    if Price(amount="9.5", code="EUR").code != "EUR":
        problems.append("EUR not kept")
    for bad in ("eur", "EURO"):
        try:
            Price(amount=1, code=bad)
            problems.append("%r was accepted" % bad)
        except ValidationError:
            pass
    check(not problems, "; ".join(problems) or "pattern enforced")


if __name__ == "__main__":
    main()
