"""ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed:
unable to get local issuer certificate, cause: this Python's OpenSSL finds no CA bundle.

The python.org installer for macOS ships its own OpenSSL, whose default bundle (cert.pem in
the framework's etc/openssl folder) does not exist until "Install Certificates.command" is
run; some containers and minimal images lack the ca-certificates bundle in the same way.
Every HTTPS request then fails, even to public sites. The lab stands in for the public CAs
with its own CA, and for the missing default bundle with SSL_CERT_FILE pointing at a file
that does not exist yet.

Remedies:
  install-the-ca-bundle   put a CA bundle where this Python looks (what Install Certificates.command
                          does by linking certifi's cacert.pem; on Linux: install ca-certificates)
"""
import json, os, shutil, ssl, urllib.request
from _kit import CA_FILE, TMP, arg_remedy, certs, refuses, tls_server

REMEDY = arg_remedy({"install-the-ca-bundle"})

default_bundle = os.path.join(TMP, "Python.framework", "etc", "openssl", "cert.pem")
os.environ["SSL_CERT_FILE"] = default_bundle        # where this interpreter's OpenSSL looks
os.environ["SSL_CERT_DIR"] = os.path.join(TMP, "no-certs-dir")
if REMEDY == "install-the-ca-bundle":
    os.makedirs(os.path.dirname(default_bundle), exist_ok=True)
    shutil.copyfile(CA_FILE, default_bundle)         # Install Certificates.command links certifi's bundle here

port = tls_server(certs.LOCALHOST_CERT, certs.LOCALHOST_KEY, "hello from a public site")
impostor = tls_server(certs.IMPOSTOR_CERT, certs.IMPOSTOR_KEY, "hello from an impostor")
ctx = ssl.create_default_context()


def get(p):
    with urllib.request.urlopen("https://localhost:%d/" % p, context=ctx, timeout=10) as r:
        return r.read().decode()


got = get(port)
refused = refuses(lambda: get(impostor))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "hello from a public site" and refused, "detail": "got %r; impostor %s" % (got, "refused" if refused else "ACCEPTED")}))
