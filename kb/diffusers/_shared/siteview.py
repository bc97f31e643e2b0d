"""Site-packages views for diffusers scenarios that need a package to be absent (not a scenario).

diffusers decides at import time whether an optional backend (transformers, peft, ...) is there,
from `importlib.util.find_spec(name)` and `importlib.metadata.version(name)`. To reproduce an
installation without such a package next to the lab environment's real diffusers, the workload
runs in a child interpreter started with `-S` (no site-packages) whose only package folder is a
view of the environment's site-packages: a temporary folder of symlinks to every installed
package except the removed ones (package folder and .dist-info alike, as `pip uninstall` leaves
it). `install_into_view` adds the symlinks later, which is what `pip install` does to a running
interpreter's site-packages.
"""
import argparse, atexit, os, shutil, subprocess, sys, sysconfig, tempfile


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print("unknown remedy %r; known: %s" % (r, ", ".join(remedies)), file=sys.stderr)
        sys.exit(2)
    return r


def site_packages():
    return sysconfig.get_paths()["purelib"]


def _owned(name, project):
    norm = project.replace("-", "_").lower()
    low = name.lower()
    return low == norm or (low.endswith(".dist-info") and low.split("-")[0] == norm)


def make_view(remove=()):
    site = site_packages()
    view = tempfile.mkdtemp(prefix="kf-site-view-")
    atexit.register(shutil.rmtree, view, True)
    for name in os.listdir(site):
        if name.endswith(".pth") or name == "__pycache__" or any(_owned(name, p) for p in remove):
            continue
        os.symlink(os.path.join(site, name), os.path.join(view, name))
    return view


def install_into_view(view, project):
    site = site_packages()
    for name in os.listdir(site):
        if _owned(name, project):
            os.symlink(os.path.join(site, name), os.path.join(view, name))


def run_in_view(view, script, *args):
    """Run `script` (a path) in a child interpreter that sees only the stdlib, the script's folder
    and `view`. A non-zero exit is passed on as this process's exit status."""
    here = os.path.dirname(os.path.abspath(script))
    boot = ("import runpy, sys; sys.path[1:1] = %r; sys.argv = %r; runpy.run_path(%r, run_name='__main__')"
            % ([here, view], [script] + list(args), script))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.setdefault("HF_HUB_OFFLINE", "1")
    proc = subprocess.run([sys.executable, "-S", "-c", boot], env=env)
    if proc.returncode:
        sys.exit(proc.returncode)
