"""A pydantic 1 post root validator in the application's own model, under pydantic 2.

`Range` checks that high >= low with `@root_validator` (pre=False, the default).
Pydantic 2 refuses the decorator: PydanticUserError "If you use `@root_validator` with
pre=False (the default) you MUST specify `skip_on_failure=True`". Under pydantic 1.10 the
model works (absent there).

Remedies:
  migrate-to-model-validator        @model_validator(mode="after"), checks self.low / self.high
  add-skip-on-failure               @root_validator(skip_on_failure=True) (still deprecated, but accepted)
  switch-to-pre-root-validator      @root_validator(pre=True) to make the error go away (dead end)

Check: Range(low="9", high="10") is accepted with ints 9 and 10; Range(low=5, high=2) is
rejected with a ValidationError; Range(low="x", high=3) is rejected with a ValidationError
(not a crash inside the validator).
"""

import warnings

from pydantic import BaseModel, ValidationError

from pdkit import V2, check, parse_remedy

REMEDIES = ("migrate-to-model-validator", "add-skip-on-failure", "switch-to-pre-root-validator")


def define(remedy):
    if remedy == "migrate-to-model-validator":
        from pydantic import model_validator

        class Range(BaseModel):
            low: int
            high: int

            @model_validator(mode="after")
            def check_order(self):
                if self.high < self.low:
                    raise ValueError("high must be >= low")
                return self
        return Range

    from pydantic import root_validator
    warnings.simplefilter("ignore", DeprecationWarning)  # the 2.x deprecation warning is not the subject here
    if remedy == "add-skip-on-failure":
        deco = root_validator(skip_on_failure=True)
    elif remedy == "switch-to-pre-root-validator":
        deco = root_validator(pre=True)
    else:
        deco = root_validator  # pydantic 2 raises when the decorator is applied

    class Range(BaseModel):
        low: int
        high: int

        @deco
        def check_order(cls, values):
            if values["high"] < values["low"]:
                raise ValueError("high must be >= low")
            return values
    return Range


def main():
    remedy = parse_remedy(REMEDIES)
    Range = define(remedy)
    problems = []
    try:
        r = Range(low="9", high="10")
        if (r.low, r.high) != (9, 10):
            problems.append("values %r" % ((r.low, r.high),))
    except ValidationError as e:
        problems.append("a valid range was rejected: %s" % str(e).splitlines()[-2].strip())
    for bad in ({"low": 5, "high": 2}, {"low": "x", "high": 3}):
        try:
            Range(**bad)
            problems.append("%r was accepted" % (bad,))
        except ValidationError:
            pass
        except Exception as e:  # KeyError/TypeError raised inside the validator
            problems.append("%r crashed the validator: %s: %s" % (bad, type(e).__name__, e))
    check(not problems, "; ".join(problems) or "order checked after field validation")


if __name__ == "__main__":
    main()
