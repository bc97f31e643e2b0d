"""ImportError: .../env/lib/libkfcxx.so.6: version `KFCXX_3.4.30' not found (required by ...),
cause: an older copy of a runtime library is found before the newer one (conda's libstdc++).

The system has the new release of the library (like /usr/lib/x86_64-linux-gnu/libstdc++.so.6
of GCC 12 with GLIBCXX_3.4.30) and the extension was compiled on this system against it.
The environment that runs Python carries its own older copy in env/lib (like a conda
environment's libstdc++.so.6), and that folder is searched first (conda's python has an
RPATH of $ORIGIN/../lib; LD_LIBRARY_PATH=env/lib models it here). The loader takes the
first libkfcxx.so.6 it finds and refuses it for lacking KFCXX_3.4.30.

Remedies:
  update-env-library    upgrade the environment's copy (conda install -c conda-forge
                        "libstdcxx-ng>=12"): here the env's file is replaced by the new release
  preload-system-library  LD_PRELOAD the system's newer library
"""
import json, os, subprocess, sys

from _kfcxx import ARGS, EXPECTED, build_ext, build_lib
from envkit import arg_remedy, clean_env, tmpdir

REMEDY = arg_remedy({"update-env-library", "preload-system-library"})

tmp = tmpdir("kf-glibcxx-")
system_lib = os.path.join(tmp, "usr", "lib")
env_lib = os.path.join(tmp, "env", "lib")
build_lib(system_lib, new=True)
build_lib(env_lib, new=(REMEDY == "update-env-library"))
site = os.path.join(tmp, "site-packages")
build_ext(site, system_lib, new_api=True)  # compiled with the system toolchain
env = clean_env(PYTHONPATH=site, LD_LIBRARY_PATH=env_lib + os.pathsep + system_lib)
if REMEDY == "preload-system-library":
    env["LD_PRELOAD"] = os.path.join(system_lib, "libkfcxx.so.6")
p = subprocess.run([sys.executable, "-c", "import _kfext; print(_kfext.total(*%r))" % (ARGS,)],
                   capture_output=True, text=True, env=env, cwd=tmp)
if p.returncode != 0:
    sys.stderr.write(p.stderr)
    sys.exit(1)
got = int(p.stdout.strip())
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "total%r = %d, expected %d" % (ARGS, got, EXPECTED)}))
