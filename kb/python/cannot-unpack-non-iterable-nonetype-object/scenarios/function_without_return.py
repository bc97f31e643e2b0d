"""TypeError: cannot unpack non-iterable NoneType object, cause: the function never returns.

train_test_split_by_date() computes both lists but its author forgot the return statement,
so every call returns None.

Remedies:
  add-the-return   return the tuple the callers unpack
"""
import json, sys

REMEDIES = {"add-the-return"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

rows = [("2024-01-03", 5), ("2024-02-11", 7), ("2024-03-30", 2), ("2024-04-02", 9)]


def train_test_split_by_date(rows, cutoff):
    train = [r for r in rows if r[0] < cutoff]
    test = [r for r in rows if r[0] >= cutoff]
    if REMEDY == "add-the-return":
        return train, test


train, test = train_test_split_by_date(rows, "2024-03-01")
ok = [r[1] for r in train] == [5, 7] and [r[1] for r in test] == [2, 9]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "train %r test %r" % (train, test)}))
