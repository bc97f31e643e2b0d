"""An endpoint annotated with a class that is not a Pydantic type: an ORM-style User object from the data
layer, which also carries a password hash that must never leave the server.

Check: GET /users/1 answers exactly {"id": 1, "email": "ada@example.com"}; the password hash is absent.

Remedies:
  pydantic-response-schema  a Pydantic UserOut(from_attributes=True) as response_model, the handler
                            still returns the ORM-style object
  silence-with-response-model-none       response_model=None (FastAPI then serializes the object's __dict__)

Usage: python plain_class_return_annotation.py [--remedy ID]
"""

from _kit import parse_remedy, report

remedy = parse_remedy(("pydantic-response-schema", "silence-with-response-model-none"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel, ConfigDict  # noqa: E402


class User:  # stands in for an ORM model (SQLAlchemy, Tortoise, ...): attributes, not a Pydantic type
    def __init__(self, id, email, password_hash):
        self.id, self.email, self.password_hash = id, email, password_hash


class UserOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    email: str


DB = {1: User(1, "ada@example.com", "pbkdf2_sha256$600000$salt$hash")}
app = FastAPI()

if remedy == "pydantic-response-schema":
    @app.get("/users/{user_id}", response_model=UserOut)
    def read_user(user_id: int):
        return DB[user_id]
elif remedy == "silence-with-response-model-none":
    @app.get("/users/{user_id}", response_model=None)
    def read_user(user_id: int) -> User:
        return DB[user_id]
else:
    @app.get("/users/{user_id}")
    def read_user(user_id: int) -> User:
        return DB[user_id]

r = TestClient(app).get("/users/1")
want = {"id": 1, "email": "ada@example.com"}
got = r.json() if r.status_code == 200 else (r.status_code, r.text)
report(got == want, f"GET /users/1 -> {got}, expected {want} (no password_hash)")
