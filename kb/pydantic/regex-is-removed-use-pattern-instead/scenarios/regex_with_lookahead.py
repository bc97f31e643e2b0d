"""A pydantic 1 password rule with look-ahead, moved to `pattern` in pydantic 2.

`password: str = Field(regex=r"^(?=.*[A-Z])(?=.*[0-9]).{8,}$")` worked in pydantic 1
(Python's re). Under pydantic 2 the unmodified model raises "`regex` is removed. use
`pattern` instead". Renaming alone then fails differently: pydantic 2 compiles `pattern`
with the Rust regex crate by default, which has no look-around (pydantic/pydantic#7058).
Under pydantic 1.10 the model works (absent there).

Remedies:
  rename-and-use-python-re-engine   pattern=... plus model_config = ConfigDict(regex_engine="python-re")
  rename-regex-only                 pattern=... with the default engine (dead end for look-around)

Check: "Secret123" is accepted; "secret123" (no capital) and "Secretpw" (no digit) and
"Sec1" (too short) are rejected.
"""

from pydantic import BaseModel, Field, ValidationError

from pdkit import check, parse_remedy

REMEDIES = ("rename-and-use-python-re-engine", "rename-regex-only")
RULE = r"^(?=.*[A-Z])(?=.*[0-9]).{8,}$"


def define(remedy):
    if remedy == "rename-and-use-python-re-engine":
        from pydantic import ConfigDict

        class Signup(BaseModel):
            model_config = ConfigDict(regex_engine="python-re")
            email: str
            password: str = Field(pattern=RULE)
    elif remedy == "rename-regex-only":
        class Signup(BaseModel):  # SchemaError: look-around is not supported
            email: str
            password: str = Field(pattern=RULE)
    else:
        class Signup(BaseModel):  # pydantic 2 raises here
            email: str
            password: str = Field(regex=RULE)
    return Signup


def main():
    remedy = parse_remedy(REMEDIES)
    Signup = define(remedy)
    problems = []
    if Signup(email="a@example.org", password="Secret123").password != "Secret123":
        problems.append("good password not kept")
    for bad in ("secret123", "Secretpw", "Sec1"):
        try:
            Signup(email="a@example.org", password=bad)
            problems.append("%r was accepted" % bad)
        except ValidationError:
            pass
    check(not problems, "; ".join(problems) or "password rule enforced")


if __name__ == "__main__":
    main()
