"""pip "THESE PACKAGES DO NOT MATCH THE HASHES", cause: the file was rebuilt under the same version.

A requirements file pins unitconv==1.0 with the sha256 of the wheel that was locked. Later
the wheel in the (private) package folder was rebuilt and replaced under the same version
number, so its bytes, and its hash, differ from the locked one.

Remedies:
  update-the-hash                 check the new file, then lock its hash (`pip hash <file>`)
  drop-require-hashes (dead end)  remove --require-hashes from the command line, keep the file
"""
import hashlib, json, os

from _pipkit import arg_remedy, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"update-the-hash", "drop-require-hashes"})

CODE = "def c_to_f(c):\n    return c * 9 / 5 + 32\n%s"
tmp = tmpdir("kf-hash-")
old, links, site = os.path.join(tmp, "old"), os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_wheel(old, "unitconv", "1.0", {"unitconv.py": CODE % ""})
make_wheel(links, "unitconv", "1.0", {"unitconv.py": CODE % "# rebuilt\n"})
whl = "unitconv-1.0-py3-none-any.whl"


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


locked = sha256(os.path.join(old, whl))
if REMEDY == "update-the-hash":
    # `python -m pip hash <file>` prints the same digest; here it is taken from pip itself
    out = run_pip(["hash", os.path.join(links, whl)]).stdout
    locked = out.split("--hash=sha256:")[1].split()[0]
req = os.path.join(tmp, "requirements.txt")
with open(req, "w") as f:
    f.write("unitconv==1.0 --hash=sha256:%s\n" % locked)
args = ["install", "--no-index", "--find-links", links, "--target", site, "-r", req]
if REMEDY != "drop-require-hashes":
    args.insert(1, "--require-hashes")
run_pip(args)
got = run_python("import unitconv; print(unitconv.c_to_f(100), unitconv.c_to_f(-40))", site)
want = "212.0 -40.0"
installed = sha256(os.path.join(links, whl))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want and locked == installed,
                                      "detail": "c_to_f -> %s (expected %s); locked hash equals the installed file's: %s" % (got, want, locked == installed)}))
