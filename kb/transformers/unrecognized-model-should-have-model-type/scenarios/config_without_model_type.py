"""A BERT checkpoint whose config.json has no "model_type" key, loaded with AutoModel.

Checkpoints converted from the original TensorFlow releases with early conversion scripts
(Chinese BERT/ERNIE/FinBERT ports, pre-2020 uploads) ship a config.json that lists the
hyperparameters but no "model_type" (see valuesimplex/FinBERT#13, nghuyong/ERNIE-Pytorch#41).
The program saves a tiny BertModel to a folder named "FinBERT-base", deletes "model_type"
from its config.json, and loads it with AutoModel.from_pretrained. transformers 4.x falls back
to looking for an architecture name in the path (case-sensitive, so "BERT" does not count);
5.x has no such fallback.

Remedies:
  add-model-type        add "model_type": "bert" to config.json (edit the local copy)
  load-concrete-class   BertModel.from_pretrained(folder): the class says the architecture
  rename-folder         rename the folder so its path contains "bert" (dead end on 5.x:
                        transformers 5.24.0 dropped the path-name fallback)

Check: the loaded model is a BertModel whose tensors equal the saved ones exactly.

Usage: python config_without_model_type.py [--remedy ID]
"""

import json
import os
import tempfile

from _common import check, parse_remedy, same_weights, tiny_bert

REMEDIES = ("add-model-type", "load-concrete-class", "rename-folder")


def main():
    remedy = parse_remedy(REMEDIES)
    os.chdir(tempfile.mkdtemp(prefix="models-"))   # relative names: the 4.x fallback searches the path string
    folder = "FinBERT-base"
    reference = tiny_bert(folder)
    cfg_path = os.path.join(folder, "config.json")
    with open(cfg_path) as f:
        cfg = json.load(f)
    cfg.pop("model_type")                           # as written by an early conversion script
    cfg.pop("architectures", None)
    with open(cfg_path, "w") as f:
        json.dump(cfg, f, indent=2)

    from transformers import AutoModel, BertModel

    if remedy == "add-model-type":
        cfg["model_type"] = "bert"
        with open(cfg_path, "w") as f:
            json.dump(cfg, f, indent=2)
    elif remedy == "rename-folder":
        os.rename(folder, "finbert-base")
        folder = "finbert-base"
    if remedy == "load-concrete-class":
        model = BertModel.from_pretrained(folder)
    else:
        model = AutoModel.from_pretrained(folder)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
