"""A pydantic 1 custom root type (`__root__`) under pydantic 2.

`class Ids(BaseModel): __root__: List[int]` validated a bare JSON list in pydantic 1.
Pydantic 2 refuses the class: PydanticUserError "To define root models, use
`pydantic.RootModel` rather than a field called '__root__'". Under pydantic 1.10 the model
works (absent there).

Remedies:
  use-rootmodel                 class Ids(RootModel[List[int]]), read .root
  import-from-pydantic-v1       from pydantic.v1 import BaseModel (the 1.x class inside 2.x)
  rename-root-to-plain-field    root: List[int] on a BaseModel (dead end)

Check: validating the list ["3", 5] gives the items [3, 5] ("3" coerced to int) and the
model serializes back to the JSON list [3, 5].
"""

import json
from typing import List

from pdkit import V2, check, parse_remedy

REMEDIES = ("use-rootmodel", "import-from-pydantic-v1", "rename-root-to-plain-field")


def run(remedy):
    data = ["3", 5]
    if remedy == "use-rootmodel":
        from pydantic import RootModel

        class Ids(RootModel[List[int]]):
            pass
        t = Ids.model_validate(data)
        return t.root, t.model_dump_json()
    if remedy == "import-from-pydantic-v1":
        from pydantic.v1 import BaseModel as V1BaseModel

        class Ids(V1BaseModel):
            __root__: List[int]
        t = Ids.parse_obj(data)
        return t.__root__, t.json()
    from pydantic import BaseModel
    if remedy == "rename-root-to-plain-field":
        class Ids(BaseModel):
            root: List[int]
        t = Ids.model_validate(data)  # ValidationError: a list is not an Ids
        return t.root, t.model_dump_json()

    class Ids(BaseModel):  # pydantic 2 raises here
        __root__: List[int]
    if V2:
        t = Ids.model_validate(data)
        return t.root, t.model_dump_json()
    t = Ids.parse_obj(data)
    return t.__root__, t.json()


def main():
    remedy = parse_remedy(REMEDIES)
    items, dumped = run(remedy)
    ok = items == [3, 5] and json.loads(dumped) == [3, 5]
    check(ok, "items %r, JSON %s; expected [3, 5] both ways" % (items, dumped))


if __name__ == "__main__":
    main()
