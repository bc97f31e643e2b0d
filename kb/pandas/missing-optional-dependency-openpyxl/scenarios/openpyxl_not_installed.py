"""read_excel on an .xlsx file in an environment without openpyxl.

pandas reads .xlsx files through the optional package openpyxl, which ``pip install
pandas`` does not install. ``pd.read_excel("sales_q1.xlsx")`` raises
``ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install
openpyxl.``

Remedies:
  install-into-the-running-interpreter  sys.executable -m pip install openpyxl (into a folder the
                                        running interpreter imports from: pip --target + sys.path)
  install-into-another-environment      pip install openpyxl for a different interpreter (a folder
                                        the running interpreter does not import from; dead end)
  engine-xlrd                           read_excel(..., engine="xlrd") (dead end)

Check: the frame read equals the rows written into the workbook.

Usage: python openpyxl_not_installed.py [--remedy ID]
"""

import sys

import pandas as pd

from _common import check_frame, parse_remedy, pip_target, write_workbook

REMEDIES = ("install-into-the-running-interpreter", "install-into-another-environment", "engine-xlrd")


def main():
    remedy = parse_remedy(REMEDIES)
    path = write_workbook()
    if remedy == "install-into-the-running-interpreter":
        sys.path.insert(0, pip_target("openpyxl==3.1.5"))
    elif remedy == "install-into-another-environment":
        pip_target("openpyxl==3.1.5")  # lands where this interpreter never looks
    if remedy == "engine-xlrd":
        df = pd.read_excel(path, sheet_name="q1", engine="xlrd")
    else:
        df = pd.read_excel(path, sheet_name="q1")
    check_frame(df)


if __name__ == "__main__":
    main()
