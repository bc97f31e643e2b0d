"""A glob over *.xlsx also returns Excel's "~$" lock file.

While a workbook is open in Excel, Excel keeps a small owner file "~$<name>.xlsx" beside
it. `glob.glob("reports/*.xlsx")` returns it too, and `pd.read_excel` on it raises
"ValueError: Excel file format cannot be determined, you must specify an engine manually."

Check: every real workbook is read and the lock file is not counted.

Usage: python office_lock_file_picked_up.py [--remedy ID]
"""

import argparse
import glob
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("skip-office-lock-files", "force-an-excel-engine")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    with tempfile.TemporaryDirectory() as d:
        pd.DataFrame({"region": ["north", "south"], "sales": [120, 80]}).to_excel(os.path.join(d, "q1.xlsx"), index=False)
        pd.DataFrame({"region": ["north", "south"], "sales": [130, 95]}).to_excel(os.path.join(d, "q2.xlsx"), index=False)
        # the owner file Excel writes while q2.xlsx is open: a length byte, the user name, padding
        with open(os.path.join(d, "~$q2.xlsx"), "wb") as f:
            f.write(b"\x0aJane Smith" + b" " * 44 + b"\x00" * 110)
        paths = sorted(glob.glob(os.path.join(d, "*.xlsx")))
        if remedy == "skip-office-lock-files":
            paths = [p for p in paths if not os.path.basename(p).startswith("~$")]
        kwargs = {"engine": "openpyxl"} if remedy == "force-an-excel-engine" else {}
        frames = {os.path.basename(p): pd.read_excel(p, **kwargs) for p in paths}
    totals = {name: int(df["sales"].sum()) for name, df in frames.items()}
    print("KNOWNFIX_CHECK " + json.dumps({"ok": totals == {"q1.xlsx": 200, "q2.xlsx": 225}, "detail": f"sales per workbook {totals}"}))


if __name__ == "__main__":
    main()
