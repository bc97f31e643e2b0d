"""A field type imported only under `if TYPE_CHECKING:` to avoid a circular import.

orders.py annotates `customer: "Customer"` and imports Customer only for type checkers
(customers.py imports orders.py, so a runtime import at the top would be circular, the
situation of pydantic/pydantic#7748). At run time the name never exists in orders.py, so
validating an Order fails: pydantic 2 "`Order` is not fully defined; you should define
`Customer`, then call `Order.model_rebuild()`", pydantic 1 'field "customer" not yet
prepared so type is still a ForwardRef, you might need to call Order.update_forward_refs().'

Remedies:
  rebuild-with-late-import     customers.py, after defining Customer, calls
                               Order.model_rebuild(_types_namespace={"Customer": Customer})
                               (1.x: Order.update_forward_refs(Customer=Customer))
  rebuild-without-the-name     Order.model_rebuild() in orders.py (dead end: the name is still missing)

Check: Order(id=1, customer={"name": "Ann"}) holds a Customer named "Ann", and the
customer module's helper builds orders for a customer.
"""

from _modkit import load, write_package
from pdkit import V2, check, parse_remedy

REMEDIES = ("rebuild-with-late-import", "rebuild-without-the-name")

ORDERS = '''\
from typing import TYPE_CHECKING
from pydantic import BaseModel

if TYPE_CHECKING:
    from shop.customers import Customer


class Order(BaseModel):
    id: int
    customer: "Customer"
'''
CUSTOMERS = '''\
from pydantic import BaseModel
from shop.orders import Order


class Customer(BaseModel):
    name: str


def first_order(customer):
    return Order(id=1, customer=customer)
'''
REBUILD_LATE = ('\nOrder.model_rebuild(_types_namespace={"Customer": Customer})\n' if V2
                else '\nOrder.update_forward_refs(Customer=Customer)\n')
REBUILD_BARE = "\nOrder.model_rebuild()\n" if V2 else "\nOrder.update_forward_refs()\n"


def main():
    remedy = parse_remedy(REMEDIES)
    orders, customers = ORDERS, CUSTOMERS
    if remedy == "rebuild-with-late-import":
        customers += REBUILD_LATE
    elif remedy == "rebuild-without-the-name":
        orders += REBUILD_BARE  # pydantic 2: PydanticUndefinedAnnotation: name 'Customer' is not defined
    write_package({"shop/__init__.py": "", "shop/orders.py": orders, "shop/customers.py": customers})
    load("shop.customers")
    Order = load("shop.orders").Order
    o = Order(id=1, customer={"name": "Ann"})  # not fully defined without a rebuild
    c = load("shop.customers")
    o2 = c.first_order(c.Customer(name="Bob"))
    ok = (type(o.customer).__name__, o.customer.name, o2.customer.name) == ("Customer", "Ann", "Bob")
    check(ok, "customers %r, %r" % (o.customer, o2.customer))


if __name__ == "__main__":
    main()
