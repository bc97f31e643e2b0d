"""Trainer in an environment where transformers was installed without accelerate.

`pip install transformers` (without the [torch] extra) does not install accelerate, and
TrainingArguments needs it. The lab's environments have accelerate, so the scenario
hides it: sys.modules["accelerate"] = None makes importlib.util.find_spec("accelerate")
return None and `import accelerate` fail, exactly as when it is not installed (peft,
which requires accelerate, is hidden the same way).
Creating TrainingArguments checks for accelerate and raises.

Remedies:
  upgrade-accelerate-and-restart   install accelerate and start a new process: the lab
                                   runs the job without hiding the installed accelerate
  pip-install-without-restart      install accelerate from inside the running notebook and
                                   retry in the same process (dead end: the lab un-hides
                                   accelerate after transformers was imported, as the
                                   install does, without restarting)

Check: a 3-step Trainer run on a tiny model finishes with a finite loss and changed
weights.

Usage: python old_accelerate_in_environment.py [--remedy ID]
"""

import argparse
import importlib
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error",
                   "WANDB_DISABLED": "true", "HF_HOME": tempfile.mkdtemp(prefix="hf-home-")})

REMEDIES = ("upgrade-accelerate-and-restart", "pip-install-without-restart")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def train():
    import torch
    from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments

    torch.manual_seed(0)
    model = BertForSequenceClassification(BertConfig(vocab_size=64, hidden_size=16, num_hidden_layers=1,
                                                     num_attention_heads=2, intermediate_size=32, num_labels=2))
    before = model.classifier.weight.detach().clone()
    data = [{"input_ids": torch.tensor([2, 5 + i % 7, 9, 3]), "labels": torch.tensor(i % 2)} for i in range(24)]
    args = TrainingArguments(output_dir=tempfile.mkdtemp(prefix="out-"), max_steps=3, per_device_train_batch_size=8,
                             report_to=[], use_cpu=True, save_strategy="no", logging_strategy="no")
    trainer = Trainer(model=model, args=args, train_dataset=data)
    result = trainer.train()
    changed = not torch.equal(before, model.classifier.weight.detach())
    ok = trainer.state.global_step == 3 and torch.isfinite(torch.tensor(result.training_loss)).item() and changed
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"steps {trainer.state.global_step}, loss {result.training_loss:.4f}, weights changed {changed}"}))


def main():
    remedy = parse_remedy()
    if remedy == "upgrade-accelerate-and-restart":
        train()                      # a fresh process that sees only the current accelerate
        return
    sys.modules["accelerate"] = None   # not installed
    sys.modules["peft"] = None         # peft requires accelerate, so it is absent too
    import transformers  # noqa: F401  (the notebook imported it in an earlier cell)
    from transformers import Trainer, TrainingArguments  # noqa: F401

    if remedy == "pip-install-without-restart":
        del sys.modules["accelerate"]  # `!pip install accelerate` put it on disk
        del sys.modules["peft"]
        importlib.invalidate_caches()
    train()


if __name__ == "__main__":
    main()
