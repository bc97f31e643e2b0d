"""A helper written against pydantic 1 internals (ModelField) under pydantic 2.

A form layer turns models into form fields with `from pydantic.fields import ModelField`
and `Model.__fields__` (the shape of dotX12/pyfa-converter#28). pydantic 2 has no
ModelField: "ImportError: cannot import name 'ModelField' from 'pydantic.fields'". Under
pydantic 1.10 it works (absent there).

Remedies:
  port-to-model-fields        Model.model_fields: {name: FieldInfo}, FieldInfo.is_required(), .annotation
  import-from-pydantic-v1-module   from pydantic.v1.fields import ModelField, on the same 2.x model (dead end)

Check: the form spec of Signup is [("email", str, True), ("newsletter", bool, False)]:
name, type and whether the field is required.
"""

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("port-to-model-fields", "import-from-pydantic-v1-module")


class Signup(BaseModel):
    email: str
    newsletter: bool = False


def form_spec(model, remedy):
    if remedy == "port-to-model-fields":
        return [(name, f.annotation, f.is_required()) for name, f in model.model_fields.items()]
    if remedy == "import-from-pydantic-v1-module":
        from pydantic.v1.fields import ModelField
    else:
        from pydantic.fields import ModelField  # pydantic 2: ImportError
    fields = model.__fields__
    return [(name, f.outer_type_, f.required) for name, f in fields.items() if isinstance(f, ModelField)]


def main():
    remedy = parse_remedy(REMEDIES)
    got = form_spec(Signup, remedy)
    want = [("email", str, True), ("newsletter", bool, False)]
    check(got == want, "form spec %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
