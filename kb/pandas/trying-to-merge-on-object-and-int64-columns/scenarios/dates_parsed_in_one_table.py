"""Dates are datetime64 in one table and strings in the other.

Daily prices are read with parse_dates, the holiday calendar as plain text;
prices.merge(holidays, on="day") raises "ValueError: You are trying to merge on
datetime64[ns] and object columns for key 'day'. If you wish to proceed you should use
pd.concat".

Check: exactly the holiday dates are flagged, compared with a set of date strings.

Usage: python dates_parsed_in_one_table.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("parse-both-as-datetime",)

PRICES = "day,close\n2024-12-23,10\n2024-12-24,11\n2024-12-25,11\n2024-12-26,12\n"
HOLIDAYS = ["2024-12-25", "2024-12-26"]


def main():
    remedy = parse_remedy(REMEDIES)
    prices = pd.read_csv(io.StringIO(PRICES), parse_dates=["day"])
    holidays = pd.DataFrame({"day": HOLIDAYS, "holiday": True})
    if remedy == "parse-both-as-datetime":
        holidays["day"] = pd.to_datetime(holidays["day"])
    merged = prices.merge(holidays, on="day", how="left")
    flagged = sorted(d.strftime("%Y-%m-%d") for d, h in zip(merged["day"], merged["holiday"]) if h is True)
    check(flagged == sorted(HOLIDAYS), f"flagged {flagged}, expected {sorted(HOLIDAYS)}")


if __name__ == "__main__":
    main()
