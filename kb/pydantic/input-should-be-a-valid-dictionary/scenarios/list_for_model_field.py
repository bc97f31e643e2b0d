"""A list of objects where the model declares a single nested object.

The payload has `"data": [{"foo": ..., "bar": ...}]` while the model declares `data: A`
(the shape of pydantic/pydantic#2362). Pydantic 2 reports "data / Input should be a valid
dictionary or instance of A [type=model_type, input_value=[{...}], input_type=list]".
pydantic 1 reported a misleading "data -> bar / field required" for the same input (absent
there: another entry's error).

Remedies:
  annotate-as-list   data: List[A], when the data really is a list

Check: the payload validates to one A with foo "Foo" and bar "Bar".
"""

from typing import List

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("annotate-as-list",)


class A(BaseModel):
    foo: str
    bar: str


def main():
    remedy = parse_remedy(REMEDIES)
    payload = {"data": [{"foo": "Foo", "bar": "Bar"}]}
    if remedy == "annotate-as-list":
        class B(BaseModel):
            data: List[A]
        items = B(**payload).data
    else:
        class B(BaseModel):
            data: A
        items = [B(**payload).data]  # ValidationError: a list is not an A
    got = [(a.foo, a.bar) for a in items]
    check(got == [("Foo", "Bar")], "items %r" % (got,))


if __name__ == "__main__":
    main()
