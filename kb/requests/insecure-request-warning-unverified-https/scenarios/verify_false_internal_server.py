"""InsecureRequestWarning: Unverified HTTPS request is being made to host 'localhost', cause: verify=False.

A client talks to an internal HTTPS service whose certificate comes from a private CA (here: a
self-signed certificate for localhost). Someone passed verify=False to get past
CERTIFICATE_VERIFY_FAILED, and urllib3 warns on every request. The project runs with warnings
turned into errors (as `python -W error` or pytest's filterwarnings = error do), so the warning
stops the run.

The check also starts an impostor: a second server for the same host name with a different
certificate. A client that verifies must refuse it; one that does not sends it the request.

Remedies:
  verify-with-the-ca-bundle   verify="<the service's CA file>": verification on, no warning
  disable-warnings            (dead end) urllib3.disable_warnings(): silent, and the impostor is trusted
"""
import json
import ssl
import warnings

import requests
import urllib3

from certs import cert_files
from certs_impostor import impostor_files
from httpkit import check, parse_remedy, raw_server, read_request

warnings.simplefilter("error")  # like python -W error / pytest filterwarnings = error
REMEDY = parse_remedy({"verify-with-the-ca-bundle", "disable-warnings"})
CA, KEY = cert_files()
FAKE_CERT, FAKE_KEY = impostor_files()
BALANCE = {"account": "ops-42", "balance": 1830.25}


def tls_server(cert, key, body):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)

    def handle(conn, state):
        try:
            tls = ctx.wrap_socket(conn, server_side=True)
        except (ssl.SSLError, OSError):
            return
        with tls:
            req = read_request(tls)
            state.setdefault("requests", []).append(req.split(b"\r\n", 1)[0])
            data = json.dumps(body).encode()
            tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                        b"Connection: close\r\n\r\n%s" % (len(data), data))
    return handle


def get(url):
    if REMEDY == "verify-with-the-ca-bundle":
        return requests.get(url, verify=CA, timeout=5)
    if REMEDY == "disable-warnings":
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return requests.get(url, verify=False, timeout=5)


with raw_server(tls_server(CA, KEY, BALANCE)) as (port, state):
    r = get("https://localhost:%d/api/balance" % port)
    r.raise_for_status()
    data_ok = r.json() == BALANCE

with raw_server(tls_server(FAKE_CERT, FAKE_KEY, {"account": "ops-42", "balance": 0})) as (port, fake):
    try:
        get("https://localhost:%d/api/balance" % port)
        impostor_refused = False
    except requests.exceptions.SSLError:
        impostor_refused = True

check(data_ok and impostor_refused,
      "balance %s; a server with another certificate was %s" % ("correct" if data_ok else "wrong", "refused" if impostor_refused else "trusted"))
