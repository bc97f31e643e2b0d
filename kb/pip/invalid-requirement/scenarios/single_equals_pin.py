"""pip: "ERROR: Invalid requirement: 'fancyjson=1.0'", cause: a pin written with one `=`.

requirements.txt pins `fancyjson=1.0` (one equals sign, as in `conda list --export` or
a Dockerfile ENV line). A requirement specifier's operators are ==, !=, <=, >=, <, >, ~=
and ===; `=` alone is none of them, so pip cannot parse the line and stops before it
installs anything. Two releases (1.0 and 2.0) sit in the local --find-links folder, so
the check can see whether the pin is honoured.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
check reads the installed version from the venv's metadata (it must be the pinned 1.0,
not the newer 2.0) and compares what the package computes with the json module's answer.

Remedies:
  double-equals       write the pin as `fancyjson==1.0`
"""
import json, os

from pipkit import arg_remedy, check, make_venv, make_wheel, run_in, run_pip, tmpdir

REMEDY = arg_remedy({"double-equals"})

tmp = tmpdir("kf-invreq-")
for v in ("1.0", "2.0"):
    make_wheel(os.path.join(tmp, "links"), "fancyjson", v, {
        "fancyjson/__init__.py": "import json\nVERSION = %r\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=%s)\n"
                                 % (v, "True" if v == "1.0" else "False")})
line = "fancyjson==1.0" if REMEDY == "double-equals" else "fancyjson=1.0"
with open(os.path.join(tmp, "requirements.txt"), "w") as f:
    f.write("# pinned for the report job\n%s\n" % line)
py = make_venv(os.path.join(tmp, "venv"))
run_pip(["install", "--no-index", "--find-links", "./links", "-r", "requirements.txt"], python=py, cwd=tmp)

out = json.loads(run_in(py, "import json, importlib.metadata as m, fancyjson; "
                            "print(json.dumps([m.version('fancyjson'), fancyjson.dumps_sorted({'b': 1, 'a': [2]})]))"))
expected = ["1.0", json.dumps({"b": 1, "a": [2]}, sort_keys=True)]
check(out == expected, "installed version and output %r, expected %r (the pinned release; json.dumps with sort_keys)" % (out, expected))
