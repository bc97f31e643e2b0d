"""MissingSchema: Invalid URL '/static/...': No scheme supplied, cause: a relative URL passed to requests.

A scraper downloads the images of a page. The page's <img src> values are relative ("/static/...",
"img/..."), as pages usually write them, and the code passes them to requests.get as they are.
requests needs an absolute URL and raises MissingSchema; its suggestion ("Perhaps you meant
https:///static/...?") does not help either, because the host is missing, not only the scheme.

Remedies:
  join-with-the-base-url   urllib.parse.urljoin(page_url, src)
  follow-the-suggestion    (dead end) prepend "https://" as the message suggests
"""
import hashlib
from html.parser import HTMLParser
from urllib.parse import urljoin

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"join-with-the-base-url", "follow-the-suggestion"})
FILES = {"/static/logo.png": hashlib.sha256(b"logo").digest() * 64, "/gallery/img/cat.jpg": hashlib.sha256(b"cat").digest() * 128}
PAGE = '<html><body><img src="/static/logo.png"><img src="img/cat.jpg"></body></html>'


class Site(BaseHTTPRequestHandler):
    def do_GET(self):
        body = PAGE.encode() if self.path == "/gallery/" else FILES.get(self.path)
        self.send_response(200 if body else 404)
        self.send_header("Content-Length", str(len(body or b"")))
        self.end_headers()
        self.wfile.write(body or b"")


class Images(HTMLParser):
    def __init__(self):
        super().__init__()
        self.srcs = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.srcs += [v for k, v in attrs if k == "src"]


with serve(Site) as port:
    page_url = "http://127.0.0.1:%d/gallery/" % port
    page = requests.get(page_url, timeout=5)
    parser = Images()
    parser.feed(page.text)
    got = {}
    for src in parser.srcs:
        if REMEDY == "join-with-the-base-url":
            url = urljoin(page_url, src)
        elif REMEDY == "follow-the-suggestion":
            url = "https://" + src
        else:
            url = src
        r = requests.get(url, timeout=5)
        r.raise_for_status()
        got[url] = r.content
    ok = sorted(got.values()) == sorted(FILES.values())
    check(ok, "downloaded %d of %d images intact" % (sum(v in FILES.values() for v in got.values()), len(FILES)))
