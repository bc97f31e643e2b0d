"""The client calls /v1/items, but the JSON API lives under /api/v1/items; every other path is the web
front end, which answers 200 with its HTML page (a single-page app's fallback route). resp.json() then
refuses the text/html body with ContentTypeError."""
import asyncio
import json

import aiohttp
from aiokit import check, http_response, keepalive_server, parse_remedy

REMEDIES = {"fix-the-request-url", "content-type-none-on-non-json-body", "retry-on-content-type-error"}
remedy = parse_remedy(REMEDIES)
ITEMS = [{"id": 1, "name": "bolt"}, {"id": 2, "name": "nut"}]
INDEX = "<!doctype html><html><head><title>Shop</title></head><body><div id=app></div></body></html>"


def handler(req, state):
    if req["path"] == "/api/v1/items":
        return http_response(200, json.dumps(ITEMS), "application/json")
    return http_response(200, INDEX, "text/html; charset=utf-8")


async def fetch_items(session, base):
    path = "/api/v1/items" if remedy == "fix-the-request-url" else "/v1/items"
    if remedy == "retry-on-content-type-error":
        for attempt in range(3):
            async with session.get(base + path) as resp:
                try:
                    return await resp.json()
                except aiohttp.ContentTypeError:
                    if attempt == 2:
                        raise
                    await asyncio.sleep(0.05)
    async with session.get(base + path) as resp:
        if remedy == "content-type-none-on-non-json-body":
            return await resp.json(content_type=None)
        return await resp.json()


async def main():
    with keepalive_server(handler) as (port, state):
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
            items = await fetch_items(session, "http://127.0.0.1:%d" % port)
    check(items == ITEMS, "items=%r, expected %r" % (items, ITEMS))


asyncio.run(main())
