"""A field declared the pydantic 1 way: a default value and no annotation.

`class User(BaseModel): id: int; name = "John Doe"` - pydantic 1 inferred `name: str`
from the default. Pydantic 2 refuses the class: PydanticUserError "A non-annotated
attribute was detected: `name = 'John Doe'`. All model fields require a type annotation".
Under pydantic 1.10 the class works (absent there).

Remedies:
  annotate-the-field         name: str = "John Doe"
  mark-field-as-classvar     name: ClassVar[str] = "John Doe" (dead end: it is no longer a field)

Check: User(id="7", name="Ann") has id == 7 (int) and name == "Ann"; User(id=8) gets the
default name "John Doe"; model_dump() has both keys.
"""

from typing import ClassVar

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("annotate-the-field", "mark-field-as-classvar")


def define(remedy):
    if remedy == "annotate-the-field":
        class User(BaseModel):
            id: int
            name: str = "John Doe"
    elif remedy == "mark-field-as-classvar":
        class User(BaseModel):
            id: int
            name: ClassVar[str] = "John Doe"
    else:
        class User(BaseModel):  # pydantic 2 raises here
            id: int
            name = "John Doe"
    return User


def main():
    remedy = parse_remedy(REMEDIES)
    User = define(remedy)
    problems = []
    u = User(id="7", name="Ann")
    if (u.id, u.name) != (7, "Ann"):
        problems.append("User(id='7', name='Ann') gave id=%r name=%r" % (u.id, u.name))
    d = User(id=8)
    if d.name != "John Doe":
        problems.append("default name %r" % (d.name,))
    dump = u.model_dump() if hasattr(u, "model_dump") else u.dict()
    if dump != {"id": 7, "name": "Ann"}:
        problems.append("dump %r" % (dump,))
    check(not problems, "; ".join(problems) or "name is a validated field with its default")


if __name__ == "__main__":
    main()
