"""uv "No solution found when resolving dependencies", cause: a package that is on two
indexes, where the index uv asks first has only old versions.

`uv lock` in a project with an extra index (a local stand-in for a vendor wheel index such
as a PyTorch one) listed before the default index. The extra index serves torchpkg and an
old copy of libx (1.0); the default index has libx 2.0; the project needs libx>=2. uv's
default index strategy (first-index) takes every version of a package from the first index
that has it, so libx>=2 is out of reach. Both indexes are local folders (no network).

Remedies:
  explicit-index        mark the extra index explicit = true and route only torchpkg to it
                        ([tool.uv.sources]); libx then comes from the default index
  unsafe-best-match     uv lock --index-strategy unsafe-best-match (all versions of all indexes)
"""
import os, sys, tomllib

from pipkit import arg_remedy, check, make_project, make_wheel, simple_index, tmpdir
from _uvkit import uv

REMEDY = arg_remedy({"explicit-index", "unsafe-best-match"})

tmp = tmpdir("kf-uv-")
we, wd = os.path.join(tmp, "w-extra"), os.path.join(tmp, "w-default")
make_wheel(we, "torchpkg", "1.0", {"torchpkg/__init__.py": "VERSION = '1.0'\n"})
make_wheel(we, "libx", "1.0", {"libx/__init__.py": "VERSION = '1.0'\n"})
make_wheel(wd, "libx", "1.0", {"libx/__init__.py": "VERSION = '1.0'\n"})
make_wheel(wd, "libx", "2.0", {"libx/__init__.py": "VERSION = '2.0'\n"})
extra = simple_index(os.path.join(tmp, "extra"), [os.path.join(we, f) for f in sorted(os.listdir(we))])
default = simple_index(os.path.join(tmp, "default"), [os.path.join(wd, f) for f in sorted(os.listdir(wd))])
explicit = REMEDY == "explicit-index"
toml = ('[project]\nname = "demo"\nversion = "0.1.0"\nrequires-python = ">=3.11"\ndependencies = ["torchpkg", "libx>=2"]\n\n'
        '[[tool.uv.index]]\nname = "vendor"\nurl = "file://%s"\n%s\n'
        '[[tool.uv.index]]\nname = "local"\nurl = "file://%s"\ndefault = true\n'
        % (extra, "explicit = true\n" if explicit else "", default))
if explicit:
    toml += '\n[tool.uv.sources]\ntorchpkg = { index = "vendor" }\n'
proj = make_project(os.path.join(tmp, "proj"), {"pyproject.toml": toml})
args = ["lock", "--python", sys.executable]
if REMEDY == "unsafe-best-match":
    args += ["--index-strategy", "unsafe-best-match"]
uv(args, tmp, cwd=proj)
with open(os.path.join(proj, "uv.lock"), "rb") as f:
    lock = tomllib.load(f)
got = {p["name"]: (p["version"], p.get("source", {}).get("registry", "")) for p in lock["package"]}
libx, torchpkg = got.get("libx"), got.get("torchpkg")
same = lambda reg, path: os.path.realpath(reg.replace("file://", "", 1).rstrip("/")) == os.path.realpath(path)  # noqa: E731
ok = (libx is not None and libx[0] == "2.0" and same(libx[1], default)
      and torchpkg is not None and same(torchpkg[1], extra))
check(ok, "uv.lock: libx %s from the default index, torchpkg from the vendor index -> %s"
      % ("2.0" if libx else None, "yes" if ok else "no: %r" % (got,)))
