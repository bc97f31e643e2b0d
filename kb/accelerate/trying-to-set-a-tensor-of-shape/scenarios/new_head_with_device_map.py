"""A classifier checkpoint with 5 labels loaded with num_labels=3 and device_map (transformers 4.47).

Fine-tuning a classifier for another label set keeps the body and replaces the head. With
device_map (or low_cpu_mem_usage=True) transformers 4.47 loads through accelerate's
set_module_tensor_to_device, which refuses the 5-row head for the 3-row parameter. Newer
transformers releases check the shapes themselves and print their own size-mismatch errors
(the lab records them as absent).

Remedies:
  ignore-mismatched-sizes-without-device-map   from_pretrained(..., num_labels=3, ignore_mismatched_sizes=True)
                                               without device_map
  ignore-mismatched-sizes-with-device-map      (dead end on 4.47) the same with device_map="cpu"

Check: every body parameter equals the checkpoint's, the head has 3 rows, and no parameter is
left on the meta device.

Usage: python new_head_with_device_map.py [--remedy ID]
"""

import tempfile

import torch
from _common import check, parse_remedy

from transformers import GPT2Config, GPT2ForSequenceClassification

REMEDIES = ("ignore-mismatched-sizes-without-device-map", "ignore-mismatched-sizes-with-device-map")


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    saved = GPT2ForSequenceClassification(GPT2Config(vocab_size=50, n_positions=16, n_embd=16, n_layer=2, n_head=2,
                                                     num_labels=5, pad_token_id=0)).eval()
    folder = tempfile.mkdtemp(prefix="clf-")
    saved.save_pretrained(folder)

    if remedy == "ignore-mismatched-sizes-without-device-map":
        model = GPT2ForSequenceClassification.from_pretrained(folder, num_labels=3, ignore_mismatched_sizes=True)
    elif remedy == "ignore-mismatched-sizes-with-device-map":
        model = GPT2ForSequenceClassification.from_pretrained(folder, num_labels=3, ignore_mismatched_sizes=True,
                                                              device_map="cpu")
    else:
        model = GPT2ForSequenceClassification.from_pretrained(folder, num_labels=3, device_map="cpu")
    body_same = all(torch.equal(p, dict(saved.transformer.named_parameters())[n])
                    for n, p in model.transformer.named_parameters())
    no_meta = all(p.device.type != "meta" for p in model.parameters())
    head = tuple(model.score.weight.shape)
    check(body_same and no_meta and head == (3, 16),
          f"body equals the checkpoint: {body_same}; head shape {head}; no meta parameters: {no_meta}")


if __name__ == "__main__":
    main()
