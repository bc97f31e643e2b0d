"""pip: "Cannot uninstall 'fancyjson'. It is a distutils installed project ...",
cause: the installed release was put there by distutils (`python setup.py install`).

A Python installation outside any venv (like /usr, built with envkit.make_system_python)
has fancyjson 1.0 installed the way distutils' `install` command leaves it: the package
folder and one metadata *file* `fancyjson-1.0-pyX.Y.egg-info`, with no list of installed
files (Python 3.12 removed distutils, so the scenario writes that layout itself; it is
what setup.py install with distutils wrote on every release before). Upgrading with
`pip install fancyjson==2.0` makes pip uninstall 1.0 first, and pip refuses because it
cannot tell which files belong to the project.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
check imports fancyjson with the interpreter the remedy installs for and compares what
it reports with release 2.0 (its version, what it computes, and whether the old
release's extra module is still importable).

Remedies:
  use-a-venv          install 2.0 into a venv of the project; the system copy stays 1.0
  manual-remove       delete the package folder and the .egg-info file, then install
  ignore-installed    `pip install --ignore-installed`: 2.0 is written over 1.0; the old
                      release's files that 2.0 does not have stay behind
"""
import json, os, sys

from envkit import arg_remedy, make_system_python, make_wheel, pip_env, run, scrub, tmpdir

REMEDY = arg_remedy({"use-a-venv", "manual-remove", "ignore-installed"})

tmp = tmpdir("kf-distutils-", world_readable=True)
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "2.0", {"fancyjson/__init__.py": "import json\nVERSION = '2.0'\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"})
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
env = pip_env(HOME=os.path.join(tmp, "home"), **libenv)
site = os.path.join(tmp, "usr", "lib", "python%d.%d" % sys.version_info[:2], "site-packages")

# what `python setup.py install` with distutils left: the files and one .egg-info file
os.makedirs(os.path.join(site, "fancyjson"))
with open(os.path.join(site, "fancyjson", "__init__.py"), "w") as f:
    f.write("import json\nVERSION = '1.0'\n\ndef dumps_sorted(o):\n    return json.dumps(o)\n")
with open(os.path.join(site, "fancyjson", "_legacy.py"), "w") as f:
    f.write("OLD = True\n")
egg_info = os.path.join(site, "fancyjson-1.0-py%d.%d.egg-info" % sys.version_info[:2])
with open(egg_info, "w") as f:
    f.write("Metadata-Version: 1.1\nName: fancyjson\nVersion: 1.0\nSummary: sorted JSON\n")

py, extra = syspy, []
if REMEDY == "use-a-venv":
    run([syspy, "-m", "venv", os.path.join(tmp, "venv")], env=env)
    py = os.path.join(tmp, "venv", "bin", "python")
elif REMEDY == "manual-remove":
    import shutil
    shutil.rmtree(os.path.join(site, "fancyjson"))
    os.remove(egg_info)
elif REMEDY == "ignore-installed":
    extra = ["--ignore-installed"]

run([py, "-m", "pip", "install"] + extra + ["--find-links", links, "fancyjson==2.0"], env=env)
probe = ("import json, importlib.util, fancyjson; print(json.dumps([fancyjson.VERSION, fancyjson.dumps_sorted({'b': 1, 'a': [2]}), "
         "importlib.util.find_spec('fancyjson._legacy') is not None]))")
got = json.loads(run([py, "-c", probe], env=env).stdout)
ok = got[:2] == ["2.0", json.dumps({"b": 1, "a": [2]}, sort_keys=True)]
sys_v = json.loads(run([syspy, "-c", probe], env=env).stdout)[0]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": scrub(
    "fancyjson imported as %r with sort_keys output %r; the old release's fancyjson/_legacy.py still importable: %s; "
    "the system interpreter's copy is %s" % (got[0], got[1], got[2], sys_v))}))
