"""Text CNN (kernel sizes 3, 4, 5 with max over time); each batch is padded only to its longest sentence, and one batch holds only 3-token sentences.

Intended semantics: a sentence is embedded, zero-padded at the end to at least 5 tokens (the
largest kernel; pad id 0 has a zero embedding), convolved, ReLU, max over time, concatenated
and scored. Sentences of 5 or more tokens are not padded at all.

Reference: every sentence scored on its own, with the windows of each kernel taken by hand
from the explicitly zero-padded embedding matrix (unfold) and multiplied with the kernel
weights; every batch result must equal it (torch.allclose), for all 6 sentences.

Usage: python short_sequence_text_cnn.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
import torch.nn.functional as F
from torch import nn

REMEDIES = ("pad-to-largest-kernel", "drop-short-sentences", "conv-padding")
KERNELS = (3, 4, 5)
BATCHES = [[[5, 9, 2, 7, 3, 8], [4, 4, 6, 1, 2, 9]], [[3, 8, 1], [6, 2, 5]], [[7, 1, 9, 4, 2], [2, 3, 4, 5, 6]]]


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class TextCNN(nn.Module):
    def __init__(self, conv_padding):
        super().__init__()
        self.emb = nn.Embedding(10, 6, padding_idx=0)
        self.convs = nn.ModuleList(nn.Conv1d(6, 4, k, padding=(k // 2 if conv_padding else 0)) for k in KERNELS)
        self.fc = nn.Linear(4 * len(KERNELS), 2)

    def forward(self, ids):                                   # ids: (B, T)
        h = self.emb(ids).transpose(1, 2)                     # (B, E, T)
        feats = [F.relu(conv(h)).max(dim=2).values for conv in self.convs]
        return self.fc(torch.cat(feats, dim=1))


def collate(batch, min_len):
    length = max(max(len(s) for s in batch), min_len)
    return torch.tensor([s + [0] * (length - len(s)) for s in batch])


def reference(model, sentence):
    length = max(len(sentence), max(KERNELS))
    e = model.emb.weight[torch.tensor(sentence)]               # (T, E)
    e = torch.cat([e, torch.zeros(length - len(sentence), e.shape[1])])
    feats = []
    for conv, k in zip(model.convs, KERNELS):
        windows = e.unfold(0, k, 1)                            # (T-k+1, E, k)
        out = torch.einsum("wek,oek->wo", windows, conv.weight) + conv.bias
        feats.append(F.relu(out).max(dim=0).values)
    return F.linear(torch.cat(feats), model.fc.weight, model.fc.bias)


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    model = TextCNN(conv_padding=remedy == "conv-padding").eval()
    if remedy == "conv-padding":
        ref_model = TextCNN(conv_padding=False).eval()
        ref_model.load_state_dict(model.state_dict())
    else:
        ref_model = model
    outs, sentences = [], []
    with torch.no_grad():
        for batch in BATCHES:
            if remedy == "drop-short-sentences":
                batch = [s for s in batch if len(s) >= max(KERNELS)]
                if not batch:
                    continue
            ids = collate(batch, max(KERNELS) if remedy == "pad-to-largest-kernel" else 1)
            outs.append(model(ids))
            sentences += batch
        out = torch.cat(outs)
        ref = torch.stack([reference(ref_model, s) for s in sentences])
        n_all = sum(len(b) for b in BATCHES)
    ok = len(sentences) == n_all and torch.allclose(out, ref, atol=1e-5)
    detail = f"scored {len(sentences)} of {n_all} sentences; max |diff| vs reference = {(out - ref).abs().max().item():.3g}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


if __name__ == "__main__":
    main()
