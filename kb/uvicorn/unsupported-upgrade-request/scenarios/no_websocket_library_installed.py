"""A FastAPI app with a WebSocket echo route runs under uvicorn installed as plain `pip install uvicorn` (or as
a dependency of `fastapi` without the [standard] extra), so neither `websockets` nor `wsproto` is importable.
uvicorn's HTTP protocol then treats the client's `Upgrade: websocket` request as a plain HTTP request, logs
"WARNING:  Unsupported upgrade request." and "WARNING:  No supported WebSocket library detected. ..." and the
handshake fails (the client gets 404 instead of 101 Switching Protocols).

The lab's uvicorn environments install uvicorn without websockets or wsproto. The client is a small RFC 6455
client on a raw socket, so it needs neither library either.

Check: the handshake answers 101 and sending "hello" comes back as "echo: hello".

Remedies:
  install-websockets        pip install websockets (into a fresh folder first on sys.path)
  install-wsproto           pip install wsproto (into a fresh folder first on sys.path)
  install-websocket-client  pip install websocket-client (the client library imported as `websocket`)

Usage: python no_websocket_library_installed.py [--remedy ID]
"""

from _wskit import Server, finish, parse_remedy, pip_target, ws_roundtrip

remedy = parse_remedy(("install-websockets", "install-wsproto", "install-websocket-client"))
if remedy == "install-websockets":
    pip_target("websockets")
elif remedy == "install-wsproto":
    pip_target("wsproto")
elif remedy == "install-websocket-client":
    pip_target("websocket-client")

from fastapi import FastAPI, WebSocket  # noqa: E402

app = FastAPI()


@app.websocket("/ws")
async def echo(websocket: WebSocket):
    await websocket.accept()
    text = await websocket.receive_text()
    await websocket.send_text(f"echo: {text}")
    await websocket.close()


with Server(app) as srv:
    status, reply = ws_roundtrip(srv.port, "/ws", "hello")
    log = srv.log.getvalue()

got, want = (status, reply), (101, "echo: hello")
finish(got == want, f"handshake and reply {got}, expected {want}; uvicorn.error log: {log.strip() or 'empty'}",
       failed=status != 101 and "Unsupported upgrade request" in log)
