"""ImportError: libkfgl.so.1: cannot open shared object file: No such file or directory,
cause: the system library a wheel's extension needs is not installed (opencv-python and
libGL.so.1 in a slim container).

The package's extension module was built on a machine that had the library; the
deployment system (a slim image, a server without a desktop) does not. `import kfimage`
makes the dynamic loader resolve the extension's NEEDED libkfgl.so.1 and it finds none.
libkfgl.so.1 stands in for libGL.so.1 (see _kfimage.py): the lab's machines have libGL.

Remedies:
  install-system-library   install the library where the loader looks (the stand-in for
                           `apt-get install libgl1`: the library is put into a folder, and
                           LD_LIBRARY_PATH names it, since the scenario does not write /usr/lib)
  use-headless-build       install the build of the package that does not link the GUI
                           library (opencv-python-headless instead of opencv-python)
  reinstall-package        pip install --force-reinstall of the same package
"""
import json, os, shutil, subprocess, sys

from _kfimage import EXPECTED, LIB_C, LIB_SONAME, PIXELS, build_package
from envkit import arg_remedy, build_shared_lib, clean_env, tmpdir

REMEDY = arg_remedy({"install-system-library", "use-headless-build", "reinstall-package"})

tmp = tmpdir("kf-so-missing-")
build_libs = os.path.join(tmp, "build-machine", "usr", "lib")  # the machine the wheel was built on
build_shared_lib(build_libs, LIB_SONAME, LIB_C)
site = os.path.join(tmp, "app", "site-packages")
build_package(site, gui_lib_folder=None if REMEDY == "use-headless-build" else build_libs)
env = clean_env(PYTHONPATH=site)
if REMEDY == "reinstall-package":
    shutil.rmtree(site)
    build_package(site, gui_lib_folder=build_libs)  # the same wheel again
elif REMEDY == "install-system-library":
    deploy_libs = os.path.join(tmp, "deploy", "usr", "lib")
    build_shared_lib(deploy_libs, LIB_SONAME, LIB_C)
    env["LD_LIBRARY_PATH"] = deploy_libs

p = subprocess.run([sys.executable, "-c", "import kfimage; print(kfimage.brightness(%r))" % (PIXELS,)],
                   capture_output=True, text=True, env=env, cwd=tmp)
if p.returncode != 0:
    sys.stderr.write(p.stderr)
    sys.exit(1)
got = int(p.stdout.strip())
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "brightness(%r) = %d, expected %d" % (PIXELS, got, EXPECTED)}))
