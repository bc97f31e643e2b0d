"""An instance of an earlier definition of the same model class (a re-run notebook cell, a reload).

In a notebook, the cell defining `Address` is run, an address is created, then the cell
is run again (or the module is reloaded): `Address` is now a new class with the same name.
Order(address=<old Address instance>) fails in pydantic 2: "address / Input should be a
valid dictionary or instance of Address [type=model_type, input_value=Address(...),
input_type=Address]", the type names look identical. pydantic 1 copied any model through
dict() and accepted it (absent there).

Remedies:
  pass-model-dump   Order(address=addr.model_dump()): a plain dict is validated into the current class

Check: the order's address is an instance of the current Address class with the same
street and city.
"""

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("pass-model-dump",)

CELL = '''
class Address(BaseModel):
    street: str
    city: str
'''


def main():
    remedy = parse_remedy(REMEDIES)
    ns = {"BaseModel": BaseModel}
    exec(CELL, ns)                      # first run of the cell
    addr = ns["Address"](street="1 Main St", city="Springfield")
    exec(CELL, ns)                      # the cell is run again: a new class named Address
    Address = ns["Address"]

    class Order(BaseModel):
        id: int
        address: Address

    value = addr.model_dump() if remedy == "pass-model-dump" else addr
    order = Order(id=1, address=value)  # pydantic 2: the old instance is rejected
    a = order.address
    ok = isinstance(a, Address) and (a.street, a.city) == ("1 Main St", "Springfield")
    check(ok, "address %r of class %s" % (a, type(a).__qualname__))


if __name__ == "__main__":
    main()
