"""An adapter saved to the relative path outputs/lora, loaded later from another working directory.

Training ran in the project folder and wrote outputs/lora/. The inference script (a notebook
in another folder, a service started elsewhere) passes the same relative path, which now
resolves against another current directory; the folder does not exist there, so peft takes
"outputs/lora" for a Hub repo id and fails.

Remedies:
  absolute-adapter-path     build the path from a fixed root (the project folder), not the cwd

Check: logits equal those of the adapter model that was saved, which differ from the bare base.

Usage: python relative_path_other_cwd.py [--remedy ID]
"""

import os
import tempfile
from pathlib import Path

from _common import base_model, check_same, lora_model, parse_remedy, saved_base
from peft import PeftModel

REMEDIES = ("absolute-adapter-path",)


def main():
    remedy = parse_remedy(REMEDIES)
    base_folder = saved_base()
    project = Path(tempfile.mkdtemp(prefix="project-"))
    os.chdir(project)
    trained = lora_model(base_folder)
    trained.save_pretrained("outputs/lora")  # relative to the project folder

    os.chdir(tempfile.mkdtemp(prefix="notebooks-"))  # the inference code runs elsewhere
    if remedy == "absolute-adapter-path":
        adapter = project / "outputs" / "lora"
        model = PeftModel.from_pretrained(base_model(base_folder), str(adapter))
    else:
        model = PeftModel.from_pretrained(base_model(base_folder), "outputs/lora")  # ValueError: Can't find ...
    check_same(model, trained, base_folder)


if __name__ == "__main__":
    main()
