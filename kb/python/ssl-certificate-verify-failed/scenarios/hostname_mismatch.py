"""ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed:
Hostname mismatch, certificate is not valid for 'localhost', cause: the client connects
with a name the certificate does not list.

The service's certificate (issued by the company CA, which the client trusts) is for
intranet.example. A script connects to it by another name (localhost here; an IP address
or a short host name in practice), so the chain verifies but the name check fails.

Remedies:
  connect-with-the-certificate-name   connect using a name in the certificate's subjectAltName
                                      (or have the certificate reissued with the name/IP you use)
  disable-hostname-check              (dead end) ctx.check_hostname = False
The check also connects, with the same settings, to another server that holds a valid
certificate from the same CA for a different name: a correct client must refuse it.
"""
import json, ssl
from _kit import CA_FILE, arg_remedy, certs, raw_get, refuses, tls_server

REMEDY = arg_remedy({"connect-with-the-certificate-name", "disable-hostname-check"})

port = tls_server(certs.INTRANET_CERT, certs.INTRANET_KEY, "intranet ok")
other = tls_server(certs.LOCALHOST_CERT, certs.LOCALHOST_KEY, "some other service")

ctx = ssl.create_default_context(cafile=CA_FILE)
name = "localhost"
if REMEDY == "connect-with-the-certificate-name":
    name = "intranet.example"                  # resolved to the server's address (DNS or hosts file)
elif REMEDY == "disable-hostname-check":
    ctx.check_hostname = False

got = raw_get(port, ctx, name)
refused = refuses(lambda: raw_get(other, ctx, "intranet.example"))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "intranet ok" and refused, "detail": "got %r; server with another name's certificate %s" % (got, "refused" if refused else "ACCEPTED")}))
