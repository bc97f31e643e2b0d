"""asyncio.run() cannot be called from a running event loop, cause: notebook / IPython cell.

Jupyter's kernel (ipykernel >= 6) executes cells while its asyncio event loop is running,
and IPython compiles cells with top-level await allowed. This scenario reproduces that
execution model with the stdlib only: a running event loop executes the cell source
compiled with ast.PyCF_ALLOW_TOP_LEVEL_AWAIT (what IPython's autoawait uses).

Remedies:
  await-directly                         the cell does `result = await main()`
  run-in-worker-thread                   run asyncio.run(main()) in a separate thread
  run-until-complete-on-running-loop (dead end)   asyncio.get_event_loop().run_until_complete(main())
"""
import ast, asyncio, json, sys

REMEDIES = {"await-directly", "run-in-worker-thread", "run-until-complete-on-running-loop"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

SETUP = '''
import asyncio

async def fetch(i):
    await asyncio.sleep(0.01)
    return i * i

async def main():
    return sum(await asyncio.gather(*(fetch(i) for i in range(10))))
'''
CELLS = {
    None: "result = asyncio.run(main())",
    "await-directly": "result = await main()",
    "run-in-worker-thread": (
        "import concurrent.futures\n"
        "with concurrent.futures.ThreadPoolExecutor(1) as pool:\n"
        "    result = pool.submit(asyncio.run, main()).result()"
    ),
    "run-until-complete-on-running-loop": "result = asyncio.get_event_loop().run_until_complete(main())",
}


async def run_cell(source, ns):
    code = compile(source, "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    maybe_coro = eval(code, ns)
    if asyncio.iscoroutine(maybe_coro):
        await maybe_coro


async def kernel():
    ns = {}
    await run_cell(SETUP, ns)
    await run_cell(CELLS[REMEDY], ns)
    return ns["result"]


result = asyncio.run(kernel())
expected = sum(i * i for i in range(10))
print("KNOWNFIX_CHECK " + json.dumps({"ok": result == expected, "detail": "result %r, expected %r" % (result, expected)}))
