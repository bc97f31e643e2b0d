"""The same unknown class in a function validated with @validate_call (1.x: @validate_arguments).

A helper `def run_query(conn: DbConnection, limit: int)` is decorated so its arguments are
validated. The decorator builds a schema for every parameter when the function is defined,
so the module fails to import: pydantic 2 raises "Unable to generate pydantic-core schema
for <class '__main__.DbConnection'>", pydantic 1 "no validator found for <class ...>".
A model_config elsewhere does not help: the decorator has its own config.

Remedies:
  decorator-config-arbitrary-types   @validate_call(config=ConfigDict(arbitrary_types_allowed=True))
                                     (1.x: @validate_arguments(config=dict(arbitrary_types_allowed=True)))

Check: run_query(conn, "3") returns the rows limited to 3 (the string coerced to int), and
run_query("not a connection", 3) is rejected with a ValidationError.
"""

from pydantic import ValidationError

from pdkit import V2, check, parse_remedy

REMEDIES = ("decorator-config-arbitrary-types",)


class DbConnection:
    def __init__(self, rows):
        self.rows = rows


def define(remedy):
    if V2:
        from pydantic import ConfigDict, validate_call as deco
        kwargs = {"config": ConfigDict(arbitrary_types_allowed=True)} if remedy else {}
    else:
        from pydantic import validate_arguments as deco
        kwargs = {"config": dict(arbitrary_types_allowed=True)} if remedy else {}

    @deco(**kwargs)  # no config: raises here, when the function is defined
    def run_query(conn: DbConnection, limit: int):
        return conn.rows[:limit]
    return run_query


def main():
    remedy = parse_remedy(REMEDIES)
    run_query = define(remedy)
    rows = list(range(10))
    problems = []
    got = run_query(DbConnection(rows), "3")
    if got != rows[:3]:
        problems.append("run_query returned %r, expected %r" % (got, rows[:3]))
    try:
        run_query("not a connection", 3)
        problems.append("a string was accepted as the connection")
    except ValidationError:
        pass
    check(not problems, "; ".join(problems) or "rows limited to 3, non-connection rejected")


if __name__ == "__main__":
    main()
