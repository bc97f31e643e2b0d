"""RecursionError, cause: a property setter assigns to the property itself.

`self.celsius = value` inside the `celsius` setter calls the setter again.

Remedies:
  store-in-private-attribute   keep the value in self._celsius
"""
import json, sys

REMEDIES = {"store-in-private-attribute"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

SLOT = "_celsius" if REMEDY == "store-in-private-attribute" else "celsius"


class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return getattr(self, SLOT) if SLOT != "celsius" else self.__dict__["celsius"]

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        setattr(self, SLOT, value)  # with SLOT == "celsius" this is self.celsius = value

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32


t = Temperature(25)
t.celsius = 100
got = (t.celsius, t.fahrenheit)
expected = (100, 212.0)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
