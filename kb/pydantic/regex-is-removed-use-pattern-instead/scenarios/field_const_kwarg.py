"""Field(const=True) from pydantic 1 under pydantic 2.

An event model pins its discriminator: `type: str = Field("set", const=True)`. Pydantic 2
raises PydanticUserError "`const` is removed, use `Literal` instead". Under pydantic 1.10
it works (absent there).

Remedies:
  use-literal-type    type: Literal["set"] = "set"

Check: an event without `type` gets "set"; type="set" is accepted; type="delete" is
rejected with a ValidationError.
"""

from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from pdkit import check, parse_remedy

REMEDIES = ("use-literal-type",)


def define(remedy):
    if remedy == "use-literal-type":
        class SetEvent(BaseModel):
            type: Literal["set"] = "set"
            value: str
    else:
        class SetEvent(BaseModel):
            type: str = Field("set", const=True)  # pydantic 2 raises here
            value: str
    return SetEvent


def main():
    remedy = parse_remedy(REMEDIES)
    SetEvent = define(remedy)
    problems = []
    if SetEvent(value="x").type != "set":
        problems.append("default is not 'set'")
    SetEvent(type="set", value="x")
    try:
        SetEvent(type="delete", value="x")
        problems.append("type='delete' was accepted")
    except ValidationError:
        pass
    check(not problems, "; ".join(problems) or "type fixed to 'set'")


if __name__ == "__main__":
    main()
