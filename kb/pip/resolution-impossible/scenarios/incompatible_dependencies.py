"""pip ResolutionImpossible, cause: two requirements that no set of versions can satisfy together.

appc (every version) needs libcore<2, appb needs libcore>=2; libcore 2.0 renamed parse()
to parse_text(), so no single libcore serves both.

Remedies:
  separate-environments                  give each tool its own virtual environment
  no-deps (dead end)                     pip install --no-deps appc appb libcore
  install-one-after-another (dead end)   pip install appc; then pip install appb
"""
import json, os, sys

from _pipkit import arg_remedy, build_index, make_venv, pip_into, run_in, tmpdir


REMEDY = arg_remedy({'install-one-after-another', 'no-deps', 'separate-environments'})

tmp = tmpdir("kf-resolve-")
links = os.path.join(tmp, "links")
build_index(links)
base = ["install", "--no-index", "--find-links", links]
if REMEDY == "separate-environments":
    vc = make_venv(os.path.join(tmp, "venv-c"))
    vb = make_venv(os.path.join(tmp, "venv-b"))
    pip_into(vc, base + ["appc"])
    pip_into(vb, base + ["appb"])
    got = run_in(vc, "import appc; print(appc.run())") + " " + run_in(vb, "import appb; print(appb.run())")
else:
    vpy = make_venv(os.path.join(tmp, "venv"))
    if REMEDY == "no-deps":
        pip_into(vpy, base + ["--no-deps", "appc", "appb", "libcore"])
    elif REMEDY == "install-one-after-another":
        pip_into(vpy, base + ["appc"])
        p = pip_into(vpy, base + ["appb"])  # pip warns about the broken appc, exit code 0
        sys.stderr.write(p.stderr)
    else:
        pip_into(vpy, base + ["appc", "appb"])
    got = run_in(vpy, "import appc, appb; print(appc.run(), appb.run())")
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "4 2", "detail": "appc.run(), appb.run() -> %r, expected '4 2'" % got}))
