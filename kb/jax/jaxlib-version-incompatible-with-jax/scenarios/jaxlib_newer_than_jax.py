"""jaxlib is upgraded (a CUDA jaxlib wheel, a plugin, another package's pin) while jax stays old.

The environment has jaxlib X; the program installs the jax release just before X and
imports it.

Remedy install-matching-jax-and-jaxlib: install the jax release equal to the installed
jaxlib.

Reference: a small jitted computation compared with NumPy, and the imported jax
release equal to the jaxlib release.

Usage: python jaxlib_newer_than_jax.py [--remedy ID]
"""
import json

from jaxkit import check_jax_works, installed_jaxlib, overlay_jax, parse_remedy

REMEDIES = ("install-matching-jax-and-jaxlib",)
#: for each jaxlib the lab has, an older jax release
BEHIND = {"0.4.38": "0.4.37", "0.10.2": "0.10.1"}

remedy = parse_remedy(REMEDIES)
jaxlib = installed_jaxlib()
want = jaxlib if remedy == "install-matching-jax-and-jaxlib" else BEHIND[jaxlib]
overlay_jax(want)
ok, detail = check_jax_works(want)  # import jax: the version check runs here
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
