"""An async endpoint calls an async helper (a database or HTTP client call) without await and returns what it
got: a coroutine object, which jsonable_encoder cannot serialize.

Check: GET /users/7 answers {"id": 7, "name": "user-7"}.

Remedies:
  await-the-call       user = await fetch_user(user_id)
  make-endpoint-sync   declare the endpoint with def instead of async def (the call stays the same)

Usage: python coroutine_not_awaited.py [--remedy ID]
"""

import asyncio

from _kit import parse_remedy, report

remedy = parse_remedy(("await-the-call", "make-endpoint-sync"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402


async def fetch_user(user_id: int):  # stands in for an async ORM / HTTP client call
    await asyncio.sleep(0)
    return {"id": user_id, "name": f"user-{user_id}"}


app = FastAPI()

if remedy == "await-the-call":
    @app.get("/users/{user_id}")
    async def read_user(user_id: int):
        user = await fetch_user(user_id)
        return user
elif remedy == "make-endpoint-sync":
    @app.get("/users/{user_id}")
    def read_user(user_id: int):
        user = fetch_user(user_id)
        return user
else:
    @app.get("/users/{user_id}")
    async def read_user(user_id: int):
        user = fetch_user(user_id)  # missing await
        return user

r = TestClient(app).get("/users/7")
report(r.json(), {"id": 7, "name": "user-7"})
