"""Cause negative-ids: batches are padded with -1 (or the loss's ignore value
-100 is reused as the padding id), and the padded ids are fed to nn.Embedding.

The check compares the masked mean of each sentence with the mean of its real
tokens' embeddings.
"""
import argparse
import json

import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence

REMEDIES = ("use-nonnegative-pad-id",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
sentences = [torch.tensor([3, 5, 2]), torch.tensor([4, 1])]
if remedy == "use-nonnegative-pad-id":
    PAD = 0  # a real row, zero vector and no gradient thanks to padding_idx
    emb = nn.Embedding(6 + 1, 4, padding_idx=PAD)  # one extra row reserved for the pad id
    sentences = [s + 1 for s in sentences]  # shift real ids past the pad id
else:
    PAD = -1
    emb = nn.Embedding(6, 4)
batch = pad_sequence(sentences, batch_first=True, padding_value=PAD)
lengths = torch.tensor([len(s) for s in sentences])
vectors = emb(batch)
mask = (torch.arange(batch.shape[1])[None] < lengths[:, None]).unsqueeze(-1)
got = (vectors * mask).sum(1) / lengths[:, None]
reference = torch.stack([emb.weight[s].mean(0) for s in sentences])
ok = torch.allclose(got, reference, atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "sentence vectors match the real tokens" if ok else "sentence vectors differ"}))
