"""Loading a fine-tuned checkpoint with the base model's config after the vocabulary was resized.

Fine-tuning added 6 new tokens (tokenizer.add_tokens + model.resize_token_embeddings),
so the saved embedding matrix has 70 rows and the saved config says vocab_size=70. The
inference script builds the config from the base model (vocab_size=64) and passes it:
from_pretrained(finetuned_dir, config=base_config).

Remedies:
  use-checkpoint-config     drop config= so the checkpoint's own config.json is used
                            (or resize the model to len(tokenizer) first)
  ignore-mismatched-sizes-on-wrong-config
                            add ignore_mismatched_sizes=True (dead end: the fine-tuned
                            embeddings are thrown away, re-initialized with 64 rows, and
                            the new token ids no longer fit)

Check: hidden states for a batch that uses the new tokens equal those of the
fine-tuned model itself (kept in memory from the training side).

Usage: python base_config_after_resize.py [--remedy ID]
"""

import torch

from _common import check, config, parse_remedy, tmp

REMEDIES = ("use-checkpoint-config", "ignore-mismatched-sizes-on-wrong-config")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import AutoConfig, AutoModel, BertModel

    torch.manual_seed(0)
    base_dir = tmp("base")
    base = BertModel(config())
    base.save_pretrained(base_dir)
    base.resize_token_embeddings(70)               # 6 added tokens
    with torch.no_grad():
        base.embeddings.word_embeddings.weight[64:] = torch.randn(6, 16)   # learned during fine-tuning
    finetuned = tmp("finetuned")
    base.save_pretrained(finetuned)
    base.eval()
    batch = torch.tensor([[2, 64, 65, 5, 3], [2, 69, 7, 68, 3]])
    with torch.no_grad():
        want = base(input_ids=batch).last_hidden_state

    if remedy == "use-checkpoint-config":
        model = AutoModel.from_pretrained(finetuned)
    else:
        base_config = AutoConfig.from_pretrained(base_dir)
        kwargs = {"ignore_mismatched_sizes": True} if remedy == "ignore-mismatched-sizes-on-wrong-config" else {}
        model = AutoModel.from_pretrained(finetuned, config=base_config, **kwargs)
    model.eval()
    with torch.no_grad():                          # ids 64-69 need a 70-row embedding table
        got = model(input_ids=batch).last_hidden_state
    ok = torch.allclose(got, want, atol=1e-5)
    check(ok, f"max |h - fine-tuned h| = {(got - want).abs().max().item():.3g}")


if __name__ == "__main__":
    main()
