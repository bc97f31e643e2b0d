"""A model field annotated with a plain Python class that pydantic has no schema for.

A job description carries the database connection it runs on: `conn: DbConnection`,
where DbConnection is an ordinary class (no pydantic hooks). Defining the model fails:
pydantic 2 raises PydanticSchemaGenerationError "Unable to generate pydantic-core schema
for <class '__main__.DbConnection'>", pydantic 1 raises RuntimeError "no validator found
for <class '__main__.DbConnection'>, see `arbitrary_types_allowed` in Config".

Remedies:
  allow-arbitrary-types   arbitrary_types_allowed=True (2.x model_config / 1.x Config): an isinstance check
  add-a-core-schema-hook  DbConnection.__get_pydantic_core_schema__ (2.x) / __get_validators__ (1.x):
                          accepts an instance or a DSN string and builds the connection
  annotate-as-any         conn: Any (dead end: anything is accepted)

Check: a real connection is kept as the same object, and a value that is not a connection
(the integer 5432) is rejected with a ValidationError; for the hook, a DSN string is
turned into a DbConnection with that DSN.
"""

from typing import Any

from pydantic import BaseModel, ValidationError

from pdkit import V2, check, parse_remedy

REMEDIES = ("allow-arbitrary-types", "add-a-core-schema-hook", "annotate-as-any")


class DbConnection:
    def __init__(self, dsn):
        self.dsn = dsn


class HookedConnection(DbConnection):
    """DbConnection with the hook pydantic asks for."""

    if V2:
        @classmethod
        def __get_pydantic_core_schema__(cls, source_type, handler):
            from pydantic_core import core_schema
            return core_schema.no_info_plain_validator_function(cls._coerce)
    else:
        @classmethod
        def __get_validators__(cls):
            yield cls._coerce

    @classmethod
    def _coerce(cls, value):
        if isinstance(value, DbConnection):
            return value
        if isinstance(value, str) and "://" in value:
            return cls(value)
        raise ValueError("expected a DbConnection or a DSN string, got %r" % (value,))


def define(remedy):
    if remedy == "allow-arbitrary-types":
        if V2:
            from pydantic import ConfigDict

            class Job(BaseModel):
                model_config = ConfigDict(arbitrary_types_allowed=True)
                name: str
                conn: DbConnection
        else:
            class Job(BaseModel):
                name: str
                conn: DbConnection

                class Config:
                    arbitrary_types_allowed = True
        return Job
    if remedy == "add-a-core-schema-hook":
        class Job(BaseModel):
            name: str
            conn: HookedConnection
        return Job
    if remedy == "annotate-as-any":
        class Job(BaseModel):
            name: str
            conn: Any
        return Job

    class Job(BaseModel):  # raises here: no schema / validator for DbConnection
        name: str
        conn: DbConnection
    return Job


def main():
    remedy = parse_remedy(REMEDIES)
    Job = define(remedy)
    conn = DbConnection("postgres://db.internal/jobs")
    problems = []
    job = Job(name="nightly", conn=conn)
    if job.conn is not conn:
        problems.append("the connection was not kept as the same object")
    try:
        Job(name="broken", conn=5432)
        problems.append("conn=5432 (not a connection) was accepted")
    except ValidationError:
        pass
    if remedy == "add-a-core-schema-hook":
        j = Job(name="from-dsn", conn="postgres://db.internal/other")
        if not (isinstance(j.conn, DbConnection) and j.conn.dsn == "postgres://db.internal/other"):
            problems.append("a DSN string was not turned into a connection")
    check(not problems, "; ".join(problems) or "instance kept, non-connection rejected")


if __name__ == "__main__":
    main()
