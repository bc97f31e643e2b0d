"""A field of an arbitrary type (allowed for validation) serialized to JSON.

A job model keeps its DbConnection (arbitrary_types_allowed=True, which makes validation
work) and an API handler returns job.model_dump_json(). Pydantic 2 has no serializer for
the class: PydanticSerializationError "Unable to serialize unknown type: <class
'__main__.DbConnection'>". pydantic 1's .json() raised the stdlib TypeError instead
(absent there).

Remedies:
  field-serializer-for-the-type   @field_serializer("conn") returning the DSN string
  dump-then-json-dumps            json.dumps(job.model_dump()) (dead end: the stdlib encoder fails too)

Check: the JSON text decodes to {"name": "nightly", "conn": "postgres://db.internal/jobs"}
and the model still holds the connection object.
"""

import json

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("field-serializer-for-the-type", "dump-then-json-dumps")


class DbConnection:
    def __init__(self, dsn):
        self.dsn = dsn


def define(remedy):
    from pydantic import ConfigDict
    if remedy == "field-serializer-for-the-type":
        from pydantic import field_serializer

        class Job(BaseModel):
            model_config = ConfigDict(arbitrary_types_allowed=True)
            name: str
            conn: DbConnection

            @field_serializer("conn")
            def conn_as_dsn(self, conn: DbConnection) -> str:
                return conn.dsn
        return Job

    class Job(BaseModel):
        model_config = ConfigDict(arbitrary_types_allowed=True)
        name: str
        conn: DbConnection
    return Job


def main():
    remedy = parse_remedy(REMEDIES)
    if not V2:  # pydantic 1: the 1.x API, which fails in the stdlib encoder instead
        class Job(BaseModel):
            name: str
            conn: DbConnection

            class Config:
                arbitrary_types_allowed = True
        job = Job(name="nightly", conn=DbConnection("postgres://db.internal/jobs"))
        text = job.json()
    else:
        Job = define(remedy)
        job = Job(name="nightly", conn=DbConnection("postgres://db.internal/jobs"))
        if remedy == "dump-then-json-dumps":
            text = json.dumps(job.model_dump())  # TypeError: Object of type DbConnection is not JSON serializable
        else:
            text = job.model_dump_json()  # without a serializer: PydanticSerializationError
    got = json.loads(text)
    want = {"name": "nightly", "conn": "postgres://db.internal/jobs"}
    check(got == want and isinstance(job.conn, DbConnection), "JSON %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
