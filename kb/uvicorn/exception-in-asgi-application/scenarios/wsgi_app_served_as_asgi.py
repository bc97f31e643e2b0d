"""A WSGI application (a plain `app(environ, start_response)` callable, the shape of a Flask or Django WSGI app)
is handed to uvicorn. uvicorn's automatic interface detection sees a callable that is not a coroutine function,
treats it as ASGI2 and calls `app(scope)`, which fails with "TypeError: ... missing 1 required positional
argument: 'start_response'"; uvicorn logs "Exception in ASGI application" and answers 500.

Check: GET /hello answers 200 "hello from wsgi /hello".

Remedies:
  interface-wsgi              tell uvicorn the app is WSGI: uvicorn.run(app, interface="wsgi")
  interface-asgi3             force interface="asgi3" (wrong: the app still is not ASGI)

Usage: python wsgi_app_served_as_asgi.py [--remedy ID]
"""

from _kit import finish, parse_remedy, serve_and_get

remedy = parse_remedy(("interface-wsgi", "interface-asgi3"))


def app(environ, start_response):
    body = f"hello from wsgi {environ['PATH_INFO']}".encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))])
    return [body]


config = {}
if remedy == "interface-wsgi":
    config["interface"] = "wsgi"
elif remedy == "interface-asgi3":
    config["interface"] = "asgi3"

got = serve_and_get(app, ["/hello"], **config)
finish(got, [(200, "hello from wsgi /hello")])
