"""Cause float64-data, convolution flavour: a float64 image batch goes into a float32
nn.Conv2d ("Input type (double) and bias type (float) should be the same").

The check compares the output with F.conv2d computed in float64.
"""
import argparse
import json

import torch
import torch.nn as nn
import torch.nn.functional as F

REMEDIES = ("cast-input-to-model-dtype",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
conv = nn.Conv2d(3, 4, 3)
images = torch.rand(2, 3, 6, 6, dtype=torch.float64)

x = images.float() if remedy == "cast-input-to-model-dtype" else images
out = conv(x)
ref = F.conv2d(images, conv.weight.detach().double(), conv.bias.detach().double())
ok = torch.allclose(out.double(), ref, atol=1e-5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "matches float64 convolution" if ok else "output differs"}))
