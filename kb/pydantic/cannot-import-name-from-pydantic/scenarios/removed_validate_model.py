"""`from pydantic import validate_model` (a pydantic 1 helper) under pydantic 2.

A batch importer checks records without raising, with pydantic 1's
`values, fields_set, error = validate_model(Row, data)`. Pydantic 2 raises
"PydanticImportError: `pydantic:validate_model` has been removed in V2." at the import.
Under pydantic 1.10 it works (absent there).

Remedies:
  catch-validationerror-from-model-validate   try Row.model_validate(data) except ValidationError as e: e.errors()

Check: of three records, two are valid (qty coerced to int) and one is reported with the
location ("qty",).
"""

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("catch-validationerror-from-model-validate",)


class Row(BaseModel):
    sku: str
    qty: int


def check_rows(rows, remedy):
    good, bad = [], []
    if remedy == "catch-validationerror-from-model-validate":
        from pydantic import ValidationError
        for data in rows:
            try:
                good.append(Row.model_validate(data))
            except ValidationError as e:
                bad.append([tuple(err["loc"]) for err in e.errors()])
        return good, bad
    from pydantic import validate_model  # pydantic 2: PydanticImportError
    for data in rows:
        values, fields_set, error = validate_model(Row, data)
        if error:
            bad.append([tuple(err["loc"]) for err in error.errors()])
        else:
            good.append(Row(**values))
    return good, bad


def main():
    remedy = parse_remedy(REMEDIES)
    rows = [{"sku": "A-1", "qty": "3"}, {"sku": "B-2", "qty": "many"}, {"sku": "C-3", "qty": 7}]
    good, bad = check_rows(rows, remedy)
    got = ([(r.sku, r.qty) for r in good], bad)
    want = ([("A-1", 3), ("C-3", 7)], [[("qty",)]])
    check(got == want, "result %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
