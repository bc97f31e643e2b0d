"""ImportError: /usr/lib/libkfcxx.so.6: version `KFCXX_3.4.30' not found (required by ...),
cause: a binary built on a newer system than the one that runs it (GLIBC_2.34 not found).

The extension (a wheel built on a recent distribution, not a manylinux build; a binary
from a newer CI image) was linked against the new release of the library. The machine
that runs it has only the old release (like glibc 2.31 on Ubuntu 20.04 for a binary that
needs GLIBC_2.34). Nothing newer exists on the machine for the loader to find.

Remedies:
  build-for-older-baseline   install a build made for the older baseline (a manylinux
                             wheel, or building from source on the target): here the
                             extension is compiled against the old release
"""
import json, os, subprocess, sys

from _kfcxx import ARGS, EXPECTED, build_ext, build_lib
from envkit import arg_remedy, clean_env, tmpdir

REMEDY = arg_remedy({"build-for-older-baseline"})

tmp = tmpdir("kf-glibc-")
build_machine_lib = os.path.join(tmp, "build-machine", "usr", "lib")
target_lib = os.path.join(tmp, "target", "usr", "lib")
build_lib(build_machine_lib, new=True)
build_lib(target_lib, new=False)
site = os.path.join(tmp, "site-packages")
if REMEDY == "build-for-older-baseline":
    build_ext(site, target_lib, new_api=False)
else:
    build_ext(site, build_machine_lib, new_api=True)
env = clean_env(PYTHONPATH=site, LD_LIBRARY_PATH=target_lib)  # the target's library folder
p = subprocess.run([sys.executable, "-c", "import _kfext; print(_kfext.total(*%r))" % (ARGS,)],
                   capture_output=True, text=True, env=env, cwd=tmp)
if p.returncode != 0:
    sys.stderr.write(p.stderr)
    sys.exit(1)
got = int(p.stdout.strip())
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "total%r = %d, expected %d" % (ARGS, got, EXPECTED)}))
