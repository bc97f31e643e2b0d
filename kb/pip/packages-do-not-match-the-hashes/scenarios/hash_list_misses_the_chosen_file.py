"""pip "THESE PACKAGES DO NOT MATCH THE HASHES", cause: the lock lists the hash of another file
of the same release.

unitconv 1.0 is published as an sdist and a wheel. The requirements file was written with
only the sdist's sha256 (locked where only the sdist was downloaded), but pip prefers the
wheel, whose hash is not in the list.

Remedies:
  hash-every-file-of-the-release   list a --hash for the wheel and for the sdist
                                   (what `pip-compile --generate-hashes` writes)
"""
import hashlib, io, json, os, tarfile

from _pipkit import arg_remedy, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"hash-every-file-of-the-release"})

CODE = "def c_to_f(c):\n    return c * 9 / 5 + 32\n"
tmp = tmpdir("kf-hash-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_wheel(links, "unitconv", "1.0", {"unitconv.py": CODE})
sdist = os.path.join(links, "unitconv-1.0.tar.gz")
with tarfile.open(sdist, "w:gz") as tar:  # never built: the wheel is preferred
    for n, text in {"PKG-INFO": "Metadata-Version: 2.1\nName: unitconv\nVersion: 1.0\n", "unitconv.py": CODE}.items():
        data = text.encode()
        ti = tarfile.TarInfo("unitconv-1.0/" + n)
        ti.size, ti.mtime = len(data), 0
        tar.addfile(ti, io.BytesIO(data))


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


hashes = [sha256(sdist)]
if REMEDY == "hash-every-file-of-the-release":
    hashes.append(sha256(os.path.join(links, "unitconv-1.0-py3-none-any.whl")))
req = os.path.join(tmp, "requirements.txt")
with open(req, "w") as f:
    f.write("unitconv==1.0 " + " ".join("--hash=sha256:" + h for h in hashes) + "\n")
run_pip(["install", "--require-hashes", "--no-index", "--find-links", links, "--target", site, "-r", req])
got = run_python("import unitconv; print(unitconv.c_to_f(100), unitconv.c_to_f(-40))", site)
want = "212.0 -40.0"
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "c_to_f -> %s, expected %s" % (got, want)}))
