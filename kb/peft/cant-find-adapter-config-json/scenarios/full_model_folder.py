"""A folder that holds a full model (config.json + model.safetensors) loaded as if it were a LoRA adapter.

After a full fine-tune, a "freeze" fine-tune or merge_and_unload(), save_pretrained writes a
complete model, with no adapter_config.json. PeftModel.from_pretrained(base, folder) looks for
adapter_config.json in the folder, does not find it, tries the folder name as a Hub repo id
and gives up.

Remedies:
  load-as-full-model        AutoModelForCausalLM.from_pretrained(folder): it is a model, not an adapter
  auto-peft-model-class     (dead end) AutoPeftModelForCausalLM.from_pretrained(folder)

Check: logits equal those of the merged model that was saved, which differ from the bare base.

Usage: python full_model_folder.py [--remedy ID]
"""

import tempfile

from _common import base_model, check_same, lora_model, parse_remedy, saved_base

REMEDIES = ("load-as-full-model", "auto-peft-model-class")


def main():
    remedy = parse_remedy(REMEDIES)
    base_folder = saved_base()
    merged = lora_model(base_folder).merge_and_unload()
    out = tempfile.mkdtemp(prefix="merged-")
    merged.save_pretrained(out)  # config.json + model.safetensors, no adapter_config.json

    if remedy == "load-as-full-model":
        from transformers import AutoModelForCausalLM
        model = AutoModelForCausalLM.from_pretrained(out)
    elif remedy == "auto-peft-model-class":
        from peft import AutoPeftModelForCausalLM
        model = AutoPeftModelForCausalLM.from_pretrained(out)
    else:
        from peft import PeftModel
        model = PeftModel.from_pretrained(base_model(base_folder), out)  # ValueError: Can't find 'adapter_config.json'
    check_same(model, merged, base_folder)


if __name__ == "__main__":
    main()
