"""A fast tokenizer encodes a batch in the main process, then DataLoader workers fork and tokenize.

`tokenizer.encode_batch` (what a transformers fast tokenizer calls for a list of texts)
runs on the tokenizers thread pool. A DataLoader with num_workers=2 then forks; each
worker tokenizes its share again. tokenizers (before 0.22.2) detects the fork, turns
parallelism off in the child and prints its warning to stderr. The training job runs
under a wrapper that fails on unexpected stderr output (as a strict CI job does), so
the warning ends the run.

Remedies:
  disable-parallelism-explicitly   TOKENIZERS_PARALLELISM=false before the first use
  spawn-workers                    DataLoader(..., multiprocessing_context="spawn")
  enable-parallelism-explicitly    TOKENIZERS_PARALLELISM=true (dead end: the forked
                                   workers wait on a thread pool that does not exist in
                                   them; the lab's time limit ends the run)

Check: the token ids the workers return equal those computed in the main process.

Usage: python dataloader_workers_after_batch_encode.py [--remedy ID]
"""

import argparse
import json
import os
import subprocess
import sys

REMEDIES = ("disable-parallelism-explicitly", "spawn-workers", "enable-parallelism-explicitly")
WARNING = "The current process just got forked"

JOB = r'''
import json, os, sys
import torch
from tokenizers import Tokenizer, models, pre_tokenizers

WORDS = ["the", "cat", "sat", "on", "mat", "a", "dog", "ran", "fast", "<unk>"]
TEXTS = [" ".join(WORDS[(i + j) % 9] for j in range(8)) for i in range(2000)]


def make_tokenizer():
    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(WORDS)}, unk_token="<unk>"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    return t


class Shards(torch.utils.data.Dataset):
    def __init__(self, tok):
        self.tok = tok

    def __len__(self):
        return 8

    def __getitem__(self, i):
        return torch.tensor([e.ids for e in self.tok.encode_batch(TEXTS[i * 250:(i + 1) * 250])])


if __name__ == "__main__":
    tok = make_tokenizer()
    parent = [e.ids for e in tok.encode_batch(TEXTS)]          # parallel encode in the main process
    ctx = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] != "fork" else None
    loader = torch.utils.data.DataLoader(Shards(tok), batch_size=None, num_workers=2, multiprocessing_context=ctx)
    got = torch.cat(list(loader)).tolist()
    print(json.dumps({"same": got == parent, "rows": len(got)}))
'''


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    env = dict(os.environ)
    if remedy == "disable-parallelism-explicitly":
        env["TOKENIZERS_PARALLELISM"] = "false"
    elif remedy == "enable-parallelism-explicitly":
        env["TOKENIZERS_PARALLELISM"] = "true"
    with open("train_job.py", "w") as f:
        f.write(JOB)
    ctx = "spawn" if remedy == "spawn-workers" else "fork"
    r = subprocess.run([sys.executable, "train_job.py", ctx], env=env, capture_output=True, text=True)
    if WARNING in r.stderr or r.returncode != 0:
        sys.stderr.write(r.stderr)
        sys.stderr.write("job failed: unexpected output on stderr\n")
        sys.exit(1)
    out = json.loads(r.stdout.strip().splitlines()[-1])
    print("KNOWNFIX_CHECK " + json.dumps({"ok": out["same"], "detail": f"{out['rows']} rows from the workers; equal to the main process: {out['same']}"}))


if __name__ == "__main__":
    main()
