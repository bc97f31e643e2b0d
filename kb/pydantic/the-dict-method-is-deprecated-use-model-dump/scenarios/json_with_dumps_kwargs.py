"""`.json()` with json.dumps keyword arguments (sort_keys=True) under pydantic 2.

A cache writes stable keys with `record.json(sort_keys=True)`: pydantic 1 passed extra
keyword arguments to json.dumps. Pydantic 2's deprecated `.json()` refuses them:
TypeError "`dumps_kwargs` keyword arguments are no longer supported." (after the
PydanticDeprecatedSince20 warning for `json`). Under pydantic 1.10 it works (absent there).

Remedies:
  json-dumps-of-json-mode-dump   json.dumps(record.model_dump(mode="json"), sort_keys=True)
  model-dump-json-with-sort-keys record.model_dump_json(sort_keys=True) (dead end: no such parameter)

Check: the text equals the reference produced by json.dumps(..., sort_keys=True) on the
expected plain data, with the date as an ISO string.
"""

import datetime
import json
import warnings

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("json-dumps-of-json-mode-dump", "model-dump-json-with-sort-keys")

warnings.simplefilter("ignore", DeprecationWarning)  # the warning for .json() is not the subject here


class Record(BaseModel):
    zone: str
    day: datetime.date
    count: int


def main():
    remedy = parse_remedy(REMEDIES)
    r = Record(zone="eu", day="2026-12-02", count="3")
    if remedy == "json-dumps-of-json-mode-dump":
        text = json.dumps(r.model_dump(mode="json"), sort_keys=True)
    elif remedy == "model-dump-json-with-sort-keys":
        text = r.model_dump_json(sort_keys=True)
    else:
        text = r.json(sort_keys=True)  # pydantic 2: TypeError
    want = json.dumps({"count": 3, "day": "2026-12-02", "zone": "eu"}, sort_keys=True)
    check(text == want, "text %r, expected %r" % (text, want))


if __name__ == "__main__":
    main()
