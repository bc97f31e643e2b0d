"""Cause local-file-shadows-dependency: a file in the project folder has the name of a
package transformers imports (here peft.py, an experiment script), so `from peft import
PeftModel` inside transformers.trainer finds the project file instead of the installed
package.

transformers 4.47 wraps the ImportError in "RuntimeError: Failed to import
transformers.trainer because of the following error (look up to see its traceback)";
4.57 and 5.24 let the ImportError through unchanged (marked absent there).

Remedies:
  rename-shadowing-file   rename peft.py (and remove its __pycache__ entry)
The check: Trainer is transformers' own class, peft is the installed package, and a LoRA
model built with it returns the base model's logits at initialization.
"""
import json
import os

import _import_kit as kit

remedy = kit.arg_remedy({"rename-shadowing-file"})
project = kit.folder_first_on_path("my-lora-project")
with open(os.path.join(project, "peft.py"), "w") as f:
    f.write('"""My notes on parameter-efficient fine-tuning."""\nRANKS = [4, 8, 16]\n')

if remedy == "rename-shadowing-file":
    os.rename(os.path.join(project, "peft.py"), os.path.join(project, "peft_notes.py"))

from transformers import Trainer  # noqa: E402  (the import that fails)

ok, detail = kit.check_trainer_and_peft()
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
