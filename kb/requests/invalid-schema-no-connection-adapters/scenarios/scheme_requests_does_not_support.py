"""InvalidSchema: No connection adapters were found for 'mailto:...', cause: a scheme requests has no adapter for.

A small crawler collects every href of a page and fetches each one. Besides http links the page
has mailto:, tel: and ftp:// links; requests mounts adapters only for http:// and https://, so the
first of those raises InvalidSchema. (ws://, file://, s3:// and typos such as htps:// fail the
same way.)

Remedies:
  skip-or-route-other-schemes   fetch only http(s) links (urljoin + urlsplit); hand the others to a tool made for them
"""
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"skip-or-route-other-schemes"})
PAGES = {
    "/": '<a href="/about">About</a> <a href="mailto:office@example.com">Mail</a> <a href="tel:+1-555-0100">Call</a> <a href="/team">Team</a>',
    "/about": '<a href="ftp://files.example.com/catalog.pdf">Catalog</a> <a href="/">Home</a>',
    "/team": '<a href="/about">About</a>',
}


class Site(BaseHTTPRequestHandler):
    def do_GET(self):
        html = PAGES.get(self.path)
        body = ("<html><body>%s</body></html>" % html).encode() if html else b"not found"
        self.send_response(200 if html else 404)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs += [v for k, v in attrs if k == "href"]


with serve(Site) as port:
    start = "http://127.0.0.1:%d/" % port
    seen, queue, other = set(), [start], set()
    while queue:
        url = queue.pop(0)
        if url in seen:
            continue
        if REMEDY == "skip-or-route-other-schemes" and urlsplit(url).scheme not in ("http", "https"):
            other.add(url)
            continue
        seen.add(url)
        r = requests.get(url, timeout=5)
        r.raise_for_status()
        parser = Links()
        parser.feed(r.text)
        queue += [urljoin(url, h) for h in parser.hrefs]
    crawled = sorted(urlsplit(u).path for u in seen)
    ok = crawled == sorted(PAGES) and other == {"mailto:office@example.com", "tel:+1-555-0100", "ftp://files.example.com/catalog.pdf"}
    check(ok, "crawled %s, set aside %d non-http links" % (crawled, len(other)))
