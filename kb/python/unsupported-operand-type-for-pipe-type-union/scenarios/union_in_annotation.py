"""unsupported operand type(s) for |: 'type' and 'NoneType', cause: a PEP 604 union in
annotations on Python 3.9 or older.

users.py annotates `-> User | None` and `email: str | None`; on 3.8/3.9 both are
evaluated at import time.

Remedies:
  typing-optional-union   Optional[User] / Optional[str]
  future-annotations      `from __future__ import annotations`
"""
import json

from _kit import arg_remedy, load_module

remedy = arg_remedy({"typing-optional-union", "future-annotations"})

USERS = '''
class User:
    email: str | None = None

    def __init__(self, name, email=None):
        self.name, self.email = name, email


def find(users, name: str) -> User | None:
    for u in users:
        if u.name == name:
            return u
    return None
'''

src = USERS
if remedy == "typing-optional-union":
    src = "from typing import Optional\n" + USERS.replace("str | None", "Optional[str]").replace("User | None", "Optional['User']")
elif remedy == "future-annotations":
    src = "from __future__ import annotations\n" + USERS

users = load_module("users", src)
people = [users.User("ana", "ana@example.org"), users.User("bo")]
got = [getattr(users.find(people, n), "email", "<missing>") for n in ("ana", "bo", "cy")]
expected = ["ana@example.org", None, "<missing>"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
