"""read_excel with an openpyxl older than the minimum this pandas supports.

An environment keeps openpyxl 3.0.10 (pinned by another tool) next to a newer pandas.
pandas 2.2 and later require openpyxl 3.1.0 or newer, so ``pd.read_excel`` raises
``ImportError: Pandas requires version '3.1.0' or newer of 'openpyxl' (version
'3.0.10' currently installed).``. pandas 1.x accepts openpyxl 3.0.x.

Remedies:
  upgrade-openpyxl   openpyxl 3.1.5 (pip install --target, put in front of sys.path)

Check: the frame read equals the rows written into the workbook.

Usage: python openpyxl_too_old.py [--remedy ID]
"""

import sys

from _common import check_frame, parse_remedy, pip_target, write_workbook

REMEDIES = ("upgrade-openpyxl",)


def main():
    remedy = parse_remedy(REMEDIES)
    path = write_workbook()
    version = "3.1.5" if remedy == "upgrade-openpyxl" else "3.0.10"
    sys.path.insert(0, pip_target(f"openpyxl=={version}"))
    import pandas as pd
    check_frame(pd.read_excel(path, sheet_name="q1"))


if __name__ == "__main__":
    main()
