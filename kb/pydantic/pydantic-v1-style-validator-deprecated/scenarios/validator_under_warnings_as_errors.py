"""A pydantic 1 @validator imported while warnings are errors (pytest filterwarnings = error).

The project's tests run with warnings turned into errors (`filterwarnings = ["error"]` in
pytest, or `python -W error`; the scenario sets the same filter at start). A sign-up model
checks `confirm` against `password` with a pydantic 1 validator that reads `values`.
Under pydantic 2 the decorator emits PydanticDeprecatedSince20 "Pydantic V1 style
`@validator` validators are deprecated", which the filter turns into an exception, so
importing the module fails. Under pydantic 1.10 there is no warning (absent there).

Remedies:
  migrate-to-field-validator    @field_validator("confirm") + @classmethod, values -> info.data
  alias-field-validator-as-validator
                                `from pydantic import field_validator as validator`, body unchanged (dead end)

Check: matching passwords validate; a mismatch is rejected with a ValidationError whose
message says the passwords differ.
"""

import warnings

warnings.simplefilter("error")  # what pytest's filterwarnings = error does for the test session

from pydantic import BaseModel, ValidationError  # noqa: E402

from pdkit import check, parse_remedy  # noqa: E402

REMEDIES = ("migrate-to-field-validator", "alias-field-validator-as-validator")


def define(remedy):
    if remedy == "migrate-to-field-validator":
        from pydantic import ValidationInfo, field_validator

        class Signup(BaseModel):
            password: str
            confirm: str

            @field_validator("confirm")
            @classmethod
            def passwords_match(cls, v: str, info: ValidationInfo) -> str:
                if v != info.data.get("password"):
                    raise ValueError("passwords differ")
                return v
        return Signup
    if remedy == "alias-field-validator-as-validator":
        from pydantic import field_validator as validator
    else:
        from pydantic import validator

    class Signup(BaseModel):
        password: str
        confirm: str

        @validator("confirm")  # pydantic 2 warns here; the filter makes it an exception
        def passwords_match(cls, v, values):
            if v != values["password"]:
                raise ValueError("passwords differ")
            return v
    return Signup


def main():
    remedy = parse_remedy(REMEDIES)
    Signup = define(remedy)
    problems = []
    s = Signup(password="Secret123", confirm="Secret123")
    if s.confirm != "Secret123":
        problems.append("confirm %r" % (s.confirm,))
    try:
        Signup(password="Secret123", confirm="Secret124")
        problems.append("a mismatch was accepted")
    except ValidationError as e:
        if "passwords differ" not in str(e):
            problems.append("mismatch rejected for another reason: %s" % e)
    check(not problems, "; ".join(problems) or "mismatch rejected, match accepted")


if __name__ == "__main__":
    main()
