"""uv "No solution found when resolving dependencies", cause: an exact pin that conflicts.

`uv pip install appa==1.0 appb`: appa 1.0 depends on libcore<2, every appb depends on
libcore>=2. appa 1.1 accepts libcore>=1,<3. All wheels are local, in a PEP 503 index folder
passed as --index-url file://... (no network).

Remedies:
  relax-the-pin   appa>=1.0 instead of appa==1.0; the resolver picks appa 1.1
"""
import os, sys

from pipkit import arg_remedy, check, make_venv, make_wheel, run_in, simple_index, tmpdir
from _uvkit import uv

REMEDY = arg_remedy({"relax-the-pin"})

tmp = tmpdir("kf-uv-")
w = os.path.join(tmp, "wheels")
make_wheel(w, "libcore", "1.0", {"libcore/__init__.py": "VERSION = 1\ndef scale(x):\n    return x\n"})
make_wheel(w, "libcore", "2.0", {"libcore/__init__.py": "VERSION = 2\ndef scale(x):\n    return 2 * x\n"})
make_wheel(w, "appa", "1.0", {"appa/__init__.py": "import libcore\ndef run():\n    return libcore.scale(1)\n"},
           requires=["libcore<2"])
make_wheel(w, "appa", "1.1", {"appa/__init__.py": "import libcore\ndef run():\n    return libcore.scale(1) + 1\n"},
           requires=["libcore>=1,<3"])
make_wheel(w, "appb", "1.0", {"appb/__init__.py": "import libcore\ndef run():\n    return libcore.VERSION\n"},
           requires=["libcore>=2"])
index = simple_index(os.path.join(tmp, "index"), [os.path.join(w, f) for f in sorted(os.listdir(w))])
vpy = make_venv(os.path.join(tmp, "venv"))
reqs = ["appa>=1.0" if REMEDY == "relax-the-pin" else "appa==1.0", "appb"]
uv(["pip", "install", "--python", vpy, "--index-url", "file://" + index] + reqs, tmp)
got = run_in(vpy, "import appa, appb, libcore; print(appa.run(), appb.run(), libcore.VERSION)")
# appa 1.1 with libcore 2: scale(1) + 1 = 3; appb reports libcore 2
check(got == "3 2 2", "appa.run(), appb.run(), libcore.VERSION -> %r, expected '3 2 2' (appa 1.1 on libcore 2.0)" % got)
