"""A field the model requires is missing from the input.

A sign-up handler validates the JSON body with Signup(**payload); the client sends
{"username": ..., "mail": ...} (the key is spelt "mail", the model says "email"), so
pydantic raises ValidationError: "email / field required" (1.x) or "email / Field
required [type=missing, ...]" (2.x).

Remedies:
  send-the-field-the-model-requires   the client sends "email"
  construct-without-validation        Signup.construct / model_construct to skip validation (dead end)
  allow-extra-fields                  extra="allow" (dead end)

Check: the validated object's email equals the address the user typed, read from the
raw payload by hand.
"""

import pydantic
from pydantic import BaseModel

from _common import check, parse_remedy

REMEDIES = ("send-the-field-the-model-requires", "construct-without-validation", "allow-extra-fields")
V2 = pydantic.VERSION.startswith("2.")
TYPED_ADDRESS = "ann@example.org"


class Signup(BaseModel):
    username: str
    email: str


class SignupAllowExtra(BaseModel):
    username: str
    email: str

    if V2:
        model_config = {"extra": "allow"}
    else:
        class Config:
            extra = "allow"


def main():
    remedy = parse_remedy(REMEDIES)
    payload = {"username": "ann", "mail": TYPED_ADDRESS}  # what the client sends
    if remedy == "send-the-field-the-model-requires":
        payload = {"username": "ann", "email": TYPED_ADDRESS}
        user = Signup(**payload)
    elif remedy == "construct-without-validation":
        user = Signup.model_construct(**payload) if V2 else Signup.construct(**payload)
    elif remedy == "allow-extra-fields":
        user = SignupAllowExtra(**payload)
    else:
        user = Signup(**payload)
    email = user.email  # construct(): AttributeError, the field was never set
    check(email == TYPED_ADDRESS, f"email {email!r}, expected {TYPED_ADDRESS!r}")


if __name__ == "__main__":
    main()
