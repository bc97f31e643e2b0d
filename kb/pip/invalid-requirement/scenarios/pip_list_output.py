"""pip: "ERROR: Invalid requirement: 'Package    Version'", cause: requirements.txt was
written with `pip list` instead of `pip freeze`.

A developer records the packages of a working venv with `pip list > requirements.txt`.
`pip list` prints a table for people (a "Package  Version" header, a dashed rule, one
"name  version" row per package), not requirement specifiers; installing from the file
in a fresh venv fails on its first line.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
fresh venv gets the same release as the source venv: the check reads the version from
its metadata (1.0, while 2.0 is also available) and compares what the package computes
with the json module's answer.

Remedies:
  pip-freeze          write the file with `pip freeze` (name==version lines)
"""
import json, os

from pipkit import arg_remedy, check, make_venv, make_wheel, pip, run_in, run_pip, tmpdir

REMEDY = arg_remedy({"pip-freeze"})

tmp = tmpdir("kf-invreq-")
for v in ("1.0", "2.0"):
    make_wheel(os.path.join(tmp, "links"), "fancyjson", v, {
        "fancyjson/__init__.py": "import json\nVERSION = %r\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=%s)\n"
                                 % (v, "True" if v == "1.0" else "False")})
src = make_venv(os.path.join(tmp, "src-venv"))
run_pip(["install", "--no-index", "--find-links", "./links", "fancyjson==1.0"], python=src, cwd=tmp)
listing = run_pip(["freeze"] if REMEDY == "pip-freeze" else ["list"], python=src, cwd=tmp).stdout
with open(os.path.join(tmp, "requirements.txt"), "w") as f:
    f.write(listing)

py = make_venv(os.path.join(tmp, "venv"))
run_pip(["install", "--no-index", "--find-links", "./links", "-r", "requirements.txt"], python=py, cwd=tmp)
out = json.loads(run_in(py, "import json, importlib.metadata as m, fancyjson; "
                            "print(json.dumps([m.version('fancyjson'), fancyjson.dumps_sorted({'b': 1, 'a': [2]})]))"))
expected = ["1.0", json.dumps({"b": 1, "a": [2]}, sort_keys=True)]
check(out == expected, "fresh venv has %r, expected %r (the source venv's release; json.dumps with sort_keys)" % (out, expected))
