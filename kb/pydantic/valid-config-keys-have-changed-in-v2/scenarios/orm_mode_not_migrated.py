"""`class Config: orm_mode = True` and `from_orm()` from pydantic 1, under pydantic 2.

An API layer turns ORM rows into response models with `UserOut.from_orm(row)`. Under
pydantic 2 the old key is reported ("UserWarning: Valid config keys have changed in V2:
* 'orm_mode' has been renamed to 'from_attributes'") and then ignored, so from_orm fails:
PydanticUserError "You must set the config attribute `from_attributes=True` to use
from_orm". Under pydantic 1.10 the program works (absent there).

Remedies:
  rename-to-from-attributes   model_config = ConfigDict(from_attributes=True); UserOut.model_validate(row)
  silence-config-warning      warnings.filterwarnings("ignore", message="Valid config keys have changed"),
                              config left as it was (dead end)

Check: the model built from the row has id 7 and name "ann", read from the ORM object's
attributes.
"""

import warnings

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("rename-to-from-attributes", "silence-config-warning")


class UserRow:  # what an ORM query returns: attributes, not a dict
    def __init__(self, id, name):
        self.id = id
        self.name = name


def build(remedy, row):
    if remedy == "rename-to-from-attributes":
        from pydantic import ConfigDict

        class UserOut(BaseModel):
            model_config = ConfigDict(from_attributes=True)
            id: int
            name: str
        return UserOut.model_validate(row)
    if remedy == "silence-config-warning":
        warnings.filterwarnings("ignore", message="Valid config keys have changed")

    warnings.simplefilter("ignore", DeprecationWarning)  # class-based config: not the subject here

    class UserOut(BaseModel):
        id: int
        name: str

        class Config:
            orm_mode = True
    return UserOut.from_orm(row)  # pydantic 2: orm_mode was ignored, so this raises


def main():
    remedy = parse_remedy(REMEDIES)
    u = build(remedy, UserRow(7, "ann"))
    check((u.id, u.name) == (7, "ann"), "model %r" % (u,))


if __name__ == "__main__":
    main()
