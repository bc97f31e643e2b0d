"""InvalidURL: Invalid URL 'http:/img/...': No host supplied, cause: a scheme glued to a link that has no host.

A downloader turns the links of a page into URLs with "http:" + href, which works for
protocol-relative links ("//cdn.example.com/x") but not for a root-relative one ("/img/a.png"):
that gives "http:/img/b.png", a scheme followed by a path, and requests finds no host.

Remedies:
  join-with-the-page-url   urllib.parse.urljoin(page_url, href), which handles every kind of link
"""
import hashlib
from urllib.parse import urljoin

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"join-with-the-page-url"})
FILES = {"/img/a.png": hashlib.sha256(b"a").digest() * 32, "/img/b.png": hashlib.sha256(b"b").digest() * 32}


class Site(BaseHTTPRequestHandler):
    def do_GET(self):
        body = FILES.get(self.path, b"")
        self.send_response(200 if body else 404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Site) as port:
    page_url = "http://127.0.0.1:%d/gallery/index.html" % port
    hrefs = ["//127.0.0.1:%d/img/a.png" % port, "/img/b.png"]   # protocol-relative, then root-relative
    got = []
    for href in hrefs:
        url = urljoin(page_url, href) if REMEDY == "join-with-the-page-url" else "http:" + href
        r = requests.get(url, timeout=5)
        r.raise_for_status()
        got.append(r.content)
    ok = got == [FILES["/img/a.png"], FILES["/img/b.png"]]
    check(ok, "%d of %d images intact" % (sum(g in FILES.values() for g in got), len(hrefs)))
