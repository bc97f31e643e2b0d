"""Field(unique_items=True) on a list, from pydantic 1, under pydantic 2.

`tags: List[str] = Field(..., unique_items=True)` rejected lists with duplicates in
pydantic 1. Pydantic 2 raises PydanticUserError "`unique_items` is removed, use `Set`
instead". Under pydantic 1.10 it works (absent there).

Remedies:
  list-with-uniqueness-validator   Annotated[List[str], AfterValidator(reject_duplicates)]
  switch-list-to-set               tags: Set[str], as the message says (dead end when duplicates must be
                                   rejected and order kept)

Check (the pydantic 1 behaviour): ["b", "a"] is kept as the list ["b", "a"], and
["a", "a"] is rejected with a ValidationError.
"""

from typing import List, Set

from pydantic import BaseModel, Field, ValidationError

from pdkit import check, parse_remedy

REMEDIES = ("list-with-uniqueness-validator", "switch-list-to-set")


def define(remedy):
    if remedy == "list-with-uniqueness-validator":
        from typing import Annotated

        from pydantic import AfterValidator

        def reject_duplicates(v):
            if len(set(v)) != len(v):
                raise ValueError("items must be unique")
            return v

        class Post(BaseModel):
            tags: Annotated[List[str], AfterValidator(reject_duplicates)]
    elif remedy == "switch-list-to-set":
        class Post(BaseModel):
            tags: Set[str]
    else:
        class Post(BaseModel):
            tags: List[str] = Field(..., unique_items=True)  # pydantic 2 raises here
    return Post


def main():
    remedy = parse_remedy(REMEDIES)
    Post = define(remedy)
    problems = []
    got = Post(tags=["b", "a"]).tags
    if got != ["b", "a"]:
        problems.append("tags ['b', 'a'] became %r" % (got,))
    try:
        Post(tags=["a", "a"])
        problems.append("duplicates were accepted")
    except ValidationError:
        pass
    check(not problems, "; ".join(problems) or "order kept, duplicates rejected")


if __name__ == "__main__":
    main()
