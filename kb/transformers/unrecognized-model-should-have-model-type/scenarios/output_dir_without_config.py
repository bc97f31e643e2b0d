"""from_pretrained pointed at Trainer's output_dir, which holds no config.json at all.

Trainer(args=TrainingArguments(output_dir="outputs/run1", ...)) writes each checkpoint to
outputs/run1/checkpoint-N/ (config.json, model.safetensors, optimizer state) and writes to
outputs/run1 itself only when trainer.save_model() is called. A script that trained without
save_model() and then loads "outputs/run1" finds no config.json there. For a local folder
without config.json, transformers reads an empty config instead of saying that the file is
missing, so AutoModel reports "Unrecognized model in outputs/run1". The lab lays out the
folders the way Trainer does, with save_pretrained writing checkpoint-500.

Remedies:
  point-at-model-folder   pass outputs/run1/checkpoint-500 (the last checkpoint)

Check: the loaded model's tensors equal the saved model's exactly.

Usage: python output_dir_without_config.py [--remedy ID]
"""

import os
import tempfile

from _common import check, parse_remedy, same_weights, tiny_bert

REMEDIES = ("point-at-model-folder",)


def main():
    remedy = parse_remedy(REMEDIES)
    os.chdir(tempfile.mkdtemp(prefix="project-"))
    run = os.path.join("outputs", "run1")
    reference = tiny_bert(os.path.join(run, "checkpoint-500"))
    with open(os.path.join(run, "README.md"), "w") as f:
        f.write("training run 1\n")

    from transformers import AutoModel

    folder = os.path.join(run, "checkpoint-500") if remedy == "point-at-model-folder" else run
    model = AutoModel.from_pretrained(folder)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
