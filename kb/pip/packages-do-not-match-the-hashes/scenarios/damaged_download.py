"""pip "THESE PACKAGES DO NOT MATCH THE HASHES", cause: the downloaded file is damaged, checked
against the hash the index publishes (no --hash in the requirements at all).

A PEP 503 index (served from file://, like a company mirror) links unitconv 1.0 with the
`#sha256=` fragment of the published wheel, but the mirror's copy of the file was cut off
(an interrupted transfer cached by the proxy). pip checks every download against the hash
in the link, so `pip install unitconv==1.0` fails although nobody wrote a hash.

Remedies:
  download-from-an-intact-source   the same index with an intact copy of the file (here: the
                                   mirror refreshed from the original; in real life, retry,
                                   clear the proxy's cached copy, or use another mirror)
"""
import hashlib, json, os

from _pipkit import arg_remedy, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"download-from-an-intact-source"})

tmp = tmpdir("kf-hash-")
origin, mirror, site = os.path.join(tmp, "origin"), os.path.join(tmp, "mirror"), os.path.join(tmp, "site")
make_wheel(origin, "unitconv", "1.0", {"unitconv.py": "def c_to_f(c):\n    return c * 9 / 5 + 32\n" + "# padding\n" * 200})
whl = "unitconv-1.0-py3-none-any.whl"
data = open(os.path.join(origin, whl), "rb").read()
published = hashlib.sha256(data).hexdigest()
os.makedirs(mirror)
with open(os.path.join(mirror, whl), "wb") as f:
    f.write(data if REMEDY == "download-from-an-intact-source" else data[: len(data) // 2])  # cut-off copy
simple = os.path.join(tmp, "simple")
os.makedirs(os.path.join(simple, "unitconv"))
with open(os.path.join(simple, "unitconv", "index.html"), "w") as f:
    f.write('<!DOCTYPE html><html><body><a href="file://%s#sha256=%s">%s</a></body></html>\n'
            % (os.path.join(mirror, whl), published, whl))
with open(os.path.join(simple, "index.html"), "w") as f:
    f.write('<!DOCTYPE html><html><body><a href="unitconv/">unitconv</a></body></html>\n')
run_pip(["install", "--index-url", "file://" + simple + "/", "--target", site, "unitconv==1.0"])
got = run_python("import unitconv; print(unitconv.c_to_f(100), unitconv.c_to_f(-40))", site)
want = "212.0 -40.0"
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "c_to_f -> %s, expected %s" % (got, want)}))
