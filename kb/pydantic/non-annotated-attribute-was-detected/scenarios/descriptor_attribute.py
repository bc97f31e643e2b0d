"""A descriptor object from another library assigned on a model (not a field).

A schema package uses its own caching decorator `@cached_property` (a small descriptor
class, like the one in albertnadal/asyncapi-schema-pydantic#3) on a model. Pydantic 2 does
not know the descriptor type and raises "A non-annotated attribute was detected:
`is_object = <...cached_property object at 0x...>`". functools.cached_property is
ignored by pydantic; a home-made one is not. Under pydantic 1.10 this error does not
exist (absent there): 1.x raises "no validator found for <class '...cached_property'>"
instead, and its setting is Config.keep_untouched.

Remedies:
  add-to-ignored-types   model_config = ConfigDict(ignored_types=(cached_property,))

Check: Schema(type="object").is_object is True, Schema(type="array").is_object is False,
and the descriptor computed the value once per instance.
"""

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("add-to-ignored-types",)
CALLS = []


class cached_property:  # a library's own descriptor, not functools.cached_property
    def __init__(self, func):
        self.func = func
        self.name = func.__name__

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        key = (id(obj), self.name)
        for k, v in CALLS:
            if k == key:
                return v
        value = self.func(obj)
        CALLS.append((key, value))
        return value


def define(remedy):
    if remedy == "add-to-ignored-types":
        from pydantic import ConfigDict

        class Schema(BaseModel):
            model_config = ConfigDict(ignored_types=(cached_property,))
            type: str

            @cached_property
            def is_object(self):
                return self.type == "object"
    else:
        class Schema(BaseModel):  # pydantic 2 raises here
            type: str

            @cached_property
            def is_object(self):
                return self.type == "object"
    return Schema


def main():
    remedy = parse_remedy(REMEDIES)
    Schema = define(remedy)
    a, b = Schema(type="object"), Schema(type="array")
    got = (a.is_object, b.is_object, a.is_object)
    problems = []
    if got != (True, False, True):
        problems.append("is_object gave %r" % (got,))
    if len(CALLS) != 2:
        problems.append("computed %d times for 2 instances" % len(CALLS))
    check(not problems, "; ".join(problems) or "descriptor works on the model")


if __name__ == "__main__":
    main()
