"""An old release of a dependency still calls DataFrame.append.

The scenario writes a small package `tiny_report` as an installed release would look:
its 2021 release accumulates results with df.append(...); on pandas 2.x the call raises
"AttributeError: 'DataFrame' object has no attribute 'append'" inside site-packages.

Check: the summary frame returned lists every metric with its value.

Usage: python old_library_uses_append.py [--remedy ID]
"""

import os
import sys
import tempfile

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("upgrade-the-library",)

OLD_RELEASE = '''"""tiny_report 0.4 (2021)"""
import pandas as pd

def summarize(metrics):
    out = pd.DataFrame(columns=["metric", "value"])
    for name, value in metrics.items():
        out = out.append({"metric": name, "value": value}, ignore_index=True)
    return out
'''
NEW_RELEASE = '''"""tiny_report 0.6 (2023)"""
import pandas as pd

def summarize(metrics):
    return pd.DataFrame([{"metric": k, "value": v} for k, v in metrics.items()])
'''

METRICS = {"rows": 120, "errors": 3, "p95_ms": 41}


def main():
    remedy = parse_remedy(REMEDIES)
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "tiny_report"))
    with open(os.path.join(site, "tiny_report", "__init__.py"), "w") as f:
        f.write(NEW_RELEASE if remedy == "upgrade-the-library" else OLD_RELEASE)
    sys.path.insert(0, site)
    import tiny_report

    out = tiny_report.summarize(METRICS)
    got = dict(zip(out["metric"], (int(v) for v in out["value"])))
    check(got == METRICS, f"summary {got}, expected {METRICS}")


if __name__ == "__main__":
    main()
