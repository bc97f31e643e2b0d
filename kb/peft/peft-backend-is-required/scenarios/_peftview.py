"""Helpers shared by this entry's scenarios (not a scenario).

The scenarios need an installation where peft is absent, or present with an older version
number, next to the lab environment's real diffusers. diffusers decides USE_PEFT_BACKEND once,
at import time, from `importlib.util.find_spec("peft")` and `importlib.metadata.version("peft")`
(and the same two for transformers). A `sys.modules["peft"] = None` trick would not change
that decision, so the workload runs in a child interpreter started with `-S` (no site-packages)
whose only package folder is a *view* of the environment's site-packages: a temporary folder
of symlinks to every installed package except the ones removed, and, for a relabelled
distribution, a copy of its `.dist-info` folder whose METADATA carries another version number.
Removed means removed for import and for importlib.metadata alike, as after `pip uninstall`.
"""
import argparse, atexit, json, os, re, shutil, subprocess, sys, sysconfig, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print("unknown remedy %r; known: %s" % (r, ", ".join(remedies)), file=sys.stderr)
        sys.exit(2)
    return r


def _site_packages():
    return sysconfig.get_paths()["purelib"]


def _dist_info(site, project):
    norm = project.replace("-", "_").lower()
    for name in os.listdir(site):
        if name.endswith(".dist-info") and name.split("-")[0].lower() == norm:
            return name
    raise SystemExit("no %s dist-info in %s" % (project, site))


def make_view(remove=(), relabel=None):
    """A folder that looks like site-packages without the packages in `remove` and with
    `relabel` = {project: version} written into a copy of the project's METADATA."""
    site = _site_packages()
    view = tempfile.mkdtemp(prefix="kf-site-view-")
    atexit.register(shutil.rmtree, view, True)
    relabel = relabel or {}
    skip = set()
    for project in remove:
        skip.add(project)
        skip.add(_dist_info(site, project))
    relabelled = {_dist_info(site, p): v for p, v in relabel.items()}
    for name in os.listdir(site):
        if name in skip or name.endswith(".pth") or name == "__pycache__":
            continue
        src = os.path.join(site, name)
        if name in relabelled:
            dst = os.path.join(view, name.split("-")[0] + "-" + relabelled[name] + ".dist-info")
            shutil.copytree(src, dst)
            meta = os.path.join(dst, "METADATA")
            with open(meta) as f:
                text = f.read()
            text = re.sub(r"(?m)^Version: .*$", "Version: " + relabelled[name], text, count=1)
            with open(meta, "w") as f:
                f.write(text)
            rec = os.path.join(dst, "RECORD")
            if os.path.exists(rec):
                os.remove(rec)
        else:
            os.symlink(src, os.path.join(view, name))
    return view


def run_in_view(view, workload, *args):
    """Run scenarios/<workload> in a child interpreter that sees only the stdlib and `view`
    (or the real site-packages when view is None). Its output is passed through; a non-zero
    exit is re-raised as the child's own exit status so the traceback stays the child's."""
    path = [view]
    boot = ("import runpy, sys; sys.path[1:1] = %r; sys.argv = %r; "
            "runpy.run_path(%r, run_name='__main__')" % (path + [HERE], [workload] + list(args),
                                                        os.path.join(HERE, workload)))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.setdefault("HF_HUB_OFFLINE", "1")
    proc = subprocess.run([sys.executable, "-S", "-c", boot], env=env)
    if proc.returncode:
        sys.exit(proc.returncode)
