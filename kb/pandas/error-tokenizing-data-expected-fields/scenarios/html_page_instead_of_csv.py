"""The "CSV" is an HTML page: the address of a web page was used instead of the raw file.

A data set is loaded from the repository's browser URL (github.com/.../blob/...), which
returns the HTML page around the file; read_csv reads the HTML lines as data and raises
"ParserError: Error tokenizing data. C error: Expected 1 fields in line 6, saw 2".
The scenario serves both versions from local files: the page and the raw CSV.

Check: the data set has its columns and row count.

Usage: python html_page_instead_of_csv.py [--remedy ID]
"""

import os
import tempfile

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-the-raw-file-url",)

RAW = "date,cases\n2020-04-01,10\n2020-04-02,12\n2020-04-03,15\n"
PAGE = ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<title>data/cases.csv at main</title>\n</head>\n"
        "<body class=\"logged-out env-production page-responsive\", data-turbo-body>\n"
        "<table class=\"highlight\"><tr><td>date,cases</td></tr></table>\n</body>\n</html>\n")


def main():
    remedy = parse_remedy(REMEDIES)
    d = tempfile.mkdtemp()
    blob = os.path.join(d, "blob_main_data_cases.csv")     # what the browser URL returns
    raw = os.path.join(d, "raw_main_data_cases.csv")       # what the raw URL returns
    with open(blob, "w") as f:
        f.write(PAGE)
    with open(raw, "w") as f:
        f.write(RAW)
    df = pd.read_csv(raw if remedy == "use-the-raw-file-url" else blob)
    ok = list(df.columns) == ["date", "cases"] and len(df) == 3 and int(df["cases"].sum()) == 37
    check(ok, f"columns {list(df.columns)}, rows {len(df)}")


if __name__ == "__main__":
    main()
