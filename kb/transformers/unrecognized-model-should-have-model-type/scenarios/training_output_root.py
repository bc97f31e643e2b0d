"""from_pretrained pointed at a training run's output root, whose config.json is the run's own.

Many training scripts write their hyperparameters to <output_dir>/config.json and the model
to a subfolder (<output_dir>/final_model, <output_dir>/checkpoint-N). The program lays out
such a run: runs/cls-run1/config.json holds the run settings (learning rate, base model,
epochs), runs/cls-run1/final_model/ holds a tiny BertModel saved with save_pretrained. The
evaluation step loads runs/cls-run1 with AutoModel.from_pretrained; that config.json has no
"model_type", so AutoConfig cannot tell which architecture it describes.

Remedies:
  point-at-model-folder   pass the subfolder that save_pretrained wrote (the one with the
                          model's config.json next to model.safetensors)
  add-model-type-to-run-config
                          add "model_type": "bert" to the run's config.json (dead end: the
                          config then parses, but it is not the model's config and the folder
                          holds no weights)

Check: the loaded model is a BertModel whose tensors equal the saved ones exactly.

Usage: python training_output_root.py [--remedy ID]
"""

import json
import os
import tempfile

from _common import check, parse_remedy, same_weights, tiny_bert

REMEDIES = ("point-at-model-folder", "add-model-type-to-run-config")


def main():
    remedy = parse_remedy(REMEDIES)
    os.chdir(tempfile.mkdtemp(prefix="project-"))
    run = os.path.join("runs", "cls-run1")
    reference = tiny_bert(os.path.join(run, "final_model"))
    settings = {"base_model": "acme-lab/tiny-bert-uncased", "learning_rate": 3e-5, "num_train_epochs": 3,
                "per_device_train_batch_size": 16, "seed": 42}
    if remedy == "add-model-type-to-run-config":
        settings["model_type"] = "bert"
    with open(os.path.join(run, "config.json"), "w") as f:
        json.dump(settings, f, indent=2)

    from transformers import AutoModel

    folder = os.path.join(run, "final_model") if remedy == "point-at-model-folder" else run
    model = AutoModel.from_pretrained(folder)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
