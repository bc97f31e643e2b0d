"""pip "Could not fetch URL ...: There was a problem confirming the ssl certificate", cause:
REQUESTS_CA_BUNDLE (or CURL_CA_BUNDLE) is set and overrides --cert.

The user passes `--cert company-ca.pem`, the right CA, and it still fails: the shell (a Docker base
image, a conda activation script, a corporate login profile) exports REQUESTS_CA_BUNDLE pointing at a
bundle without that CA, and the requests library inside pip gives the variable precedence over the
session's --cert (pypa/pip#10147). The bundle here holds another CA, standing in for the system one.

Remedies:
  unset-the-bundle-variable      run pip without REQUESTS_CA_BUNDLE / CURL_CA_BUNDLE (keeps --cert)
  add-the-ca-to-that-bundle      append the company CA to the bundle the variable names
"""
import os, shutil, sys
for k in ("REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR"):
    os.environ.pop(k, None)
from pipkit import arg_remedy, ca_signed_cert, check, make_wheel, run_in, run_pip, serve, simple_index, tmpdir

REMEDY = arg_remedy({"unset-the-bundle-variable", "add-the-ca-to-that-bundle"})

tmp = tmpdir()
dists = os.path.join(tmp, "dists")
whl = make_wheel(dists, "tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"})
simple_index(os.path.join(tmp, "index"), [whl])
ca, cert, key = ca_signed_cert(os.path.join(tmp, "tls"), names=("localhost",))
other_ca, _, _ = ca_signed_cert(os.path.join(tmp, "system"), names=("localhost",), ca_name="some public root")
bundle = os.path.join(tmp, "ca-certificates.crt")     # the bundle the variable names
shutil.copy(other_ca, bundle)
url = serve(os.path.join(tmp, "index"), cert, key).replace("127.0.0.1", "localhost")
env = {"REQUESTS_CA_BUNDLE": bundle}
if REMEDY == "unset-the-bundle-variable":
    env = {}
elif REMEDY == "add-the-ca-to-that-bundle":
    with open(bundle, "a") as out, open(ca) as src:
        out.write(src.read())
site = os.path.join(tmp, "site")
run_pip(["install", "--index-url", url + "/simple", "--cert", ca, "--timeout", "5", "--target", site, "tinyfmt"], env=env)
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234.5))", env={"PYTHONPATH": site})
check(got == "1,234.50", "tinyfmt.money(1234.5) -> %r, expected '1,234.50'" % got)
