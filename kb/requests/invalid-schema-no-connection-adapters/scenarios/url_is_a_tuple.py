"""InvalidSchema: No connection adapters were found for "('http://...',)", cause: the URL is a tuple.

A trailing comma after the URL in an assignment makes it a one-element tuple. requests turns
whatever it is given into text, so the "URL" becomes "('http://...',)" and its scheme is
"('http"; no adapter matches.

Remedies:
  pass-a-single-url-string   drop the trailing comma (or pass urls[0], or loop over the list)
  convert-with-str           (dead end) requests.get(str(url)): the text of a tuple is still not a URL
"""
import json

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"pass-a-single-url-string", "convert-with-str"})


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"path": self.path, "proxies": ["10.0.0.1:3128", "10.0.0.2:3128"]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Api) as port:
    if REMEDY == "pass-a-single-url-string":
        PROXY_LIST_URL = "http://127.0.0.1:%d/proxy-list" % port
    else:
        PROXY_LIST_URL = "http://127.0.0.1:%d/proxy-list" % port,   # trailing comma: a tuple
    if REMEDY == "convert-with-str":
        PROXY_LIST_URL = str(PROXY_LIST_URL)
    r = requests.get(PROXY_LIST_URL, timeout=5)
    r.raise_for_status()
    data = r.json()
    check(data == {"path": "/proxy-list", "proxies": ["10.0.0.1:3128", "10.0.0.2:3128"]}, "got %s" % data)
