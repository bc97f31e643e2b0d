"""Shared helper of this entry's scenarios (not a scenario; the lab copies it with them).

Each scenario writes a small module with the construct under test and imports it, so the
SyntaxError is raised by the real compiler, with the usual `File "...", line N` block.
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


def load(name, source):
    root = tempfile.mkdtemp(prefix="kf-syntax-")
    atexit.register(shutil.rmtree, root, True)
    with open(os.path.join(root, name + ".py"), "w") as f:
        f.write(source)
    sys.path.insert(0, root)
    sys.dont_write_bytecode = True
    return importlib.import_module(name)
