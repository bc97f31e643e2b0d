"""RuntimeError: This event loop is already running, cause: a notebook cell (or a library it calls) runs
loop.run_until_complete() while the kernel's own event loop is running.

Jupyter's kernel (ipykernel >= 6) executes cells while its asyncio event loop is running, and IPython
compiles cells with top-level await allowed. This program reproduces that execution model with the stdlib
only: a running event loop executes the cell source compiled with ast.PyCF_ALLOW_TOP_LEVEL_AWAIT (what
IPython's autoawait uses). The cell calls a sync library function written in the
get_event_loop().run_until_complete() style; get_event_loop() returns the kernel's running loop.

Remedies:
  await-in-cell                          the cell awaits the coroutine: `rows = await fetch_rows()`
  run-in-worker-thread                   the sync call runs asyncio.run() in a separate thread
  new-event-loop-in-cell (dead end)      asyncio.new_event_loop().run_until_complete(...) in the cell
  asyncio-run-in-cell (dead end)         asyncio.run(fetch_rows()) in the cell
"""
import ast, asyncio, json, sys

REMEDIES = {"await-in-cell", "run-in-worker-thread", "new-event-loop-in-cell", "asyncio-run-in-cell"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

SETUP = '''
import asyncio

async def fetch_row(i):
    await asyncio.sleep(0.001)
    return {"id": i, "value": i * 10}

async def fetch_rows():
    return await asyncio.gather(*(fetch_row(i) for i in range(5)))

def load_rows():
    """A library's sync convenience API, written before asyncio.run existed."""
    loop = asyncio.get_event_loop()
    return loop.run_until_complete(fetch_rows())
'''
CELLS = {
    None: "rows = load_rows()",
    "await-in-cell": "rows = await fetch_rows()",
    "run-in-worker-thread": (
        "import concurrent.futures\n"
        "with concurrent.futures.ThreadPoolExecutor(1) as pool:\n"
        "    rows = pool.submit(asyncio.run, fetch_rows()).result()"
    ),
    "new-event-loop-in-cell": "rows = asyncio.new_event_loop().run_until_complete(fetch_rows())",
    "asyncio-run-in-cell": "rows = asyncio.run(fetch_rows())",
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
    return ns["rows"]


rows = asyncio.run(kernel())
expected = [{"id": i, "value": i * 10} for i in range(5)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": rows == expected, "detail": "rows %r, expected %r" % (rows, expected)}))
