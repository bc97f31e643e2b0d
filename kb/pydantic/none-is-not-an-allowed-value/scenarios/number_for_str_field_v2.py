"""An int passed to a `str` field: coerced by pydantic 1, rejected by pydantic 2.

A node-graph app connects an integer output to a string input (the shape of
invoke-ai/InvokeAI#4933): StringInvocation(value=19). Pydantic 1 turned 19 into "19".
Pydantic 2 does not convert numbers to strings in lax mode and reports "value / Input should
be a valid string [type=string_type, input_value=19, input_type=int]". Under pydantic 1.10
the program works (absent there).

Remedies:
  coerce-numbers-to-str   model_config = ConfigDict(coerce_numbers_to_str=True)

Check: value=19 gives "19", value=2.5 gives "2.5", value="abc" stays "abc", and a list is
still rejected with a ValidationError.
"""

from pydantic import BaseModel, ValidationError

from pdkit import check, parse_remedy

REMEDIES = ("coerce-numbers-to-str",)


def define(remedy):
    if remedy == "coerce-numbers-to-str":
        from pydantic import ConfigDict

        class StringInvocation(BaseModel):
            model_config = ConfigDict(coerce_numbers_to_str=True)
            value: str
    else:
        class StringInvocation(BaseModel):
            value: str
    return StringInvocation


def main():
    remedy = parse_remedy(REMEDIES)
    StringInvocation = define(remedy)
    got = [StringInvocation(value=v).value for v in (19, 2.5, "abc")]  # pydantic 2: ValidationError at 19
    problems = []
    if got != ["19", "2.5", "abc"]:
        problems.append("values %r" % (got,))
    try:
        StringInvocation(value=[1, 2])
        problems.append("a list was accepted")
    except ValidationError:
        pass
    check(not problems, "; ".join(problems) or "numbers converted, other types still rejected")


if __name__ == "__main__":
    main()
