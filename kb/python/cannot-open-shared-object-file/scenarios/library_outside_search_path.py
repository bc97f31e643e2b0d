"""ImportError: libkfgl.so.1: cannot open shared object file: No such file or directory,
cause: the library is installed, but in a folder the dynamic loader does not search.

The library sits under /opt/<vendor>/lib (a vendor SDK, a CUDA or oneAPI toolkit, a
library built with `make install` into /usr/local/lib without running ldconfig, a conda
environment's lib/ used from outside that environment). The extension's NEEDED entry has
no path and the extension has no RUNPATH, so the loader searches only LD_LIBRARY_PATH, its
cache (/etc/ld.so.cache) and the default folders.

Remedies:
  ld-library-path   export LD_LIBRARY_PATH=/opt/<vendor>/lib for the process
  set-rpath         rebuild the extension with -Wl,-rpath,/opt/<vendor>/lib so it carries
                    the folder itself (what ldconfig would do system-wide is not done here:
                    the scenario does not write /etc)
"""
import json, os, subprocess, sys

from _kfimage import EXPECTED, EXT_GUI_C, INIT_PY, LIB_C, LIB_SONAME, PIXELS
from envkit import arg_remedy, build_shared_lib, clean_env, dev_symlink, gcc, tmpdir

REMEDY = arg_remedy({"ld-library-path", "set-rpath"})

import sysconfig
tmp = tmpdir("kf-so-path-")
vendor = os.path.join(tmp, "opt", "kfvendor", "lib")
build_shared_lib(vendor, LIB_SONAME, LIB_C)
dev_symlink(vendor, LIB_SONAME)
site = os.path.join(tmp, "site-packages")
os.makedirs(os.path.join(site, "kfimage"))
with open(os.path.join(site, "kfimage", "__init__.py"), "w") as f:
    f.write(INIT_PY)
src = os.path.join(tmp, "_kfimage.c")
with open(src, "w") as f:
    f.write(EXT_GUI_C)
out = os.path.join(site, "_kfimage" + sysconfig.get_config_var("EXT_SUFFIX"))
args = ["-shared", "-fPIC", "-I" + sysconfig.get_paths()["include"], "-o", out, src, "-L" + vendor, "-lkfgl"]
if REMEDY == "set-rpath":
    args.append("-Wl,-rpath," + vendor)
gcc(args)
env = clean_env(PYTHONPATH=site)
if REMEDY == "ld-library-path":
    env["LD_LIBRARY_PATH"] = vendor
p = subprocess.run([sys.executable, "-c", "import kfimage; print(kfimage.brightness(%r))" % (PIXELS,)],
                   capture_output=True, text=True, env=env, cwd=tmp)
if p.returncode != 0:
    sys.stderr.write(p.stderr)
    sys.exit(1)
got = int(p.stdout.strip())
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "brightness(%r) = %d, expected %d" % (PIXELS, got, EXPECTED)}))
