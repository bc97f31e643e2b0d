"""ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed:
unable to get local issuer certificate, cause: the server's certificate comes from a CA the
client does not trust (a company CA, a self-signed setup, a TLS-inspecting proxy).

An internal HTTPS service on localhost presents a certificate issued by the company's own
CA. Python's default context trusts the system's public CAs only, so urllib refuses it.

Remedies:
  trust-the-issuing-ca      verify against a bundle that contains the company CA
                            (cafile=..., or SSL_CERT_FILE / REQUESTS_CA_BUNDLE)
  disable-verification      (dead end) ssl._create_unverified_context() / verify=False
The check also connects, with the same client settings, to an impostor server that presents
a self-signed certificate for the same name: a correct client must refuse it.
"""
import json, ssl, urllib.request
from _kit import CA_FILE, arg_remedy, certs, refuses, tls_server

REMEDY = arg_remedy({"trust-the-issuing-ca", "disable-verification"})

port = tls_server(certs.LOCALHOST_CERT, certs.LOCALHOST_KEY, "inventory: 42 items")
impostor = tls_server(certs.IMPOSTOR_CERT, certs.IMPOSTOR_KEY, "inventory: 0 items")

if REMEDY == "trust-the-issuing-ca":
    ctx = ssl.create_default_context(cafile=CA_FILE)
elif REMEDY == "disable-verification":
    ctx = ssl._create_unverified_context()
else:
    ctx = ssl.create_default_context()


def get(p):
    with urllib.request.urlopen("https://localhost:%d/" % p, context=ctx, timeout=10) as r:
        return r.read().decode()


got = get(port)
refused = refuses(lambda: get(impostor))
ok = got == "inventory: 42 items" and refused
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "service said %r; impostor %s" % (got, "refused" if refused else "ACCEPTED")}))
