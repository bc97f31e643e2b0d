"""A self-signed certificate for ``localhost`` / 127.0.0.1 (valid until 2126), for local TLS servers.

Made once with ``openssl req -x509 -newkey rsa:2048 -nodes -days 36500 -subj /CN=localhost
-addext subjectAltName=DNS:localhost,IP:127.0.0.1``. The key protects nothing: it only lets the
scenarios run an HTTPS server on 127.0.0.1. ``cert_files()`` writes both to a temporary folder
and returns ``(cert_path, key_path)``; the certificate doubles as the CA bundle a client trusts.
"""
import os
import tempfile

CERT_PEM = """-----BEGIN CERTIFICATE-----
MIIDJzCCAg+gAwIBAgIUGHVYJ/g5cq2otnmbOUIqq4jJtcYwDQYJKoZIhvcNAQEL
BQAwFDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTIwMjA1NDg0NFoYDzIxMjYx
MTA4MDU0ODQ0WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwggEiMA0GCSqGSIb3DQEB
AQUAA4IBDwAwggEKAoIBAQCzUVbYk2NIxwSVUbk2XxnyoxxzMtDAC4AXwmCreDq3
6sdFwQuxeA5cK1DLkan6MGgayAE2/9kCtHtD2jsQQopifgDJt/YagJqJMFaeisY7
KDeZq2D18cUM1w9pmfBJmPCCCWUyivBxo/OxcDkhNir1vgPNk4w/kUsIKLZPIOsZ
CIHlg9ZNsWxEEN1cuAhypBCV1yGjhgJ2w5B2x4s7FmM7bOr2ciGFH0TRr09jI/IK
M2FjVjGf5dd9jr4kEkxqL3HzECOsPXB3OVvRBGh0aWl6/PlAHlIM3xW3CqAoWDOd
+neCQQ20JN9qHcvVt+HJZ9tNg8G6CqQjrPzg6/CMJ0kVAgMBAAGjbzBtMB0GA1Ud
DgQWBBRNFUTTAzjOEKJ3w4PSUb+6vvARPDAfBgNVHSMEGDAWgBRNFUTTAzjOEKJ3
w4PSUb+6vvARPDAPBgNVHRMBAf8EBTADAQH/MBoGA1UdEQQTMBGCCWxvY2FsaG9z
dIcEfwAAATANBgkqhkiG9w0BAQsFAAOCAQEAgmmRsySYqKGBCusOBlMPe2M5ZmUf
wiNl4CNVAp4j5e8E5eogQdtuSnJFKrVTK0/vIq/MOPeK+bNZzteCeAVZOJ+8Q2Eo
EXKVlfgaUWxVAo6VcpnIQb857l5EJglscp8NpN/N2ifmav04KXh46TZI4HN+HcOk
ihtrw9rrO/6t8Mdy3E9mD/B4Ey3YlYko22IkJNqnrFlfvjsI49RoS7BrtZbGrKj3
YghvxHNrEg6F+P4iaCr3cBQbYX9md9DDX16mw4TFQtmuwxjJILia3Ruffpn7VLfY
ldSVVDr4Jly/CGvqK2pqgBUl6chs+YxUfc86v0a8w5kFmqliaybl68pZZw==
-----END CERTIFICATE-----
"""

KEY_PEM = """-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCzUVbYk2NIxwSV
Ubk2XxnyoxxzMtDAC4AXwmCreDq36sdFwQuxeA5cK1DLkan6MGgayAE2/9kCtHtD
2jsQQopifgDJt/YagJqJMFaeisY7KDeZq2D18cUM1w9pmfBJmPCCCWUyivBxo/Ox
cDkhNir1vgPNk4w/kUsIKLZPIOsZCIHlg9ZNsWxEEN1cuAhypBCV1yGjhgJ2w5B2
x4s7FmM7bOr2ciGFH0TRr09jI/IKM2FjVjGf5dd9jr4kEkxqL3HzECOsPXB3OVvR
BGh0aWl6/PlAHlIM3xW3CqAoWDOd+neCQQ20JN9qHcvVt+HJZ9tNg8G6CqQjrPzg
6/CMJ0kVAgMBAAECggEACXrwkqUBgpdUWd6cYlBXK1mjR0CLAnQ5Mp20sFa8Eqgn
c+Z3tfYTxZyxT1SP/imxVKUj/KKRzbpOqrDZdDZzDC+piVX1UsO00ob14A4/L7Z5
xgvmUD/BfA3Mrfe/rpcW3rvHbWDPbc/4siCtlzYUFweTj4/67LYY7OwAw3Xekrqm
dJcYm8e3Xqs82c0xky8KCp1n337A2BITa7aSNTqyahqZkGx4kLa1CtnS7+NC9hgq
bxr41msYo0T67gKQdMq2KA/BIBdIlXr78JkfbNUKUNoxmCHeAgTGKQ5JNJdG++Kp
MmdGentYjKKD5tndsKi1sUvjKRTbaGck/TmfTCNKWwKBgQDvLy7FAw/y7V7YU06q
lOzDTsm+Wp2qFOAlsIXYMqldtQb8+ZjNd1a1f+SFO5wKaYY0xjsi5FP1CYKDUgRx
n5XE+xeVaofuwPiZ7XrSXGwB3R9W7fi3KzkuUZDNHPlJU1a2iwXyg0h1KU/5vJ5F
msDsomnMbUVt4nNLAXdXNW4BvwKBgQC/7K7yUXDuwDIPsq3qqdcUm8cmBEJGg+Go
I69jRrfYKW/qllShm3zL1usnnavGYKuPG3f8GNrXk9WW2GV5A9MG15dVY4fSBJps
SWVbL5YgfEWbWgGWgYocHR8fj8lj/j5zd7tOScLPv4ygaGVjf4O5geqzEGejF9iE
4ut6iLaCKwKBgQCmmOaqswdY3Z1CcERK7JA9OZOr0tIetYuqtNmFTURK0NydN/0G
oCj1Iq+5XVvCpN2lxK1MEF2qP4V4kpglzFI1ce9rU1h7JE4EaTUzcMyKP8qkcfzb
GHArowSI2bWJLVMosozh7i9569yYxpg3QyM9r6KhkTra3vAPPmYxiDWnYQKBgHNc
sDflbi2Eh1LaQyHXnvm7PTSDwNaj9SLc+FKDMoSTO7tVS1+sl5HrCIRSiOsANn8Z
ssBsrDaCnRND1ZKtEs59DnD8F6rMq4nFgFAURXgXWrurmWK/UKXfd1LAWfxp2V4M
rSC8w4WejMfqmG77OdFq3wltJe5pqfMOdx67SIDrAoGAICe4MlJd3op7HNT+n+h0
3atleXNNBKRhVG65IGgban8ayAqnCk5+vWxUpGfQ4IfbT3UHapYMaNO55dksOcQ8
nIpoikKjGbRXzhvqvH88mclO8hSel2dW5GG2NkKKAvoW+jrsINWWzRUlOXxmU8Z5
ICmzmhcewGZUJin6LMgJEhM=
-----END PRIVATE KEY-----
"""


def cert_files():
    d = tempfile.mkdtemp(prefix="knownfix-certs-")
    cert, key = os.path.join(d, "localhost.pem"), os.path.join(d, "localhost.key")
    with open(cert, "w") as f:
        f.write(CERT_PEM)
    with open(key, "w") as f:
        f.write(KEY_PEM)
    return cert, key
