"""The reporting side of a client (CLI, MCP): its reporter token, and sending a report to a server.

The token is generated once (``secrets.token_urlsafe``) and kept in ``reporter-token`` under
the config dir (``$KNOWNFIX_CONFIG_DIR``, else the platform's user config dir), mode 0600.
"""

from __future__ import annotations

import json
import os
import secrets
import urllib.error
import urllib.request
from pathlib import Path

from .model import ReportIn

CONFIG_DIR_ENV = "KNOWNFIX_CONFIG_DIR"
TOKEN_FILE = "reporter-token"


class SendError(Exception):
    """A report the server did not store: ``refused`` (4xx: the report itself) or not (unreachable, 5xx)."""

    def __init__(self, message: str, refused: bool) -> None:
        super().__init__(message)
        self.refused = refused


def config_dir() -> Path:
    env = os.environ.get(CONFIG_DIR_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("knownfix", appauthor=False))


def reporter_token() -> str:
    """This user's reporter token (created on first use, readable by the user only); OSError if it cannot be kept."""
    path = config_dir() / TOKEN_FILE
    try:
        token = path.read_text(encoding="ascii").strip()
        if 16 <= len(token) <= 128 and all(c.isascii() and (c.isalnum() or c in "._~-") for c in token):
            return token
    except (OSError, UnicodeDecodeError):
        pass
    token = secrets.token_urlsafe(32)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(token + "\n")
    return token


def send_report(server: str, report: ReportIn, timeout: float = 30.0) -> int:
    """``POST server/api/v1/reports``; the stored report's id, or :class:`SendError`."""
    if not server.startswith(("http://", "https://")):
        raise SendError(f"the server URL must start with http:// or https:// (got {server[:80]!r})", refused=True)
    url = server.rstrip("/") + "/api/v1/reports"
    body = report.model_dump_json(exclude_none=True).encode("utf-8")
    req = urllib.request.Request(url, body, {"content-type": "application/json", "accept": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:  # http(s) only, checked above
            return int(json.loads(resp.read())["id"])
    except urllib.error.HTTPError as e:
        try:
            detail = str(json.loads(e.read()).get("detail", ""))
        except (ValueError, AttributeError, OSError):
            detail = ""
        wait = e.headers.get("retry-after") if e.headers else None
        raise SendError(f"the server refused the report (HTTP {e.code}){': ' + detail if detail else ''}"
                        f"{f' (retry after {wait} s)' if wait else ''}", refused=400 <= e.code < 500) from None
    except (urllib.error.URLError, OSError, ValueError, KeyError) as e:
        raise SendError(f"cannot reach {url}: {getattr(e, 'reason', e)}", refused=False) from None
