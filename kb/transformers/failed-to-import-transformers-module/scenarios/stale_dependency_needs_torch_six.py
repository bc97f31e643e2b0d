"""Cause dependency-broken-against-torch: an installed package that transformers imports
is too old for the installed torch: its import fails with "No module named 'torch._six'"
(torch 2.0 removed torch._six; old deepspeed, apex and peft releases imported it).

The lab puts a stale copy of peft (a package folder plus its .dist-info, so transformers
sees it as installed) first on sys.path.

Remedies:
  upgrade-broken-dependency   the lab removes the stale copy from the path, standing in for
                              `pip install -U peft`: the environment's current peft is used
The check: Trainer is transformers' own class, peft is the installed package, and a LoRA
model built with it returns the base model's logits at initialization.
"""
import json
import os
import sys

import _import_kit as kit

remedy = kit.arg_remedy({"upgrade-broken-dependency"})
site = kit.folder_first_on_path("stale-site-packages")
os.makedirs(os.path.join(site, "peft"))
with open(os.path.join(site, "peft", "__init__.py"), "w") as f:
    f.write("__version__ = '0.2.0'\nfrom torch._six import inf  # removed in torch 2.0\n")
os.makedirs(os.path.join(site, "peft-0.2.0.dist-info"))
with open(os.path.join(site, "peft-0.2.0.dist-info", "METADATA"), "w") as f:
    f.write("Metadata-Version: 2.1\nName: peft\nVersion: 0.2.0\n")

if remedy == "upgrade-broken-dependency":
    sys.path.remove(site)

from transformers import Trainer  # noqa: E402  (the import that fails)

ok, detail = kit.check_trainer_and_peft()
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
