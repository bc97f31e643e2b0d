"""DELETE answers 204 No Content: no body and no Content-Type. The client's helper calls resp.json()
on every response, and aiohttp reports the missing type as "unexpected mimetype: " (empty)."""
import asyncio
import json

import aiohttp
from aiokit import check, http_response, keepalive_server, parse_remedy

REMEDIES = {"skip-json-when-no-body", "json-content-type-none", "retry-on-content-type-error"}
remedy = parse_remedy(REMEDIES)


def handler(req, state):
    store = state.setdefault("store", {"1": "bolt", "2": "nut", "3": "washer"})
    key = req["path"].rsplit("/", 1)[-1]
    if req["method"] == "DELETE":
        with state["lock"]:
            store.pop(key, None)
        return http_response(204)
    if req["method"] == "GET":
        return http_response(200, json.dumps(sorted(store)), "application/json")
    return http_response(404, "not found", "text/plain")


async def call(session, method, url):
    if remedy == "retry-on-content-type-error":
        for attempt in range(3):
            async with session.request(method, url) as resp:
                try:
                    return await resp.json()
                except aiohttp.ContentTypeError:
                    if attempt == 2:
                        raise
                    await asyncio.sleep(0.05)
    async with session.request(method, url) as resp:
        resp.raise_for_status()
        if remedy == "skip-json-when-no-body":
            if resp.status == 204 or resp.content_length == 0:
                return None
            return await resp.json()
        if remedy == "json-content-type-none":
            return await resp.json(content_type=None)
        return await resp.json()


async def main():
    with keepalive_server(handler) as (port, state):
        base = "http://127.0.0.1:%d/api/items" % port
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
            deleted = await call(session, "DELETE", base + "/2")
            left = await call(session, "GET", base)
    check(deleted is None and left == ["1", "3"], "delete returned %r, items left %r (expected None, ['1', '3'])" % (deleted, left))


asyncio.run(main())
