"""The body is valid JSON, but the server labels it text/plain (a hand-written endpoint, a static file
server, a device's web API). aiohttp's resp.json() checks the Content-Type first and raises."""
import asyncio
import json

import aiohttp
from aiokit import check, http_response, keepalive_server, parse_remedy

REMEDIES = {"json-content-type-none", "decode-text-with-json-loads", "retry-on-content-type-error"}
remedy = parse_remedy(REMEDIES)
STATUS = {"device": "thermostat-2", "temperature": 21.5, "mode": "heat", "label": "Wohnzimmer \u00fc"}


def handler(req, state):
    return http_response(200, json.dumps(STATUS, ensure_ascii=False), "text/plain; charset=utf-8")


async def read_status(session, url):
    if remedy == "retry-on-content-type-error":
        for attempt in range(3):
            async with session.get(url) as resp:
                try:
                    return await resp.json()
                except aiohttp.ContentTypeError:
                    if attempt == 2:
                        raise
                    await asyncio.sleep(0.05)
    async with session.get(url) as resp:
        if remedy == "json-content-type-none":
            return await resp.json(content_type=None)
        if remedy == "decode-text-with-json-loads":
            return json.loads(await resp.text())
        return await resp.json()


async def main():
    with keepalive_server(handler) as (port, state):
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
            status = await read_status(session, "http://127.0.0.1:%d/status" % port)
    check(status == STATUS, "status=%r, expected %r" % (status, STATUS))


asyncio.run(main())
