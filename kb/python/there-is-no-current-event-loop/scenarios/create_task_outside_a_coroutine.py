"""RuntimeError: no running event loop, cause: asyncio.create_task() (or get_running_loop())
called from synchronous code.

create_task() schedules the coroutine on the loop that is running right now; a plain function
called from the top level of a script runs while no loop is running. (The coroutine object it
was given is never awaited, so a RuntimeWarning follows the traceback.)

Remedies:
  create-tasks-inside-a-coroutine   move the scheduling into an async main() run by asyncio.run()
"""
import asyncio, json, sys

REMEDIES = {"create-tasks-inside-a-coroutine"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


async def download(i):
    await asyncio.sleep(0.01)
    return "file-%d" % i


def start_downloads(n):
    return [asyncio.create_task(download(i)) for i in range(n)]


if REMEDY == "create-tasks-inside-a-coroutine":
    async def main():
        tasks = start_downloads(3)             # now called while the loop runs
        return await asyncio.gather(*tasks)
    got = asyncio.run(main())
else:
    tasks = start_downloads(3)
    got = asyncio.get_event_loop().run_until_complete(asyncio.gather(*tasks))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ["file-0", "file-1", "file-2"], "detail": "%r" % (got,)}))
