"""HTTPError: 403 Client Error: rate limit exceeded for url: ..., cause: an anonymous rate limit used up.

Some APIs answer an exhausted rate limit with 403 instead of 429; GitHub's REST API does, with the
reason phrase "rate limit exceeded" and X-RateLimit-Remaining: 0, and it allows far more requests
to authenticated clients than to anonymous ones. A release checker makes 6 anonymous calls against a
limit of 3 per hour. With a token the limit is 5000 per hour.

Remedies:
  authenticate-for-the-higher-limit   send the API token (Authorization: Bearer ...) read from the environment
"""
import json
import os
import threading

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"authenticate-for-the-higher-limit"})
TOKEN = "ghp_lab_example_token"
REPOS = ["psf/requests", "urllib3/urllib3", "pallets/flask", "encode/httpx", "aio-libs/aiohttp", "python/cpython"]
lock, used = threading.Lock(), {"anonymous": 0, "token": 0}


def latest(repo):
    return "v%d.%d" % (len(repo) % 7 + 1, sum(map(ord, repo)) % 10)


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        authed = self.headers.get("Authorization") == "Bearer " + TOKEN
        who, limit = ("token", 5000) if authed else ("anonymous", 3)
        with lock:
            used[who] += 1
            remaining = limit - used[who]
        if remaining < 0:
            body = b'{"message": "API rate limit exceeded for 127.0.0.1. (But here\'s the good news: Authenticated requests get a higher rate limit.)"}'
            self.send_response(403, "rate limit exceeded")
            remaining = 0
        else:
            repo = self.path[len("/repos/"):-len("/releases/latest")]
            body = json.dumps({"tag_name": latest(repo)}).encode()
            self.send_response(200)
        self.send_header("X-RateLimit-Limit", str(limit))
        self.send_header("X-RateLimit-Remaining", str(remaining))
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Api) as port:
    session = requests.Session()
    if REMEDY == "authenticate-for-the-higher-limit":
        os.environ["GITHUB_TOKEN"] = TOKEN  # set by the CI secret or the user's shell
        session.headers["Authorization"] = "Bearer " + os.environ["GITHUB_TOKEN"]
    tags = {}
    for repo in REPOS:
        r = session.get("http://127.0.0.1:%d/repos/%s/releases/latest" % (port, repo), timeout=5)
        r.raise_for_status()
        tags[repo] = r.json()["tag_name"]
    check(tags == {r: latest(r) for r in REPOS}, "%d release tags, %s" % (len(tags), used))
