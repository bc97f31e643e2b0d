"""The join key is text in one table and integers in the other.

Customer IDs are zero-padded text in the CRM export ("007") and integers in the orders
table (7); orders.merge(customers, on="customer_id") raises "ValueError: You are trying
to merge on int64 and object columns for key 'customer_id'. If you wish to proceed you
should use pd.concat".

Check: every order gets the name of its customer, looked up in plain Python by the
numeric ID.

Usage: python ids_text_in_one_table.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("convert-keys-to-one-dtype", "cast-the-numbers-to-str")

CUSTOMERS = "customer_id,name\n007,ann\n012,bob\n100,cid\n"
ORDERS = [(1, 7, 20.0), (2, 100, 5.0), (3, 12, 8.5), (4, 7, 1.0)]


def main():
    remedy = parse_remedy(REMEDIES)
    customers = pd.read_csv(io.StringIO(CUSTOMERS), dtype={"customer_id": str})
    orders = pd.DataFrame(ORDERS, columns=["order", "customer_id", "amount"])
    if remedy == "convert-keys-to-one-dtype":
        customers["customer_id"] = customers["customer_id"].astype("int64")
    elif remedy == "cast-the-numbers-to-str":
        orders["customer_id"] = orders["customer_id"].astype(str)
    merged = orders.merge(customers, on="customer_id", how="left")
    names = {int(line.split(",")[0]): line.split(",")[1] for line in CUSTOMERS.splitlines()[1:]}
    want = [names[c] for _, c, _ in ORDERS]
    got = [None if pd.isna(v) else v for v in merged.sort_values("order")["name"]]
    check(got == want, f"names {got}, expected {want}")


if __name__ == "__main__":
    main()
