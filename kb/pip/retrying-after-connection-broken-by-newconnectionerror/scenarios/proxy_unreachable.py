"""pip "Retrying (Retry(total=4, ...)) after connection broken by 'ProxyError('Cannot connect to
proxy.', NewConnectionError(...))'", cause: the proxy pip is told to use is not there.

The shell exports HTTPS_PROXY/HTTP_PROXY (a profile written for the office network, a VPN that is
off, a proxy that moved to another port), here pointing at a port nothing listens on. pip sends
every request to that proxy, retries five times, skips the index and finds no distribution. The
index (a local one on 127.0.0.1) and the working proxy are started by the scenario; no outside network.

Remedies:
  fix-the-proxy-address          the proxy that does run (HTTP_PROXY/HTTPS_PROXY = its address)
  unset-proxy-variables          no proxy variables, on a network where the index is reachable directly
  raise-the-timeout (dead end)   --timeout 60 --retries 6 with the same proxy settings
"""
import os, sys
for k in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "all_proxy", "no_proxy"):
    os.environ.pop(k, None)
from pipkit import arg_remedy, check, closed_port, make_wheel, run_in, run_pip, serve, simple_index, tmpdir
from _proxy import start_proxy

REMEDY = arg_remedy({"fix-the-proxy-address", "unset-proxy-variables", "raise-the-timeout"})

tmp = tmpdir()
whl = make_wheel(os.path.join(tmp, "dists"), "tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"})
simple_index(os.path.join(tmp, "index"), [whl])
index = serve(os.path.join(tmp, "index"))
dead = "http://127.0.0.1:%d" % closed_port()
env = {"HTTP_PROXY": dead, "HTTPS_PROXY": dead, "http_proxy": dead, "https_proxy": dead}
args = ["install", "--index-url", index + "/simple", "--timeout", "5", "--target", os.path.join(tmp, "site")]
if REMEDY == "fix-the-proxy-address":
    live = start_proxy()
    env = {"HTTP_PROXY": live, "HTTPS_PROXY": live, "http_proxy": live, "https_proxy": live}
elif REMEDY == "unset-proxy-variables":
    env = {}
elif REMEDY == "raise-the-timeout":
    args = [a if a != "5" else "60" for a in args] + ["--retries", "6"]
run_pip(args + ["tinyfmt"], env=env)
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234.5))", env={"PYTHONPATH": os.path.join(tmp, "site")})
check(got == "1,234.50", "tinyfmt.money(1234.5) -> %r, expected '1,234.50'%s" % (got, " (through the proxy)" if REMEDY == "fix-the-proxy-address" else ""))
