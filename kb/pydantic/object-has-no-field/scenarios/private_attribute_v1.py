"""An underscore attribute set in __init__ of a pydantic 1 model.

A component keeps a non-field helper object: `self._model = load_model()` inside
`__init__` (the shape of run-llama/llama_index#7405). pydantic 1 treats `_model` like any
other undeclared attribute: ValueError '"EntityExtractor" object has no field "_model"'.
pydantic 2 stores underscore attributes as private attributes (absent there).

Remedies:
  declare-private-attr   _model: Any = PrivateAttr(default=None) on the class

Check: the extractor keeps its helper object and its declared field, and the helper does
not appear in .dict() / model_dump().
"""

from typing import Any

from pydantic import BaseModel, PrivateAttr

from pdkit import V2, check, parse_remedy

REMEDIES = ("declare-private-attr",)


class Helper:
    pass


def define(remedy):
    if remedy == "declare-private-attr":
        class EntityExtractor(BaseModel):
            label: str
            _model: Any = PrivateAttr(default=None)

            def __init__(self, **data):
                super().__init__(**data)
                self._model = Helper()
    else:
        class EntityExtractor(BaseModel):
            label: str

            def __init__(self, **data):
                super().__init__(**data)
                self._model = Helper()  # pydantic 1: ValueError
    return EntityExtractor


def main():
    remedy = parse_remedy(REMEDIES)
    EntityExtractor = define(remedy)
    e = EntityExtractor(label="PER")
    dumped = e.model_dump() if V2 else e.dict()
    ok = isinstance(e._model, Helper) and dumped == {"label": "PER"}
    check(ok, "helper %r, dump %r" % (e._model, dumped))


if __name__ == "__main__":
    main()
