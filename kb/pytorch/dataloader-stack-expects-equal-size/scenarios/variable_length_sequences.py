"""Cause variable-length-sequences: a text dataset returns token-id tensors of
different lengths and the DataLoader's default collate tries to torch.stack them.

The model averages token embeddings per sentence. The check compares the batched
result with the same model applied to each sentence alone (no padding involved).
"""
import argparse
import json

import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("pad-collate-with-lengths", "pad-without-mask")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

PAD = 0
torch.manual_seed(0)
sentences = [torch.randint(1, 30, (n,)) for n in (5, 3, 7, 2, 6, 4)]


class Sentences(Dataset):
    def __len__(self):
        return len(sentences)

    def __getitem__(self, i):
        return sentences[i]


def pad_collate(batch):  # module level, so it also works with worker processes
    lengths = torch.tensor([len(s) for s in batch])
    return pad_sequence(batch, batch_first=True, padding_value=PAD), lengths


def pad_only_collate(batch):
    return pad_sequence(batch, batch_first=True, padding_value=PAD)


emb = nn.Embedding(30, 8, padding_idx=PAD)


def encode_padded(ids, lengths):
    mask = (torch.arange(ids.shape[1])[None, :] < lengths[:, None]).unsqueeze(-1)
    return (emb(ids) * mask).sum(1) / lengths[:, None]


collate = {"pad-collate-with-lengths": pad_collate, "pad-without-mask": pad_only_collate}.get(remedy)
loader = DataLoader(Sentences(), batch_size=3, shuffle=False, collate_fn=collate)
outs = []
with torch.no_grad():
    for batch in loader:
        if remedy == "pad-collate-with-lengths":
            outs.append(encode_padded(*batch))
        else:  # pad-without-mask: mean over every position, padding included
            outs.append(emb(batch).mean(1))
    got = torch.cat(outs)
    reference = torch.stack([emb(s).mean(0) for s in sentences])
ok = torch.allclose(got, reference, atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "batched encodings equal per-sentence encodings" if ok else "batched encodings differ from per-sentence encodings (padding leaked into the result)"}))
