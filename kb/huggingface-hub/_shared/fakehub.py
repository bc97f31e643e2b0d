"""A stand-in for the Hugging Face Hub's file endpoints, served from a local thread.

huggingface_hub (and transformers through it) sends every request to HF_ENDPOINT, so a
scenario can point HF_ENDPOINT at this server and let the real libraries raise their real
errors. The server answers the way the hub's resolve endpoint does:

* ``HEAD/GET /<repo>/resolve/<rev>/<file>`` (models) and ``/datasets/<repo>/resolve/...``:
  200 with ``X-Repo-Commit``, ``ETag`` and ``Content-Length`` for a file it holds;
* a repo it does not hold, or a private repo asked for without a valid token: 401 with
  ``X-Error-Code: RepoNotFound`` and ``X-Error-Message: Invalid username or password.``
  (anonymous) or 404 ``RepoNotFound`` / ``Repository not found`` (with a token), as the hub
  does since 2022 (huggingface/huggingface_hub#1202, huggingface/transformers#17651);
* a gated repo without a token: 401 ``X-Error-Code: GatedRepo``; with a token of a user who
  has not been granted access: 403 ``GatedRepo``; the error messages are the ones the hub
  sends (quoted in public issues, e.g. ariG23498/gemma3-object-detection#5);
* a file missing from a repo it holds: 404 ``EntryNotFound``.

Nothing leaves the machine: the server listens on 127.0.0.1 only.
"""

import hashlib
import http.server
import os
import tempfile
import threading

COMMIT = "3f0c2b1a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b"
GOOD_TOKEN = "hf_knownfixgranted000000000000000000"


class Repo:
    def __init__(self, files, private=False, gated=False, granted=(), repo_type="model"):
        self.files = {k: (v.encode() if isinstance(v, str) else v) for k, v in files.items()}
        self.private, self.gated, self.granted, self.repo_type = private, gated, set(granted), repo_type


class FakeHub:
    """Repos keyed by (repo_type, repo_id). Start with start(); sets HF_ENDPOINT."""

    def __init__(self):
        self.repos = {}
        self.log = []

    def add(self, repo_id, repo):
        self.repos[(repo.repo_type, repo_id)] = repo

    def start(self):
        hub = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def _send(self, code, headers, body=b""):
                self.send_response(code)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("X-Request-Id", "Root=1-knownfix-lab")
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)

            def _error(self, code, error_code, message):
                body = ('{"error": "%s"}' % message).encode()
                self._send(code, {"X-Error-Code": error_code, "X-Error-Message": message,
                                  "Content-Type": "application/json"}, body)

            def _handle(self):
                path = self.path.split("?", 1)[0]
                hub.log.append((self.command, path))
                parts = path.strip("/").split("/")
                repo_type = "model"
                if parts and parts[0] in ("datasets", "spaces"):
                    repo_type = parts[0][:-1]
                    parts = parts[1:]
                if "resolve" not in parts:
                    return self._error(404, "EntryNotFound", "Entry not found")
                i = parts.index("resolve")
                repo_id, filename = "/".join(parts[:i]), "/".join(parts[i + 2:])
                auth = self.headers.get("Authorization", "")
                token = auth[7:] if auth.startswith("Bearer ") else None
                repo = hub.repos.get((repo_type, repo_id))
                if repo is None or (repo.private and token != GOOD_TOKEN):
                    if token is None:
                        return self._error(401, "RepoNotFound", "Invalid username or password.")
                    return self._error(404, "RepoNotFound", "Repository not found")
                if repo.gated and token not in repo.granted:
                    if token is None:
                        return self._error(401, "GatedRepo", f"Access to model {repo_id} is restricted. "
                                           "You must have access to it and be authenticated to access it. Please log in.")
                    return self._error(403, "GatedRepo", f"Access to model {repo_id} is restricted and you are "
                                       f"not in the authorized list. Visit https://huggingface.co/{repo_id} to ask for access.")
                if filename not in repo.files:
                    return self._error(404, "EntryNotFound", "Entry not found")
                body = repo.files[filename]
                etag = '"%s"' % hashlib.sha1(body).hexdigest()
                self._send(200, {"X-Repo-Commit": COMMIT, "ETag": etag,
                                 "Content-Type": "application/octet-stream"}, body)

            do_HEAD = _handle
            do_GET = _handle

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.endpoint = f"http://127.0.0.1:{self.server.server_address[1]}"
        os.environ["HF_ENDPOINT"] = self.endpoint
        return self


def isolate_hf_home():
    """A fresh, empty HF cache and no stored token; call before importing huggingface_hub."""
    home = tempfile.mkdtemp(prefix="hf-home-")
    os.environ.update({"HF_HOME": home, "HF_HUB_DISABLE_TELEMETRY": "1", "HF_HUB_ETAG_TIMEOUT": "5",
                       "HF_HUB_DOWNLOAD_TIMEOUT": "5", "TRANSFORMERS_VERBOSITY": "error",
                       "HF_HUB_DISABLE_XET": "1"})
    for k in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
        os.environ.pop(k, None)
    return home
