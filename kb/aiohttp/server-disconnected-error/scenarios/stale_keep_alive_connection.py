"""A webhook sender POSTs an event every 0.8 s through one ClientSession. The server closes keep-alive
connections that have been idle for 0.5 s; the close crosses the client's next request on the wire, so the
request that reuses the pooled connection gets no answer: ServerDisconnectedError. (The server here closes
when it reads a request on a connection that has been idle longer than its timeout: the same race,
made deterministic.)"""
import asyncio
import json
import sys
import time

import aiohttp
from aiokit import check, http_response, keepalive_server, parse_remedy

REMEDIES = {"retry-once-on-fresh-connection", "force-close-connections", "keepalive-timeout-below-server",
            "longer-client-timeout"}
remedy = parse_remedy(REMEDIES)
METHOD = "GET" if "--get" in sys.argv else "POST"
IDLE_TIMEOUT = 0.5
EVENTS = [{"event": "build", "n": i} for i in range(3)]


def handler(req, state):
    now = time.monotonic()
    last = state.setdefault("last", {})
    prev = last.get(req["conn_no"])
    last[req["conn_no"]] = now
    if prev is not None and now - prev > IDLE_TIMEOUT:
        return None  # the server's idle timer fired: it closes instead of answering
    if METHOD == "POST":
        state.setdefault("received", []).append(json.loads(req["body"]))
    return http_response(200, json.dumps({"ok": True}), "application/json")


async def send(session, url, event):
    if remedy == "retry-once-on-fresh-connection":
        for attempt in range(2):
            try:
                async with session.request(METHOD, url, json=event, headers={"Idempotency-Key": "evt-%d" % event["n"]}) as resp:
                    return await resp.json()
            except aiohttp.ServerDisconnectedError:
                if attempt == 1:
                    raise
    async with session.request(METHOD, url, json=event) as resp:
        return await resp.json()


async def main():
    connector = None
    timeout = aiohttp.ClientTimeout(total=5)
    if remedy == "force-close-connections":
        connector = aiohttp.TCPConnector(force_close=True)
    elif remedy == "keepalive-timeout-below-server":
        connector = aiohttp.TCPConnector(keepalive_timeout=0.2)
    elif remedy == "longer-client-timeout":
        timeout = aiohttp.ClientTimeout(total=60, sock_read=30)
    with keepalive_server(handler) as (port, state):
        url = "http://127.0.0.1:%d/hooks/build" % port
        async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
            answers = []
            for i, event in enumerate(EVENTS):
                if i:
                    await asyncio.sleep(0.8)
                answers.append(await send(session, url, event))
        received = state.get("received", [])
    ok = answers == [{"ok": True}] * len(EVENTS) and (METHOD == "GET" or received == EVENTS)
    check(ok, "%s: %d answers, server received %r, connections opened %d" % (METHOD, len(answers), received, state["conns"]))


asyncio.run(main())
