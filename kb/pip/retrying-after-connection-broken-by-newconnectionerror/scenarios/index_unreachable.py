"""pip "Retrying (Retry(total=4, ...)) after connection broken by 'NewConnectionError(...: Failed to
establish a new connection: [Errno 111] Connection refused)'", cause: nothing answers at the index
address (the private index is down or moved, a wrong port in --index-url / pip.conf, an offline
build machine).

The index URL here points at a port on 127.0.0.1 where nothing listens; the right index runs on
another port. No outside network.

Remedies:
  fix-the-index-url              the index URL where the index does run
  install-from-a-wheelhouse      --no-index --find-links <folder of wheels downloaded earlier>
  raise-the-timeout (dead end)   --timeout 60 --retries 6 against the same address
"""
import os, sys
for k in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "all_proxy", "no_proxy"):
    os.environ.pop(k, None)
from pipkit import arg_remedy, check, closed_port, make_wheel, run_in, run_pip, serve, simple_index, tmpdir

REMEDY = arg_remedy({"fix-the-index-url", "install-from-a-wheelhouse", "raise-the-timeout"})

tmp = tmpdir()
wheelhouse = os.path.join(tmp, "wheelhouse")
whl = make_wheel(wheelhouse, "tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"})
simple_index(os.path.join(tmp, "index"), [whl])
live = serve(os.path.join(tmp, "index"))
url = "http://127.0.0.1:%d/simple" % closed_port()
site = os.path.join(tmp, "site")
args = ["install", "--index-url", url, "--timeout", "5", "--target", site]
if REMEDY == "fix-the-index-url":
    args[2] = live + "/simple"
elif REMEDY == "install-from-a-wheelhouse":
    args = ["install", "--no-index", "--find-links", wheelhouse, "--target", site]
elif REMEDY == "raise-the-timeout":
    args = [a if a != "5" else "60" for a in args] + ["--retries", "6"]
run_pip(args + ["tinyfmt"])
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234.5))", env={"PYTHONPATH": site})
check(got == "1,234.50", "tinyfmt.money(1234.5) -> %r, expected '1,234.50'" % got)
