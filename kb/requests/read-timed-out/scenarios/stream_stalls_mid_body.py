"""ConnectionError: ... Read timed out., cause: a streamed download stalls longer than the read timeout.

A client downloads a 2 MB file with stream=True and iter_content. Halfway through, the server (a
busy mirror, a proxy flushing its buffer) sends nothing for 2 s; the read timeout of 0.5 s applies
to each socket read, so iter_content fails. requests reports a timeout during the body as
ConnectionError, not ReadTimeout. The stall happens on the first attempt only; later requests are
served at once and honour a Range header.

Remedies:
  resume-download-with-range   catch the error, ask for the missing bytes with Range: bytes=N-, append
  keep-partial-download        (dead end) catch the error and keep what has arrived
"""
import hashlib
import re
import time

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"resume-download-with-range", "keep-partial-download"})
DATA = b"".join(hashlib.sha256(str(i).encode()).digest() for i in range(65536))  # 2 MiB
state = {"attempts": 0}


class Mirror(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        state["attempts"] += 1
        start = 0
        m = re.match(r"bytes=(\d+)-$", self.headers.get("Range", ""))
        if m:
            start = int(m.group(1))
        part = DATA[start:]
        self.send_response(206 if m else 200)
        self.send_header("Content-Length", str(len(part)))
        if m:
            self.send_header("Content-Range", "bytes %d-%d/%d" % (start, len(DATA) - 1, len(DATA)))
        self.send_header("Accept-Ranges", "bytes")
        self.end_headers()
        try:
            half = len(part) // 2
            self.wfile.write(part[:half])
            self.wfile.flush()
            if state["attempts"] == 1:
                time.sleep(2.0)  # the stall
                self.close_connection = True
                return
            self.wfile.write(part[half:])
        except OSError:
            self.close_connection = True


def download(url):
    with requests.get(url, stream=True, timeout=(3.05, 0.5)) as r:
        r.raise_for_status()
        for chunk in r.iter_content(65536):
            yield chunk


with serve(Mirror) as port:
    url = "http://127.0.0.1:%d/model.bin" % port
    buf = bytearray()
    if REMEDY == "resume-download-with-range":
        for attempt in range(5):
            headers = {"Range": f"bytes={len(buf)}-"} if buf else {}
            try:
                with requests.get(url, stream=True, timeout=(3.05, 0.5), headers=headers) as r:
                    r.raise_for_status()
                    if buf and r.status_code != 206:
                        buf.clear()          # no range support: start over
                    for chunk in r.iter_content(65536):
                        buf += chunk
                break
            except (requests.exceptions.ConnectionError, requests.exceptions.Timeout):
                continue
    elif REMEDY == "keep-partial-download":
        try:
            for chunk in download(url):
                buf += chunk
        except requests.exceptions.ConnectionError:
            pass
    else:
        for chunk in download(url):
            buf += chunk
    ok = hashlib.sha256(buf).digest() == hashlib.sha256(DATA).digest()
    check(ok, "got %d of %d bytes, sha256 %s the server's, %d request(s)" % (len(buf), len(DATA), "matches" if ok else "differs from", state["attempts"]))
