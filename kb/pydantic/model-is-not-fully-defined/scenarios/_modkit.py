"""Shared by this entry's scenarios: write module sources into a temporary package folder
and import them, so forward references resolve against real module globals."""

import importlib
import os
import sys
import tempfile


def write_package(files):
    root = tempfile.mkdtemp(prefix="pkg-")
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    sys.path.insert(0, root)
    return root


def load(name):
    return importlib.import_module(name)
