"""A database connection parameter declared by its type only, without Depends(): FastAPI tries to read
a sqlite3.Connection from the request and cannot build a Pydantic field for it.

Check: GET /users lists exactly the rows inserted into the in-memory database, in id order.

Remedies:
  declare-with-depends  db: Annotated[sqlite3.Connection, Depends(get_db)]
  silence-with-response-model-none   response_model=None on the decorator (what the error's hint suggests)

Usage: python dependency_without_depends.py [--remedy ID]
"""

import sqlite3
from typing import Annotated

from _kit import parse_remedy, report

remedy = parse_remedy(("declare-with-depends", "silence-with-response-model-none"))

from fastapi import Depends, FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

ROWS = [(1, "ada"), (2, "grace"), (3, "linus")]


def get_db():
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    conn.execute("create table users (id integer primary key, name text)")
    conn.executemany("insert into users values (?, ?)", ROWS)
    try:
        yield conn
    finally:
        conn.close()


app = FastAPI()

if remedy == "declare-with-depends":
    @app.get("/users")
    def list_users(db: Annotated[sqlite3.Connection, Depends(get_db)]):
        return [{"id": i, "name": n} for i, n in db.execute("select id, name from users order by id")]
elif remedy == "silence-with-response-model-none":
    @app.get("/users", response_model=None)
    def list_users(db: sqlite3.Connection):
        return [{"id": i, "name": n} for i, n in db.execute("select id, name from users order by id")]
else:
    @app.get("/users")
    def list_users(db: sqlite3.Connection):
        return [{"id": i, "name": n} for i, n in db.execute("select id, name from users order by id")]

r = TestClient(app).get("/users")
want = [{"id": i, "name": n} for i, n in ROWS]
got = r.json() if r.status_code == 200 else (r.status_code, r.text)
report(got == want, f"GET /users -> {got}, expected {want}")
