"""RuntimeWarning: coroutine '...' was never awaited, cause: an `async def` test method in a plain
unittest.TestCase.

unittest.TestCase calls the test method like a function; for an `async def` that only creates a coroutine
object, so the test body never runs, its assertions are never checked, and the test is reported as passed
(Python 3.11+ adds a DeprecationWarning about the non-None return value). This program's test contains a
real assertion about a cache lookup; the check requires that the body ran and the suite passed.

The warning is printed, not raised, so the program records warnings with a warnings.showwarning wrapper
(the default printing is kept), and exits with status 1 when one was printed.

Remedies:
  isolated-asyncio-testcase         derive the test class from unittest.IsolatedAsyncioTestCase (3.8+)
  asyncio-run-in-sync-test          keep TestCase and run the coroutine with asyncio.run() in a sync test
"""
import asyncio, gc, io, json, sys, unittest, warnings

REMEDIES = {"isolated-asyncio-testcase", "asyncio-run-in-sync-test"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

NEVER_AWAITED = []
_show = warnings.showwarning


def showwarning(message, category, filename, lineno, file=None, line=None):
    if category is RuntimeWarning and "was never awaited" in str(message):
        NEVER_AWAITED.append(str(message))
    _show(message, category, filename, lineno, file, line)


warnings.showwarning = showwarning
RAN = []


async def lookup(cache, key):
    await asyncio.sleep(0.001)
    return cache.get(key, "miss")


if REMEDY == "isolated-asyncio-testcase":
    class CacheTest(unittest.IsolatedAsyncioTestCase):
        async def test_lookup(self):
            RAN.append("test_lookup")
            self.assertEqual(await lookup({"a": 1}, "a"), 1)
elif REMEDY == "asyncio-run-in-sync-test":
    class CacheTest(unittest.TestCase):
        def test_lookup(self):
            asyncio.run(self._test_lookup())

        async def _test_lookup(self):
            RAN.append("test_lookup")
            self.assertEqual(await lookup({"a": 1}, "a"), 1)
else:
    class CacheTest(unittest.TestCase):
        async def test_lookup(self):
            RAN.append("test_lookup")
            self.assertEqual(await lookup({"a": 1}, "a"), 1)

suite = unittest.defaultTestLoader.loadTestsFromTestCase(CacheTest)
result = unittest.TextTestRunner(stream=io.StringIO(), verbosity=2, warnings="default").run(suite)
gc.collect()
if NEVER_AWAITED:
    sys.exit(1)
ok = RAN == ["test_lookup"] and result.wasSuccessful() and result.testsRun == 1
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "test body ran: %s; tests run %d, successful: %s"
                                       % (bool(RAN), result.testsRun, result.wasSuccessful())}))
