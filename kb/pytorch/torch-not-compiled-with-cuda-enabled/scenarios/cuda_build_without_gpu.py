"""Cause cuda-build-without-usable-gpu: code that creates tensors with
device="cuda" runs where the CUDA runtime cannot reach a GPU. With a CUDA build on
a machine without an NVIDIA driver torch raises RuntimeError "Found no NVIDIA
driver on your system"; with a CPU-only build the same line raises the
AssertionError "Torch not compiled with CUDA enabled".

The check compares the result with the same computation done on the CPU in float64.
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

device = ("cuda" if torch.cuda.is_available() else "cpu") if remedy == "select-device-with-fallback" else "cuda"
torch.manual_seed(0)
a = torch.randn(5, 5)
b = torch.randn(5, 5)
out = (a.to(device) @ b.to(device)).sum(0).cpu()  # .to("cuda") is where it fails
reference = (a.double() @ b.double()).sum(0).float()
ok = torch.allclose(out, reference, atol=1e-5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": (f"result on {device} matches the float64 CPU reference" + (" (CPU fallback, not a GPU)" if device == "cpu" else "")) if ok else "result differs from the reference"}))
