"""UnicodeDecodeError: 'ascii' codec can't decode byte 0xe5 ... ('gbk' / 'charmap' on Windows),
cause: a UTF-8 file opened without encoding=.

open() in text mode decodes with the locale's encoding when no encoding is given. The CSV
file is UTF-8 (Chinese names); the process's locale encoding is not, so reading it fails at
the first non-ASCII byte.

Remedies:
  pass-encoding-utf-8        open(path, encoding="utf-8") (utf-8-sig for files with a BOM)
  utf8-mode                  run Python in UTF-8 mode (PYTHONUTF8=1 or python -X utf8)
  errors-ignore              (dead end) open(path, errors="ignore")
"""
import json
from _kit import TMP, arg_remedy, run_in_locale
import os

REMEDY = arg_remedy({"pass-encoding-utf-8", "utf8-mode", "errors-ignore"})
with open(os.path.join(TMP, "members.csv"), "w", encoding="utf-8") as f:
    f.write("name,city\n张三,北京\n李四,上海\n")

opener = {
    None: 'open("members.csv", newline="")',
    "utf8-mode": 'open("members.csv", newline="")',
    "pass-encoding-utf-8": 'open("members.csv", newline="", encoding="utf-8")',
    "errors-ignore": 'open("members.csv", newline="", errors="ignore")',
}[REMEDY]
run_in_locale(
    "import csv, json\n"
    "with %s as f:\n"
    "    rows = list(csv.DictReader(f))\n"
    "cities = [r['city'] for r in rows]\n"
    "ok = cities == ['\\u5317\\u4eac', '\\u4e0a\\u6d77']\n"
    "print('KNOWNFIX_CHECK ' + json.dumps({'ok': ok, 'detail': 'cities %%s' %% ascii(cities)}))\n" % opener,
    utf8_mode=(REMEDY == "utf8-mode"))
