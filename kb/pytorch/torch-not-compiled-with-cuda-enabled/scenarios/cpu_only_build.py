"""Cause cpu-only-build: a training script written for a GPU machine calls
.cuda() unconditionally. On a CPU-only build of torch (e.g. the +cpu wheel) this
raises AssertionError "Torch not compiled with CUDA enabled"; on a CUDA build on a
machine without an NVIDIA driver the same line raises "Found no NVIDIA driver on
your system" (cause cuda-build-without-usable-gpu).

The check compares the model's output with x @ W.T + b computed by hand.
"""
import argparse
import json
import os

REMEDIES = ("select-device-with-fallback", "set-cuda-visible-devices")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy
if remedy == "set-cuda-visible-devices":
    os.environ["CUDA_VISIBLE_DEVICES"] = "0"  # set before torch is imported

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

torch.manual_seed(0)
model = nn.Linear(4, 2)
x = torch.randn(3, 4)
if remedy == "select-device-with-fallback":
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = model.to(device)
    out = model(x.to(device))
else:
    model = model.cuda()
    out = model(x.cuda())
out_device = out.device.type
out = out.cpu()

reference = x @ model.weight.detach().cpu().T + model.bias.detach().cpu()
ok = torch.allclose(out, reference, atol=1e-6)
where = f" (ran on {out_device}, not on a GPU)" if out_device == "cpu" else f" (ran on {out_device})"
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": ("output matches x @ W.T + b" + where) if ok else "output differs from x @ W.T + b"}))
