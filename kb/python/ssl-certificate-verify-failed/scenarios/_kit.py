"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Local TLS servers that present the test certificates from _certs_data.py, so certificate
verification runs for real against a server on 127.0.0.1 and no network is needed. Each
server answers one minimal HTTP/1.0 GET with a fixed body.
"""
import atexit, os, shutil, socket, ssl, sys, tempfile, threading

import _certs_data as certs

TMP = tempfile.mkdtemp(prefix="kf-tls-")
atexit.register(shutil.rmtree, TMP, True)


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write(text)
    return path


CA_FILE = write("company-ca.pem", certs.CA_CERT)


def tls_server(cert_pem, key_pem, body):
    """Start a TLS server on 127.0.0.1; return its port."""
    cert = write("srv-%d.pem" % id(cert_pem), cert_pem)
    key = write("srv-%d.key" % id(key_pem), key_pem)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    lsock = socket.socket()
    lsock.bind(("127.0.0.1", 0))
    lsock.listen()

    def serve():
        while True:
            try:
                conn, _ = lsock.accept()
            except OSError:
                return
            try:
                with ctx.wrap_socket(conn, server_side=True) as tls:
                    data = b""
                    while b"\r\n\r\n" not in data:
                        chunk = tls.recv(4096)
                        if not chunk:
                            break
                        data += chunk
                    payload = body.encode()
                    tls.sendall(b"HTTP/1.0 200 OK\r\nContent-Length: %d\r\n\r\n" % len(payload) + payload)
            except (ssl.SSLError, OSError):
                pass                      # the client refused our certificate

    threading.Thread(target=serve, daemon=True).start()
    return lsock.getsockname()[1]


def raw_get(port, ctx, server_hostname):
    """GET / over TLS to 127.0.0.1:port, checking the certificate against server_hostname."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        with ctx.wrap_socket(sock, server_hostname=server_hostname) as tls:
            tls.sendall(b"GET / HTTP/1.0\r\nHost: %s\r\n\r\n" % server_hostname.encode())
            data = b""
            while True:
                chunk = tls.recv(4096)
                if not chunk:
                    break
                data += chunk
    return data.split(b"\r\n\r\n", 1)[1].decode()


def refuses(fn):
    """True when fn() fails certificate verification (what a client must do with an impostor)."""
    try:
        fn()
    except ssl.SSLCertVerificationError:
        return True
    except OSError as e:               # urllib wraps it in URLError(reason=SSLCertVerificationError)
        return isinstance(getattr(e, "reason", None), ssl.SSLCertVerificationError)
    return False
