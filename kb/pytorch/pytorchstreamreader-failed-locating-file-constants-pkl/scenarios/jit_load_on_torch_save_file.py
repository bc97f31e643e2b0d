"""Cause eager-checkpoint-loaded-as-torchscript: the training script saves its model with
torch.save (a state_dict here), and the deployment side, which has no Python model class,
opens the file with torch.jit.load (libtorch's torch::jit::load, DJL and Triton's PyTorch
backend read files the same way). A torch.save archive holds data.pkl but no constants.pkl
and no code/ folder, so the TorchScript reader stops at the first record it needs.

Check: the deployed model's outputs on a fixed batch equal the trained model's outputs.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("torch-load-state-dict", "export-with-torch-jit", "jit-load-map-location-cpu", "torch-save-scripted-state-dict")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(6, 16), nn.ReLU(), nn.Linear(16, 3))

    def forward(self, x):
        return self.body(x).softmax(-1)


torch.manual_seed(0)
trained = Net().eval()
x = torch.randn(5, 6, generator=torch.Generator().manual_seed(1))
expected = trained(x).detach()

# producer side
if remedy == "export-with-torch-jit":
    torch.jit.script(trained).save("model.pt")
elif remedy == "torch-save-scripted-state-dict":
    torch.save(torch.jit.script(trained).state_dict(), "model.pt")
else:
    torch.save(trained.state_dict(), "model.pt")

# consumer side
if remedy == "torch-load-state-dict":
    deployed = Net()
    deployed.load_state_dict(torch.load("model.pt", map_location="cpu"))
    deployed.eval()
elif remedy == "jit-load-map-location-cpu":
    deployed = torch.jit.load("model.pt", map_location="cpu")
else:
    deployed = torch.jit.load("model.pt")

got = deployed(x).detach()
ok = torch.allclose(got, expected, atol=1e-6)
detail = "deployed outputs equal the trained model's" if ok else "deployed outputs differ from the trained model's"
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
