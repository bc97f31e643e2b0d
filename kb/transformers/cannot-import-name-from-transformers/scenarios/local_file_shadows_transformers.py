"""A file named transformers.py next to the script hides the installed package.

The project has a helper module `transformers.py` (its own image transforms) beside
`app.py`. Python puts the script's folder first on sys.path, so `import transformers`
(and `from transformers import AutoConfig`) finds that file instead of the library.

Remedies:
  rename-the-local-module   rename the file (here to image_transforms.py) and delete any
                            stale __pycache__/transformers.*.pyc
  reinstall-transformers    pip install --force-reinstall transformers (dead end; the lab
                            runs the program unchanged: a reinstall does not touch the
                            project folder, which is what shadows the package)

Check: AutoConfig builds a BERT config with the requested sizes and the module that
provides it lives in the installed package (site-packages), not in the project.

Usage: python local_file_shadows_transformers.py [--remedy ID]
"""

import os
import subprocess
import sys
import tempfile

from _common import check, parse_remedy

REMEDIES = ("rename-the-local-module", "reinstall-transformers")

APP = '''import json
from transformers import AutoConfig
import transformers
cfg = AutoConfig.for_model("bert", hidden_size=32, num_hidden_layers=2)
print(json.dumps({"hidden": cfg.hidden_size, "layers": cfg.num_hidden_layers, "file": transformers.__file__}))
'''
HELPER = '''"""Project-local image transforms."""
def flip(img):
    return img[:, ::-1]
'''


def main():
    remedy = parse_remedy(REMEDIES)
    proj = tempfile.mkdtemp(prefix="project-")
    helper = "image_transforms.py" if remedy == "rename-the-local-module" else "transformers.py"
    with open(os.path.join(proj, helper), "w") as f:
        f.write(HELPER)
    with open(os.path.join(proj, "app.py"), "w") as f:
        f.write(APP)
    r = subprocess.run([sys.executable, "app.py"], cwd=proj, capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        sys.exit(r.returncode)
    import json

    out = json.loads(r.stdout.strip().splitlines()[-1])
    ok = out["hidden"] == 32 and out["layers"] == 2 and "site-packages" in out["file"]
    check(ok, f"config {out['hidden']}x{out['layers']} from {out['file']}")


if __name__ == "__main__":
    main()
