"""Circular-import message, cause: the script has the same name as the module it imports.

A script saved as statistics.py runs `import statistics`. The script's folder is first on
sys.path, so the import loads the script itself a second time (as module `statistics`),
which is still executing its first line when `statistics.mean` is looked up.
Python 3.8-3.12 call this a circular import; 3.13 says "consider renaming".

Remedies:
  rename-shadowing-script   save the script as grade_report.py
"""
import json

from _kit import arg_remedy, run_project

REMEDIES = {"rename-shadowing-script"}


SCRIPT = """import statistics

grades = [71, 88, 93, 65, 80]
print(statistics.mean(grades), statistics.median(grades))
"""


def main():
    remedy = arg_remedy(REMEDIES)
    name = "grade_report.py" if remedy == "rename-shadowing-script" else "statistics.py"
    got = run_project({name: SCRIPT}, name)
    grades = sorted([71, 88, 93, 65, 80])
    expected = "%r %r" % (sum(grades) / len(grades) if sum(grades) % len(grades) else sum(grades) // len(grades), grades[2])
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
