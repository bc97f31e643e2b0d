"""pip "Could not fetch URL ...: There was a problem confirming the ssl certificate", cause: the
index's certificate comes from a CA that pip does not trust.

A private package index (here served on localhost over HTTPS) has a certificate signed by the
company's own CA (made on the spot). pip verifies with its certifi bundle, which does not contain that
CA: every request fails with CERTIFICATE_VERIFY_FAILED, pip retries, skips the URL and finds no
distribution. A TLS-intercepting proxy causes the same for pypi.org. No outside network.

Remedies:
  pass-the-ca-with-cert          pip install --cert company-ca.pem ...
  set-cert-in-pip-config         [global] cert = company-ca.pem in pip.conf (PIP_CONFIG_FILE)
  trusted-host (dead end)        --trusted-host localhost: installs, but the check then shows that an
                                 impostor index with another certificate is accepted as well
"""
import os, sys
for k in ("REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR"):
    os.environ.pop(k, None)             # a user environment without CA bundle variables
from pipkit import arg_remedy, ca_signed_cert, check, make_wheel, pip, run_in, run_pip, serve, simple_index, tmpdir

REMEDY = arg_remedy({"pass-the-ca-with-cert", "set-cert-in-pip-config", "trusted-host"})

tmp = tmpdir()
dists = os.path.join(tmp, "dists")
whl = make_wheel(dists, "tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"})
simple_index(os.path.join(tmp, "index"), [whl])
ca, cert, key = ca_signed_cert(os.path.join(tmp, "tls"), names=("localhost",))
url = serve(os.path.join(tmp, "index"), cert, key).replace("127.0.0.1", "localhost")
site = os.path.join(tmp, "site")
args = ["install", "--index-url", url + "/simple", "--timeout", "5", "--target", site]
env = {}
if REMEDY == "pass-the-ca-with-cert":
    args += ["--cert", ca]
elif REMEDY == "set-cert-in-pip-config":
    conf = os.path.join(tmp, "pip.conf")
    with open(conf, "w") as f:
        f.write("[global]\ncert = %s\n" % ca)
    env["PIP_CONFIG_FILE"] = conf
elif REMEDY == "trusted-host":
    args += ["--trusted-host", "localhost"]
p = run_pip(args + ["tinyfmt"], env=env)
sys.stderr.write(p.stderr)
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234.5))", env={"PYTHONPATH": site})
ok, detail = got == "1,234.50", "tinyfmt.money(1234.5) -> %r, expected '1,234.50'" % got
# The same settings against an impostor index: same address, a certificate from a CA nobody trusts.
ica, icert, ikey = ca_signed_cert(os.path.join(tmp, "impostor"), names=("localhost",), ca_name="impostor CA")
iurl = serve(os.path.join(tmp, "index"), icert, ikey).replace("127.0.0.1", "localhost")
iargs = [a if a != url + "/simple" else iurl + "/simple" for a in args]
iargs[iargs.index("--target") + 1] = os.path.join(tmp, "site-impostor")
imp = pip(iargs + ["--retries", "0", "tinyfmt"], env=env)
if imp.returncode == 0:
    ok, detail = False, detail + "; but an impostor index with an untrusted certificate was accepted too"
else:
    detail += "; an impostor index with an untrusted certificate is still refused"
check(ok, detail)
