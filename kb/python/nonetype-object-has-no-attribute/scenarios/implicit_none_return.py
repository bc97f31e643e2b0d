"""'NoneType' object has no attribute 'deposit', cause: a helper has a path without return.

account_for() returns the matching account, but has no return for a name that is not in
the ledger yet (the rule is: a first deposit opens the account). It returns None there,
and the caller calls .deposit() on it.

Remedies:
  return-on-every-path    open and return a new account on the missing path
"""
import json, sys

REMEDIES = {"return-on-every-path"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Account:
    def __init__(self, name, balance=0):
        self.name, self.balance = name, balance

    def deposit(self, amount):
        self.balance += amount


def account_for(ledger, name):
    for acc in ledger:
        if acc.name == name:
            return acc
    if REMEDY == "return-on-every-path":
        acc = Account(name)
        ledger.append(acc)
        return acc
    # bug: falls off the end -> None


ledger = [Account("ana", 100), Account("bo", 20)]
for name, amount in [("ana", 50), ("cy", 30), ("bo", 5), ("cy", 10)]:
    account_for(ledger, name).deposit(amount)

got = {a.name: a.balance for a in ledger}
expected = {"ana": 150, "bo": 25, "cy": 40}  # by hand
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "balances %r, expected %r" % (got, expected)}))
