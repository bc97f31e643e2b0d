"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

arg_remedy(): the --remedy argument (unknown -> exit 2).
load_module(): write a module's source into a self-cleaning temporary folder and import it,
so that the error is raised at import time from a real file, as in a real project.
"""
import atexit, importlib, os, shutil, sys, tempfile


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def load_module(name, source):
    folder = tempfile.mkdtemp(prefix="kf-union-")
    atexit.register(shutil.rmtree, folder, True)
    with open(os.path.join(folder, name + ".py"), "w") as f:
        f.write(source)
    sys.path.insert(0, folder)
    return importlib.import_module(name)
