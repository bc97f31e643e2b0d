"""jax is upgraded while jaxlib stays behind (pip --no-deps, a pinned jaxlib, a conda package).

The environment has jaxlib X; the program installs the next jax release line (which
requires a newer jaxlib) and imports it.

Remedy install-matching-jax-and-jaxlib: install the jax release equal to the installed
jaxlib instead (the lab does this direction; upgrading jaxlib means a ~100 MB wheel).
Remedy downgrade-jax-without-matching: install an older jax chosen without regard to jaxlib.

Reference: a small jitted computation compared with NumPy, and the imported jax
release equal to the jaxlib release.

Usage: python jax_newer_than_jaxlib.py [--remedy ID]
"""
import json

from jaxkit import check_jax_works, installed_jaxlib, overlay_jax, parse_remedy

REMEDIES = ("install-matching-jax-and-jaxlib", "downgrade-jax-without-matching")
#: for each jaxlib the lab has, a jax release whose minimum jaxlib is newer
AHEAD = {"0.4.38": "0.5.0", "0.10.2": "0.11.0"}
#: an older jax picked without looking at the jaxlib release
OLDER = {"0.4.38": "0.4.30", "0.10.2": "0.9.2"}

remedy = parse_remedy(REMEDIES)
jaxlib = installed_jaxlib()
if remedy == "install-matching-jax-and-jaxlib":
    want = jaxlib
elif remedy == "downgrade-jax-without-matching":
    want = OLDER[jaxlib]
else:
    want = AHEAD[jaxlib]
overlay_jax(want)
ok, detail = check_jax_works(want)  # import jax: the version check runs here
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
