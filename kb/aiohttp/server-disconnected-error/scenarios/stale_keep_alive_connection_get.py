"""The same stale keep-alive race as stale_keep_alive_connection.py, but the client polls with GET. GET is
idempotent, so an aiohttp release that retries idempotent requests once on a fresh connection when a
pooled one turns out to be closed hides the race."""
import os
import sys

import aiokit  # noqa: F401  (the shared server helper the program below imports)

sys.argv.append("--get")
_here = os.path.dirname(os.path.abspath(__file__))
_path = os.path.join(_here, "stale_keep_alive_connection.py")
exec(compile(open(_path).read(), _path, "exec"))
