"""pip: "ERROR: Invalid requirement: 'pip install fancyjson==1.0'", cause: a line that is
not a requirement (a shell command, prose without `#`).

The README said "run pip install fancyjson==1.0", and that line was pasted into
requirements.txt as it stands, under a heading written without `#`. Every line of a
requirements file must be a requirement specifier, an option (-r, -c, --index-url ...)
or a comment; pip parses `pip install fancyjson==1.0` as one requirement named `pip`
followed by words it cannot place, and stops.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
check reads the installed version from the venv's metadata (1.0, while 2.0 is also
available) and compares what the package computes with the json module's answer.

Remedies:
  requirement-lines   keep only the specifier (`fancyjson==1.0`) and put prose behind `#`
"""
import json, os

from pipkit import arg_remedy, check, make_venv, make_wheel, run_in, run_pip, tmpdir

REMEDY = arg_remedy({"requirement-lines"})

tmp = tmpdir("kf-invreq-")
for v in ("1.0", "2.0"):
    make_wheel(os.path.join(tmp, "links"), "fancyjson", v, {
        "fancyjson/__init__.py": "import json\nVERSION = %r\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=%s)\n"
                                 % (v, "True" if v == "1.0" else "False")})
if REMEDY == "requirement-lines":
    text = "# Requirements of the report job\nfancyjson==1.0\n"
else:
    text = "pip install fancyjson==1.0\n"
with open(os.path.join(tmp, "requirements.txt"), "w") as f:
    f.write(text)
py = make_venv(os.path.join(tmp, "venv"))
run_pip(["install", "--no-index", "--find-links", "./links", "-r", "requirements.txt"], python=py, cwd=tmp)

out = json.loads(run_in(py, "import json, importlib.metadata as m, fancyjson; "
                            "print(json.dumps([m.version('fancyjson'), fancyjson.dumps_sorted({'b': 1, 'a': [2]})]))"))
expected = ["1.0", json.dumps({"b": 1, "a": [2]}, sort_keys=True)]
check(out == expected, "installed version and output %r, expected %r (the pinned release; json.dumps with sort_keys)" % (out, expected))
