"""Cause vocab-size-off-by-one: the vocabulary maps words to ids 1..N (0 is
reserved for padding) and the embedding is created with num_embeddings=N, so the
largest id N has no row.

The check compares the looked-up vectors with the embedding rows of each id.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("size-embedding-from-max-id", "clamp-ids")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

words = ["the", "cat", "sat", "on", "mat"]
vocab = {w: i + 1 for i, w in enumerate(words)}  # 0 = <pad>
ids = torch.tensor([[vocab[w] for w in "the cat sat on the mat".split()]])

torch.manual_seed(0)
num_embeddings = max(vocab.values()) + 1 if remedy == "size-embedding-from-max-id" else len(vocab)
emb = nn.Embedding(num_embeddings, 4, padding_idx=0)
lookup = ids.clamp(max=num_embeddings - 1) if remedy == "clamp-ids" else ids
out = emb(lookup)

# every distinct word must get its own row: "on" (4) and "mat" (5) must differ
rows = {w: emb.weight[vocab[w]] if vocab[w] < num_embeddings else None for w in words}
ok = all(rows[w] is not None and torch.equal(out[0, j], rows[w]) for j, w in enumerate("the cat sat on the mat".split()))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "each token got its own embedding row" if ok else "some tokens were looked up in another word's row"}))
