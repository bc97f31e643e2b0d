"""A crawler submits 20 jobs at once with asyncio.gather. The server has 4 workers and drops any request
beyond that without an answer (like a server or proxy at its connection limit). aiohttp's default
connector allows 100 connections, so 16 requests hit a dropped connection: ServerDisconnectedError."""
import asyncio
import json
import time

import aiohttp
from aiokit import check, http_response, keepalive_server, parse_remedy

REMEDIES = {"limit-concurrency", "force-close-for-concurrency", "longer-client-timeout"}
remedy = parse_remedy(REMEDIES)
WORKERS = 4
JOBS = list(range(20))


def handler(req, state):
    with state["lock"]:
        busy = state.get("busy", 0)
        if busy >= WORKERS:
            state["dropped"] = state.get("dropped", 0) + 1
            return None  # no free worker: the connection is dropped
        state["busy"] = busy + 1
    try:
        time.sleep(0.1)
        job = json.loads(req["body"])
        with state["lock"]:
            state.setdefault("done", []).append(job["id"])
        return http_response(200, json.dumps({"id": job["id"], "square": job["id"] ** 2}), "application/json")
    finally:
        with state["lock"]:
            state["busy"] -= 1


async def submit(session, url, i):
    async with session.post(url, json={"id": i}) as resp:
        return await resp.json()


async def main():
    connector = None
    timeout = aiohttp.ClientTimeout(total=10)
    if remedy == "limit-concurrency":
        connector = aiohttp.TCPConnector(limit=WORKERS)
    elif remedy == "force-close-for-concurrency":
        connector = aiohttp.TCPConnector(force_close=True)
    elif remedy == "longer-client-timeout":
        timeout = aiohttp.ClientTimeout(total=60, sock_read=30)
    with keepalive_server(handler) as (port, state):
        url = "http://127.0.0.1:%d/jobs" % port
        async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
            results = await asyncio.gather(*(submit(session, url, i) for i in JOBS))
    expected = [{"id": i, "square": i * i} for i in JOBS]
    check(results == expected and sorted(state["done"]) == JOBS,
          "%d results, server finished %d jobs, dropped %d" % (len(results), len(state.get("done", [])), state.get("dropped", 0)))


asyncio.run(main())
