"""A model built at run time with create_model(..., __root__=(T, ...)).

An RPC layer builds a response model per function from its return annotation:
create_model("add-return", __root__=(int, ...)) (the shape of abersheeran/rpc.py#28).
Pydantic 2 raises "To define root models, use `pydantic.RootModel` rather than a field
called '__root__'". Under pydantic 1.10 it works (absent there).

Remedies:
  rootmodel-of-the-annotation   RootModel[return_annotation] instead of create_model(__root__=...)

Check: the response model validates "41" to 41 (an int) and rejects "forty-one"; its JSON
schema is {"type": "integer"} plus a title.
"""

from pydantic import ValidationError, create_model

from pdkit import V2, check, parse_remedy

REMEDIES = ("rootmodel-of-the-annotation",)


def add(a: int, b: int) -> int:
    return a + b


def response_model(func, remedy):
    ret = func.__annotations__["return"]
    if remedy == "rootmodel-of-the-annotation":
        from pydantic import RootModel
        return RootModel[ret]
    return create_model(func.__name__ + "-return", __root__=(ret, ...))  # pydantic 2 raises here


def main():
    remedy = parse_remedy(REMEDIES)
    Resp = response_model(add, remedy)
    problems = []
    if V2:
        value = Resp.model_validate("41").root
        schema = Resp.model_json_schema()
    else:
        value = Resp.parse_obj("41").__root__
        schema = Resp.schema()
    if value != 41 or type(value) is not int:
        problems.append("'41' became %r" % (value,))
    try:
        Resp.model_validate("forty-one") if V2 else Resp.parse_obj("forty-one")
        problems.append("'forty-one' was accepted")
    except ValidationError:
        pass
    if schema.get("type") != "integer":
        problems.append("schema %r" % (schema,))
    check(not problems, "; ".join(problems) or "validates and describes an integer")


if __name__ == "__main__":
    main()
