"""Cause tokenizer-model-mismatch: special tokens were added to the tokenizer
(its vocabulary grew from 10 to 12) but the model's embedding still has 10 rows.

The check: ids of the new tokens must map to their own (new) rows and the old
rows must keep their trained values.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("resize-embedding-to-tokenizer", "clamp-ids")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

base_vocab = [f"tok{i}" for i in range(10)]
tokenizer_vocab = base_vocab + ["<bos>", "<eos>"]  # added after the model was trained
token_to_id = {t: i for i, t in enumerate(tokenizer_vocab)}
ids = torch.tensor([[token_to_id[t] for t in ["<bos>", "tok3", "tok7", "<eos>"]]])

torch.manual_seed(0)
emb = nn.Embedding(len(base_vocab), 6)  # the trained model
trained_rows = emb.weight.detach().clone()

if remedy == "resize-embedding-to-tokenizer":
    new = nn.Embedding(len(tokenizer_vocab), 6)
    with torch.no_grad():
        new.weight[: len(base_vocab)] = emb.weight  # keep the trained rows, new rows freshly initialised
    emb = new
    lookup = ids
elif remedy == "clamp-ids":
    lookup = ids.clamp(max=emb.num_embeddings - 1)
else:
    lookup = ids
out = emb(lookup)

old_kept = torch.equal(emb.weight[: len(base_vocab)], trained_rows)
bos, eos = out[0, 0], out[0, 3]
own_rows = emb.num_embeddings == len(tokenizer_vocab) and not torch.equal(bos, eos) \
    and not any(torch.equal(bos, trained_rows[i]) for i in range(len(base_vocab)))
ok = old_kept and own_rows
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "new tokens have their own rows, trained rows kept" if ok else "new tokens share rows with existing tokens"}))
