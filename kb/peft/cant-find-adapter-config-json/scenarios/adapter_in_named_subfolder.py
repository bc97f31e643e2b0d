"""An adapter created with adapter_name="sft", saved with save_pretrained(out), loaded from out.

save_pretrained writes the default adapter into out/ itself, but every other adapter into
out/<adapter_name>/. Loading from out/ finds no adapter_config.json there.

Remedies:
  pass-subfolder            PeftModel.from_pretrained(base, out, subfolder="sft", adapter_name="sft")
  adapter-name-argument     (dead end) PeftModel.from_pretrained(base, out, adapter_name="sft")

Check: logits equal those of the adapter model that was saved, which differ from the bare base.

Usage: python adapter_in_named_subfolder.py [--remedy ID]
"""

import os
import tempfile

from _common import base_model, check_same, lora_model, parse_remedy, saved_base
from peft import PeftModel

REMEDIES = ("pass-subfolder", "adapter-name-argument")


def main():
    remedy = parse_remedy(REMEDIES)
    base_folder = saved_base()
    trained = lora_model(base_folder, adapter_name="sft")
    out = tempfile.mkdtemp(prefix="lora-out-")
    trained.save_pretrained(out)  # writes out/sft/adapter_config.json
    print("saved:", sorted(os.listdir(out)))

    if remedy == "pass-subfolder":
        model = PeftModel.from_pretrained(base_model(base_folder), out, subfolder="sft", adapter_name="sft")
    elif remedy == "adapter-name-argument":
        model = PeftModel.from_pretrained(base_model(base_folder), out, adapter_name="sft")
    else:
        model = PeftModel.from_pretrained(base_model(base_folder), out)  # ValueError: Can't find 'adapter_config.json'
    check_same(model, trained, base_folder)


if __name__ == "__main__":
    main()
