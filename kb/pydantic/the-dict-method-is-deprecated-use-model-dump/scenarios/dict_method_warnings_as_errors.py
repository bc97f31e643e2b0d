"""pydantic 1 model methods (.dict()) called while warnings are errors.

A handler returns `user.dict(exclude={"password"})`. Under pydantic 2 the call emits
PydanticDeprecatedSince20 "The `dict` method is deprecated; use `model_dump` instead", and
the test session turns warnings into errors (pytest filterwarnings = error; the scenario
sets the same filter), so the handler fails. Under pydantic 1.10 there is no warning
(absent there).

Remedies:
  use-model-dump   user.model_dump(exclude={"password"})

Check: the returned dict is {"id": 7, "email": "ann@example.org"}, without the password.
"""

import warnings

warnings.simplefilter("error")

from pydantic import BaseModel  # noqa: E402

from pdkit import check, parse_remedy  # noqa: E402

REMEDIES = ("use-model-dump",)


class User(BaseModel):
    id: int
    email: str
    password: str


def handler(user, remedy):
    if remedy == "use-model-dump":
        return user.model_dump(exclude={"password"})
    return user.dict(exclude={"password"})  # pydantic 2: the deprecation warning, raised as an error


def main():
    remedy = parse_remedy(REMEDIES)
    got = handler(User(id="7", email="ann@example.org", password="s3cret"), remedy)
    want = {"id": 7, "email": "ann@example.org"}
    check(got == want, "payload %r, expected %r" % (got, want))


if __name__ == "__main__":
    main()
