"""Sampling code copied from an old tutorial imports top_k_top_p_filtering from transformers.

The helper (mask every logit outside the top-k and outside the top-p nucleus with -inf)
was public in transformers 4.x releases of 2020-2023 and is gone from 4.47.1, 4.57.6 and
5.24.0.

Remedies:
  use-logits-warpers        build the same filter from the public logits processors
                            TopKLogitsWarper and TopPLogitsWarper
  import-from-submodule     import it from transformers.generation.utils instead (dead end)

Check: the filtered logits equal a reference written directly with torch.topk / sort /
cumsum (which positions are kept, and their values).

Usage: python removed_helper_in_own_code.py [--remedy ID]
"""

import torch

from _common import check, parse_remedy

REMEDIES = ("use-logits-warpers", "import-from-submodule")
TOP_K, TOP_P = 5, 0.8


def reference(logits):
    out = logits.clone()
    kth = torch.topk(out, TOP_K, dim=-1).values[..., -1, None]
    out[out < kth] = float("-inf")
    sorted_logits, idx = torch.sort(out, descending=True, dim=-1)
    probs = torch.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
    remove = probs > TOP_P
    remove[..., 1:] = remove[..., :-1].clone()   # keep the token that crosses top_p
    remove[..., 0] = False
    out.scatter_(-1, idx, sorted_logits.masked_fill(remove, float("-inf")))
    return out


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    logits = torch.randn(3, 50)
    if remedy == "use-logits-warpers":
        from transformers import TopKLogitsWarper, TopPLogitsWarper

        def top_k_top_p_filtering(scores, top_k, top_p):
            scores = TopKLogitsWarper(top_k=top_k)(None, scores)
            return TopPLogitsWarper(top_p=top_p)(None, scores)
    elif remedy == "import-from-submodule":
        from transformers.generation.utils import top_k_top_p_filtering
    else:
        from transformers import top_k_top_p_filtering

    got = top_k_top_p_filtering(logits.clone(), top_k=TOP_K, top_p=TOP_P)
    want = reference(logits)
    same_mask = torch.equal(torch.isinf(got), torch.isinf(want))
    same_vals = torch.equal(got[~torch.isinf(got)], want[~torch.isinf(want)]) if same_mask else False
    check(same_mask and same_vals, f"kept per row {(~torch.isinf(got)).sum(-1).tolist()} vs reference {(~torch.isinf(want)).sum(-1).tolist()}")


if __name__ == "__main__":
    main()
