"""A class-level constant on a model, meant as a constant and not as a field.

A storage record model keeps the name of its table as `TABLE_META = "meta"` (the shape
of truera/trulens#1016). Pydantic 2 treats every public unannotated class attribute as
a field without an annotation and raises "A non-annotated attribute was detected:
`TABLE_META = 'meta'`". Under pydantic 1.10 the class is created, with TABLE_META turned
into a field (absent there).

Remedies:
  annotate-as-classvar   TABLE_META: ClassVar[str] = "meta"

Check: Record.TABLE_META == "meta", TABLE_META is not a field, and a record validates and
dumps only its real fields.
"""

from typing import ClassVar

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("annotate-as-classvar",)


def define(remedy):
    if remedy == "annotate-as-classvar":
        class Record(BaseModel):
            TABLE_META: ClassVar[str] = "meta"
            record_id: str
            size: int
    else:
        class Record(BaseModel):  # pydantic 2 raises here
            TABLE_META = "meta"
            record_id: str
            size: int
    return Record


def main():
    remedy = parse_remedy(REMEDIES)
    Record = define(remedy)
    fields = set(Record.model_fields if V2 else Record.__fields__)
    r = Record(record_id="r-1", size="42")
    dump = r.model_dump() if V2 else r.dict()
    problems = []
    if Record.TABLE_META != "meta":
        problems.append("TABLE_META is %r" % (Record.TABLE_META,))
    if fields != {"record_id", "size"}:
        problems.append("fields are %r" % (sorted(fields),))
    if dump != {"record_id": "r-1", "size": 42}:
        problems.append("dump %r" % (dump,))
    check(not problems, "; ".join(problems) or "constant kept on the class, fields unchanged")


if __name__ == "__main__":
    main()
