"""Shared by this entry's scenarios: a browser's CORS check (Fetch standard) in front of a real FastAPI app.

The server side is real: every preflight and request goes through FastAPI/Starlette via TestClient. What a
browser does with the answers is emulated here, following the CORS protocol of the Fetch standard
(https://fetch.spec.whatwg.org/#http-cors-protocol): a preflight OPTIONS for a non-simple request, the CORS
check on Access-Control-Allow-Origin / -Credentials, the ok-status check on the preflight, the method and
header checks. When the browser would block the response, the scenario prints Chrome's console wording and
exits 1, as a front-end developer sees it.
"""

import argparse
import json
import sys
import warnings

warnings.filterwarnings("ignore", message=".*httpx.*")  # starlette 1.x TestClient deprecation notice

SAFELISTED_CT = {"application/x-www-form-urlencoded", "multipart/form-data", "text/plain"}


class Blocked(Exception):
    pass


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def _cors_check(resp, origin, credentials):
    acao = resp.headers.get("access-control-allow-origin")
    if acao is None:
        return "No 'Access-Control-Allow-Origin' header is present on the requested resource."
    if acao == "*" and credentials:
        return ("The value of the 'Access-Control-Allow-Origin' header in the response must not be the wildcard "
                "'*' when the request's credentials mode is 'include'.")
    if acao != "*" and acao != origin:
        return (f"The 'Access-Control-Allow-Origin' header has a value '{acao}' that is not equal to the "
                "supplied origin.")
    if credentials and resp.headers.get("access-control-allow-credentials") != "true":
        return ("The value of the 'Access-Control-Allow-Credentials' header in the response is '' which must be "
                "'true' when the request's credentials mode is 'include'.")
    return None


def fetch(client, origin, method, path, json_body=None, headers=None, credentials=False):
    """What fetch() in a page served from `origin` gets: (status, body text), or Blocked with Chrome's words."""
    headers = dict(headers or {})
    if json_body is not None:
        headers["Content-Type"] = "application/json"
    url = f"http://testserver{path}"
    nonsimple = [h for h in headers if h.lower() not in ("accept", "accept-language", "content-language")
                 and not (h.lower() == "content-type" and headers[h] in SAFELISTED_CT)]
    if method not in ("GET", "HEAD", "POST") or nonsimple:
        pre_headers = {"Origin": origin, "Access-Control-Request-Method": method}
        if nonsimple:
            pre_headers["Access-Control-Request-Headers"] = ",".join(sorted(h.lower() for h in nonsimple))
        pre = client.options(path, headers=pre_headers)
        why = _cors_check(pre, origin, credentials)
        if why is None and not 200 <= pre.status_code < 300:
            why = "It does not have HTTP ok status."
        if why is None:
            allowed_m = [m.strip() for m in pre.headers.get("access-control-allow-methods", "").split(",")]
            if method not in allowed_m and not ("*" in allowed_m and not credentials):
                why = f"Method {method} is not allowed by Access-Control-Allow-Methods in preflight response."
        if why is None:
            allowed_h = [h.strip().lower() for h in pre.headers.get("access-control-allow-headers", "").split(",")]
            for h in nonsimple:
                if h.lower() not in allowed_h and not ("*" in allowed_h and not credentials):
                    why = (f"Request header field {h.lower()} is not allowed by Access-Control-Allow-Headers in "
                           "preflight response.")
                    break
        if why is not None:
            raise Blocked(f"Access to fetch at '{url}' from origin '{origin}' has been blocked by CORS policy: "
                          f"Response to preflight request doesn't pass access control check: {why}")
    kwargs = {"headers": {"Origin": origin, **headers}}
    if credentials:  # credentials: "include" sends the site's cookies with the request (never with the preflight)
        kwargs["headers"]["Cookie"] = "session=3f9a"
    if json_body is not None:
        kwargs["content"] = json.dumps(json_body)
    resp = client.request(method, path, **kwargs)
    why = _cors_check(resp, origin, credentials)
    if why is not None:
        tail = (" If an opaque response serves your needs, set the request's mode to 'no-cors' to fetch the "
                "resource with CORS disabled.") if why.startswith("No ") else ""
        raise Blocked(f"Access to fetch at '{url}' from origin '{origin}' has been blocked by CORS policy: {why}{tail}"
                      f"\n{method} {url} net::ERR_FAILED {resp.status_code}")
    return resp.status_code, resp.text


def page_fetch(client, origin, method, path, **kw):
    """fetch() from the page: on a CORS block print the console error and exit 1."""
    try:
        return fetch(client, origin, method, path, **kw)
    except Blocked as e:
        sys.exit(str(e))


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def other_origin_blocked(client, method, path, **kw):
    """True when a page on an unrelated site cannot read the response (the check a CORS policy exists for)."""
    try:
        fetch(client, "https://evil.example.net", method, path, **kw)
    except Blocked:
        return True
    return False
