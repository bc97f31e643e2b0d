"""Circular import, cause: two modules import names from each other at module level.

models.py does `from services import price_with_tax`, services.py does
`from models import Order`. Whichever is imported first is only partially initialised
when the other one asks it for a name.

Remedies:
  import-module-not-name   services.py: `import models` and use models.Order at call time
  deferred-import          services.py: import Order inside the function that needs it
  extract-shared-module    move price_with_tax into pricing.py, imported by both
  reorder-imports (dead end)   main.py imports services before models
"""
import json

from _kit import arg_remedy, run_project

REMEDIES = {"import-module-not-name", "deferred-import", "extract-shared-module", "reorder-imports"}


MODELS = """from services import price_with_tax


class Order:
    def __init__(self, items):
        self.items = list(items)

    def total(self):
        return price_with_tax(sum(self.items))
"""
SERVICES = """from models import Order

TAX_RATE = 0.2


def price_with_tax(amount):
    return round(amount * (1 + TAX_RATE), 2)


def make_order(items):
    return Order(items)
"""
MAIN = """from models import Order
from services import make_order

order = make_order([10.0, 5.5, 4.5])
print(isinstance(order, Order), order.total())
"""


def files_for(remedy):
    files = {"models.py": MODELS, "services.py": SERVICES, "main.py": MAIN}
    if remedy == "import-module-not-name":
        files["services.py"] = SERVICES.replace("from models import Order", "import models").replace(
            "return Order(items)", "return models.Order(items)")
    elif remedy == "deferred-import":
        files["services.py"] = SERVICES.replace("from models import Order\n", "").replace(
            "    return Order(items)", "    from models import Order  # deferred: runs at call time\n    return Order(items)")
    elif remedy == "extract-shared-module":
        files["pricing.py"] = "TAX_RATE = 0.2\n\n\ndef price_with_tax(amount):\n    return round(amount * (1 + TAX_RATE), 2)\n"
        files["models.py"] = MODELS.replace("from services import", "from pricing import")
        files["services.py"] = "from models import Order\n\n\ndef make_order(items):\n    return Order(items)\n"
    elif remedy == "reorder-imports":
        files["main.py"] = "from services import make_order\nfrom models import Order\n" + MAIN.split("\n", 2)[2]
    return files


def main():
    remedy = arg_remedy(REMEDIES)
    got = run_project(files_for(remedy), "main.py")
    expected = "True %r" % round((10.0 + 5.5 + 4.5) * 1.2, 2)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
