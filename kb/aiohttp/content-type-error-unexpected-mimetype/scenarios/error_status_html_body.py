"""The JSON API sits behind a reverse proxy. While the backend restarts, the proxy answers the first
requests with its own 503 page in text/html; the client calls resp.json() without looking at the
status, so ContentTypeError hides the 503."""
import asyncio
import json

import aiohttp
from aiokit import check, http_response, keepalive_server, parse_remedy

REMEDIES = {"check-status-and-retry", "content-type-none-on-non-json-body", "retry-on-content-type-error"}
remedy = parse_remedy(REMEDIES)
PRICE = {"sku": "A-100", "price": 12.5}
PAGE_503 = "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>"


def handler(req, state):
    with state["lock"]:
        state["seen"] = state.get("seen", 0) + 1
        n = state["seen"]
    if n <= 2:  # the backend is still starting
        return http_response(503, PAGE_503, "text/html")
    return http_response(200, json.dumps(PRICE), "application/json")


async def get_price(session, url):
    if remedy == "check-status-and-retry":
        for attempt in range(5):
            async with session.get(url) as resp:
                if resp.status in (429, 502, 503, 504) and attempt < 4:
                    await asyncio.sleep(0.05 * 2 ** attempt)
                    continue
                resp.raise_for_status()
                return await resp.json()
    if remedy == "retry-on-content-type-error":
        for attempt in range(5):
            async with session.get(url) as resp:
                try:
                    return await resp.json()
                except aiohttp.ContentTypeError:
                    if attempt == 4:
                        raise
                    await asyncio.sleep(0.05)
    async with session.get(url) as resp:
        if remedy == "content-type-none-on-non-json-body":
            return await resp.json(content_type=None)
        return await resp.json()


async def main():
    with keepalive_server(handler) as (port, state):
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
            price = await get_price(session, "http://127.0.0.1:%d/api/price/A-100" % port)
    check(price == PRICE, "price=%r, expected %r" % (price, PRICE))


asyncio.run(main())
