"""A second, unrelated self-signed certificate for ``localhost`` (valid until 2126): an impostor.

Made the same way as ``certs.py`` but with a fresh key. Scenarios use it for a server that claims
to be the same host, to check that a client really verifies certificates: a client that trusts
only ``certs.CERT_PEM`` must refuse this one. ``impostor_files()`` returns ``(cert_path, key_path)``.
"""
import os
import tempfile

CERT_PEM = """-----BEGIN CERTIFICATE-----
MIIDJzCCAg+gAwIBAgIUeUFLQrmWJLu1v8GZqzmkkGLUqdMwDQYJKoZIhvcNAQEL
BQAwFDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTIwMjA2MDUyM1oYDzIxMjYx
MTA4MDYwNTIzWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwggEiMA0GCSqGSIb3DQEB
AQUAA4IBDwAwggEKAoIBAQCsuNSD4u6oFtg09CX2WvIX5r70zovAbNzgVKsxvxC5
mMjG1NB57MF4RCqMDrGzOpeOnBIhO00XBcEuYkcbMmesxt3v5SLqLjoNaQkloyiP
ILlO54G15kWsDhtYJmhuK3SOhD+A9pxI27BRw5NGMbILV4P4KUIAoqc8kwTrUdR/
i/AZrAo9WDW05ZMcKwpxZ71jZGjhwun4X9DRNq0PR0F3B3KFBQywLIq2OKEe7aDH
s9j//eQAgABwz4V3xR6qT7qTzrTJmx2G1eW7IJFqiEeznnIqQ/Y6eh0PEQe8SI3U
cTB+fwYwskPn0IuOZaXCEictimREazCYy8Y9b4HTtgDTAgMBAAGjbzBtMB0GA1Ud
DgQWBBQe6CYGwiVSdZYsSxkIR8VTWrwq0TAfBgNVHSMEGDAWgBQe6CYGwiVSdZYs
SxkIR8VTWrwq0TAPBgNVHRMBAf8EBTADAQH/MBoGA1UdEQQTMBGCCWxvY2FsaG9z
dIcEfwAAATANBgkqhkiG9w0BAQsFAAOCAQEAlMLYnL3bVtkPfFKUOtqIo2MTJnVg
5dUSHqLClTyNY375NbiHP6yeivvpFnjHYiItXgaFwj+TyKv9uNZF81ahBGc4tkU5
1tjb8Q9abnmvRmaiTi0132udLXfYmLkoGBQzBH8/lJQW7xPJiai2icjAU+encJGh
Bz+8GN967c/e9Di6ZZkEW8iFDftmWR8bCKemgbSZLTwMNhb2tzvH3MZ4tc4DA/Yo
nd225u2Bjw6HdVaP1s6mHMpLgoPXXYsPWOkPJY5zQ6Guu4eQWFAKa2Uvz7fu0FnA
u3Zw1T3TCZWoUi98f5O9NvlshQMo5H6RP3SKtMgbxGwUusSozYr05vWnog==
-----END CERTIFICATE-----
"""

KEY_PEM = """-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCsuNSD4u6oFtg0
9CX2WvIX5r70zovAbNzgVKsxvxC5mMjG1NB57MF4RCqMDrGzOpeOnBIhO00XBcEu
YkcbMmesxt3v5SLqLjoNaQkloyiPILlO54G15kWsDhtYJmhuK3SOhD+A9pxI27BR
w5NGMbILV4P4KUIAoqc8kwTrUdR/i/AZrAo9WDW05ZMcKwpxZ71jZGjhwun4X9DR
Nq0PR0F3B3KFBQywLIq2OKEe7aDHs9j//eQAgABwz4V3xR6qT7qTzrTJmx2G1eW7
IJFqiEeznnIqQ/Y6eh0PEQe8SI3UcTB+fwYwskPn0IuOZaXCEictimREazCYy8Y9
b4HTtgDTAgMBAAECggEANgBLoThwOWl7C4NR4yYoDsT76voww2bF3/VY2OLNzdkw
3MlorNYS3xEg5E0rzceB3vp4yJ8LySjpbyEW7i/iLii29uwC8Iinac3vKC9M3QL0
LPFAoqhuHA8FCZhoihlYBb7fQ+jWkAjvpYCqKQYcjmM8RXhQxHYWJ2An55LcB0wq
QkBix4GlXky+/GzOkhnnkC5C438osUolf1JKO8/zqb3QU9KBsGT4SSVfnpshXP26
5WKDkvXc0oP3XQlxUa2GkjWynvIqVGHBFFPr2QW3QYr72cvL9lN9BSz45AVThC3Z
pxSNvdlJ8u4KgXitbwW8Agw/UTAfP04NpyohbmtAgQKBgQDz9DpYx4qSkb3kdcYe
2ERjQwkPauEt3Ju0Oq+CXpk8/5743Yu3+/bRXP2timJMwOTGz8kIOoCJXePuDnwH
VvbGPU1mpIN8urBhLufrqdyBiaKWyUyx1ko9/oQfqG56kfPgjpwTojWmKy4T/OPw
ZpOygctUlaJ4/Zl9xWfqH4v+8wKBgQC1QCxKCXnRNys25ND654TVakXfIIxfxd9d
ECvXh4wqYHNrRAl92PvRnDoRPbPIqwo+WlF7huknW6zGDQukRItNP3Ag1X8PyVJn
D6UEcdCgqqSbbN1Oz0qkNchG2AdCSv5GwUG3R870F4pV/aoAn9iS6KnUXmfCVUoP
O0l6XHkuoQKBgGPME1piNuQCzwX40BWqLz/UGo6+EGQsjV3LbCUPAe0cPTJdn1yi
rLO1MOmfZNs1ReG2+uxs0kxfpnCqaD6war9qMJG+1zNdQ+5du+6CTHyJi4PX0ZIm
sbRuvCofQyLNNlE0xdCaWQwjOfRfTff4Xo913XI6zH5mcDYtXXc/dIvVAoGAe8il
9rJeBapd0xGWP6TaLT51FZuPAuGKWG5w4rNp4I8ahEllChOkd1Twu1GedQ+K4Wah
e3F5zi1n46KJLti5IjqPA32LV2aw5j3i/xQT3YZtANDqm6YqXdd1PhzPaFD7M6tM
jDV4e2+QRIYHEoIYUMyhH66RwkCpYZml5vE8ucECgYA1ZXNn3OAJvZrPWk78WsJH
N7iqQjeU6mGKJ21KPSk5olIpaJfOIRvQuQE8N+ZpP6rEGj8vf95tNdU9PW5oWQVz
7p0JTqLomdYtXSCbGalqJtvofm/Z0TiTKQKQ8YM0QFMYHxbcR6yWclpYO2ohfDo7
0+gWtKWCA1nh5ptR9zUZYQ==
-----END PRIVATE KEY-----
"""


def impostor_files():
    d = tempfile.mkdtemp(prefix="knownfix-impostor-")
    cert, key = os.path.join(d, "impostor.pem"), os.path.join(d, "impostor.key")
    with open(cert, "w") as f:
        f.write(CERT_PEM)
    with open(key, "w") as f:
        f.write(KEY_PEM)
    return cert, key
