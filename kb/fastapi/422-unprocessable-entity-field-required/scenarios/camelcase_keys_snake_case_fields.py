"""A JavaScript / mobile client sends camelCase keys (pageNo, userToken) and the Pydantic model has snake_case
fields (page_no, user_token).

Pydantic matches keys by field name, so the snake_case fields are missing: loc ["body", "page_no"] and
["body", "user_token"].

Check: the endpoint receives page_no=2 and user_token="tok-123".

Remedies:
  camel-alias-generator  model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)
  optional-fields        make the fields Optional with a default of None (silences the 422)

Usage: python camelcase_keys_snake_case_fields.py [--remedy ID]
"""

from typing import Optional

from _kit import call, parse_remedy, report

remedy = parse_remedy(("camel-alias-generator", "optional-fields"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel, ConfigDict  # noqa: E402
from pydantic.alias_generators import to_camel  # noqa: E402

if remedy == "camel-alias-generator":
    class SearchQuery(BaseModel):
        model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)
        page_no: int
        user_token: str
elif remedy == "optional-fields":
    class SearchQuery(BaseModel):
        page_no: Optional[int] = None
        user_token: Optional[str] = None
else:
    class SearchQuery(BaseModel):
        page_no: int
        user_token: str

app = FastAPI()


@app.post("/search")
async def search(q: SearchQuery):
    return {"page_no": q.page_no, "user_token": q.user_token}


client = TestClient(app)
got = call(client, "POST", "/search", json={"pageNo": 2, "userToken": "tok-123"})
report(got, {"page_no": 2, "user_token": "tok-123"})
