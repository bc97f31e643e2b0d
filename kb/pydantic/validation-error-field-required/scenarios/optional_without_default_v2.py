"""Optional[X] without a default: not required in pydantic 1, required in pydantic 2.

A profile model written for pydantic 1 declares `nickname: Optional[str]`; records
without a nickname validated there (the field defaulted to None). Under pydantic 2 the
same model says "nickname / Field required [type=missing, ...]": Optional now only
allows None, it does not make the field optional.

Remedies:
  give-an-explicit-default   nickname: Optional[str] = None

Check: every record validates and the nicknames equal the ones in the records (None
where a record has none).
"""

from typing import Optional

from pydantic import BaseModel

from _common import check, parse_remedy

REMEDIES = ("give-an-explicit-default",)
RECORDS = [{"name": "ann", "nickname": "annie"}, {"name": "bo"}]


class Profile(BaseModel):
    name: str
    nickname: Optional[str]


class ProfileWithDefault(BaseModel):
    name: str
    nickname: Optional[str] = None


def main():
    remedy = parse_remedy(REMEDIES)
    model = ProfileWithDefault if remedy == "give-an-explicit-default" else Profile
    got = [model(**r).nickname for r in RECORDS]
    want = [r.get("nickname") for r in RECORDS]
    check(got == want, f"nicknames {got}, expected {want}")


if __name__ == "__main__":
    main()
