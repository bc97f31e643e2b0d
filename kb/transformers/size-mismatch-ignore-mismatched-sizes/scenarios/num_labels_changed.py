"""Re-using a fine-tuned classifier checkpoint for a task with a different number of labels.

A sentiment model fine-tuned with 2 labels is the starting point for a 5-class topic
task: AutoModelForSequenceClassification.from_pretrained(ckpt, num_labels=5). The
encoder fits, the classification head (2 x hidden in the checkpoint, 5 x hidden in
the new model) does not.

Remedies:
  ignore-mismatched-sizes   from_pretrained(..., num_labels=5, ignore_mismatched_sizes=True):
                            the encoder is loaded, the head is left newly initialized
  load-state-dict-non-strict build the 5-label model and call
                            model.load_state_dict(checkpoint, strict=False) (dead end)

Check: every encoder tensor equals the checkpoint's, the head has 5 outputs with
finite values, and a forward pass gives logits of shape (batch, 5).

Usage: python num_labels_changed.py [--remedy ID]
"""

import os

import torch

from _common import check, config, parse_remedy, tmp

REMEDIES = ("ignore-mismatched-sizes", "load-state-dict-non-strict")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import AutoModelForSequenceClassification, BertForSequenceClassification

    torch.manual_seed(0)
    ckpt = tmp("sentiment-2-labels")
    BertForSequenceClassification(config(num_labels=2)).save_pretrained(ckpt)
    from safetensors.torch import load_file

    saved = load_file(os.path.join(ckpt, "model.safetensors"))

    if remedy == "ignore-mismatched-sizes":
        model = AutoModelForSequenceClassification.from_pretrained(ckpt, num_labels=5, ignore_mismatched_sizes=True)
    elif remedy == "load-state-dict-non-strict":
        model = BertForSequenceClassification(config(num_labels=5))
        model.load_state_dict(saved, strict=False)
    else:
        model = AutoModelForSequenceClassification.from_pretrained(ckpt, num_labels=5)

    sd = model.state_dict()
    body = [k for k in saved if not k.startswith("classifier.")]
    body_ok = all(torch.equal(sd[k], saved[k]) for k in body if k in sd)
    head_ok = tuple(model.classifier.weight.shape) == (5, 16) and bool(torch.isfinite(model.classifier.weight).all())
    logits = model(input_ids=torch.tensor([[2, 5, 6, 3], [2, 7, 8, 3]])).logits
    ok = body_ok and head_ok and tuple(logits.shape) == (2, 5)
    check(ok, f"encoder equal to checkpoint: {body_ok}; head {tuple(model.classifier.weight.shape)} finite: {head_ok}; logits {tuple(logits.shape)}")


if __name__ == "__main__":
    main()
