"""pip "Getting requirements to build wheel did not run successfully", cause: setup.py reads
a file that the sdist does not contain.

csvtrim 1.2's setup.py reads requirements.txt to fill install_requires, but the file was not
listed for the sdist (no MANIFEST.in entry), so in the published tarball setup.py fails with
FileNotFoundError as soon as pip asks for the build requirements. The project's source tree
(a git checkout) does have the file.

Remedies:
  install-from-source-tree        pip install <checkout folder> (a tree with requirements.txt)
  no-build-isolation-missing-file (dead end)  pip install --no-build-isolation csvtrim
"""
import json, os

from _kit import arg_remedy, make_sdist, make_venv, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"install-from-source-tree", "no-build-isolation-missing-file"})

SETUP_PY = """from setupshim import setup

with open("requirements.txt") as f:
    install_requires = [line.strip() for line in f if line.strip() and not line.startswith("#")]

setup(name="csvtrim", version="1.2", py_modules=["csvtrim"], install_requires=install_requires)
"""
CSVTRIM = {"csvtrim.py": "def trim(line, sep=','):\n    return sep.join(c.strip() for c in line.split(sep))\n"}

tmp = tmpdir("kf-getreq-")
links = os.path.join(tmp, "links")
make_sdist(links, "csvtrim", "1.2", SETUP_PY, CSVTRIM)  # requirements.txt left out of the sdist
py = make_venv(os.path.join(tmp, "venv"))
args = ["install", "--no-index", "--find-links", links]
if REMEDY == "install-from-source-tree":
    import tarfile
    checkout = os.path.join(tmp, "checkout")
    with tarfile.open(os.path.join(links, "csvtrim-1.2.tar.gz")) as t:
        t.extractall(checkout, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    tree = os.path.join(checkout, "csvtrim-1.2")
    with open(os.path.join(tree, "requirements.txt"), "w") as f:
        f.write("# no runtime dependencies\n")
    args.append(tree)
elif REMEDY == "no-build-isolation-missing-file":
    args += ["--no-build-isolation", "csvtrim"]
else:
    args.append("csvtrim")
run_pip(py, args)
got = run_python(py, "import csvtrim; print(repr(csvtrim.trim(' a , b ,c ')))")
want = repr("a,b,c")
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "csvtrim.trim(' a , b ,c ') -> %s, expected %s" % (got, want)}))
