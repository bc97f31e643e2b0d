"""pip "Could not fetch URL ...: There was a problem confirming the ssl certificate", cause: the
certificate is valid, but not for the host name in the index URL.

The index's certificate (from the company CA, which pip is told to trust with --cert) names
`pypi.internal`; the index URL reaches the same server as `localhost` (a short alias, an IP, an SSH
tunnel, a CNAME the certificate does not list). The chain verifies, the name does not:
"Hostname mismatch, certificate is not valid for 'localhost'".

Remedies:
  use-the-certificate-name       the index URL with the name the certificate lists (here the server
                                 gets a certificate that also lists localhost, as reissuing it would)
"""
import os, sys
for k in ("REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR"):
    os.environ.pop(k, None)
from pipkit import arg_remedy, ca_signed_cert, check, make_wheel, run_in, run_pip, serve, simple_index, tmpdir

REMEDY = arg_remedy({"use-the-certificate-name"})

tmp = tmpdir()
dists = os.path.join(tmp, "dists")
whl = make_wheel(dists, "tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"})
simple_index(os.path.join(tmp, "index"), [whl])
names = ("pypi.internal", "localhost") if REMEDY == "use-the-certificate-name" else ("pypi.internal",)
ca, cert, key = ca_signed_cert(os.path.join(tmp, "tls"), names=names)
url = serve(os.path.join(tmp, "index"), cert, key).replace("127.0.0.1", "localhost")
site = os.path.join(tmp, "site")
run_pip(["install", "--index-url", url + "/simple", "--cert", ca, "--timeout", "5", "--target", site, "tinyfmt"])
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234.5))", env={"PYTHONPATH": site})
check(got == "1,234.50", "tinyfmt.money(1234.5) -> %r, expected '1,234.50' (certificate names: %s)" % (got, ", ".join(names)))
