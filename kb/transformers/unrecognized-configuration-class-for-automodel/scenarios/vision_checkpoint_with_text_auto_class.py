"""Fine-tuning a ViT checkpoint for classification with AutoModelForSequenceClassification.

Sequence classification is the text task; images are classified by
AutoModelForImageClassification, which maps ViTConfig to ViTForImageClassification.

Remedies:
  use-the-matching-auto-class   AutoModelForImageClassification.from_pretrained(..., num_labels=3)

Check: the encoder weights equal the checkpoint's and a forward pass on a batch of
images gives logits of shape (batch, 3).

Usage: python vision_checkpoint_with_text_auto_class.py [--remedy ID]
"""

import tempfile

import torch

from _common import check, parse_remedy

REMEDIES = ("use-the-matching-auto-class",)


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import AutoModelForImageClassification, AutoModelForSequenceClassification, ViTConfig, ViTModel

    torch.manual_seed(0)
    enc = ViTModel(ViTConfig(hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32,
                             image_size=8, patch_size=4), add_pooling_layer=False)
    folder = tempfile.mkdtemp(prefix="vit-tiny-")
    enc.save_pretrained(folder)
    if remedy == "use-the-matching-auto-class":
        model = AutoModelForImageClassification.from_pretrained(folder, num_labels=3)
    else:
        model = AutoModelForSequenceClassification.from_pretrained(folder, num_labels=3)
    body = model.vit.state_dict()
    same = all(torch.equal(body[k], v) for k, v in enc.state_dict().items())
    logits = model(pixel_values=torch.randn(2, 3, 8, 8)).logits
    check(same and tuple(logits.shape) == (2, 3), f"encoder equal to checkpoint: {same}; logits {tuple(logits.shape)}")


if __name__ == "__main__":
    main()
