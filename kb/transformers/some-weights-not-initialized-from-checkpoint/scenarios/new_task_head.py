"""Starting a classifier from a pretrained encoder: the head is new, as intended.

AutoModelForSequenceClassification.from_pretrained(<encoder checkpoint>, num_labels=2):
the checkpoint has no classifier.weight / classifier.bias, so transformers creates them
and says so. Nothing is wrong, but a strict logging setup turns the warning into an
error.

Remedies:
  accept-new-head-and-train   check that only the head is listed, let the known warning
                              through (lower the transformers log level for the load),
                              then fine-tune

Check: every encoder tensor equals the checkpoint's, and the only tensors not loaded are
classifier.weight and classifier.bias.

Usage: python new_task_head.py [--remedy ID]
"""

import tempfile

import torch
from transformers import logging as hf_logging

from _common import check, config, parse_remedy, strict

REMEDIES = ("accept-new-head-and-train",)


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import AutoModelForSequenceClassification, BertModel

    torch.manual_seed(0)
    enc_dir = tempfile.mkdtemp(prefix="encoder-")
    encoder = BertModel(config())
    encoder.save_pretrained(enc_dir)
    strict()
    if remedy == "accept-new-head-and-train":
        level = hf_logging.get_verbosity()
        hf_logging.set_verbosity_error()
        model, info = AutoModelForSequenceClassification.from_pretrained(enc_dir, num_labels=2, output_loading_info=True)
        hf_logging.set_verbosity(level)
    else:
        model, info = AutoModelForSequenceClassification.from_pretrained(enc_dir, num_labels=2, output_loading_info=True)
    body_ok = all(torch.equal(model.bert.state_dict()[k], v) for k, v in encoder.state_dict().items())
    missing = sorted(info["missing_keys"])
    ok = body_ok and missing == ["classifier.bias", "classifier.weight"]
    check(ok, f"encoder equal to checkpoint: {body_ok}; not loaded: {missing}")


if __name__ == "__main__":
    main()
