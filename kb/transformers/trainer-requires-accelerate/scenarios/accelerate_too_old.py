"""Trainer in an environment whose accelerate is older than transformers requires.

A notebook image ships an old accelerate (0.19.0) next to a current transformers. The
scenario models it by putting that release's package and metadata first on sys.path
(accelerate/ and accelerate-0.19.0.dist-info/), which is what importlib.metadata and
transformers read; peft, which needs a newer accelerate, is hidden. Creating
TrainingArguments compares the version with the minimum and raises.

Remedies:
  upgrade-accelerate-and-restart   `pip install -U accelerate` and start a new process: the
                                   lab runs the job without the old release on its path
  pip-install-without-restart      upgrade from inside the running notebook and retry in
                                   the same process (dead end: the lab removes the old
                                   release from sys.path and the module cache, as the
                                   upgrade does, without restarting)

Check: a 3-step Trainer run on a tiny model finishes with a finite loss and changed
weights.

Usage: python accelerate_too_old.py [--remedy ID]
"""

import importlib
import os
import sys
import tempfile

from accelerate_not_installed import REMEDIES, parse_remedy, train


def old_accelerate_overlay():
    root = tempfile.mkdtemp(prefix="image-site-packages-")
    os.makedirs(os.path.join(root, "accelerate"))
    with open(os.path.join(root, "accelerate", "__init__.py"), "w") as f:
        f.write('__version__ = "0.19.0"\n')
    info = os.path.join(root, "accelerate-0.19.0.dist-info")
    os.makedirs(info)
    with open(os.path.join(info, "METADATA"), "w") as f:
        f.write("Metadata-Version: 2.1\nName: accelerate\nVersion: 0.19.0\n")
    return root


def main():
    remedy = parse_remedy()
    assert set(REMEDIES) == {"upgrade-accelerate-and-restart", "pip-install-without-restart"}
    if remedy == "upgrade-accelerate-and-restart":
        train()
        return
    overlay = old_accelerate_overlay()
    sys.path.insert(0, overlay)
    sys.modules["peft"] = None
    import transformers  # noqa: F401
    from transformers import Trainer, TrainingArguments  # noqa: F401

    if remedy == "pip-install-without-restart":
        sys.path.remove(overlay)
        sys.modules.pop("accelerate", None)
        del sys.modules["peft"]
        importlib.invalidate_caches()
    train()


if __name__ == "__main__":
    main()
