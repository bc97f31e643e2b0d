"""An installed helper package, pinned to an old release, imports AdamW from transformers.

The project's code is fine; `trainkit` 0.3 (written for transformers 4.3x) does
`from transformers import AdamW`. transformers.AdamW is gone from 4.57.6 and 5.24.0
(measured by the lab), so importing trainkit fails. The scenario writes trainkit into a
temporary site folder, as an installed old release would look.

Remedies:
  upgrade-the-dependency    install the later trainkit release, which imports
                            torch.optim.AdamW (the lab writes that release's source)

Check: after 20 steps on a small regression problem the parameters equal a reference
run with torch.optim.AdamW written out directly.

Usage: python dependency_imports_removed_name.py [--remedy ID]
"""

import os
import sys
import tempfile

import torch

from _common import check, parse_remedy

REMEDIES = ("upgrade-the-dependency",)

OLD_RELEASE = '''"""trainkit 0.3"""
import torch
from transformers import AdamW


def fit(model, x, y, steps=20, lr=0.05):
    opt = AdamW(model.parameters(), lr=lr, weight_decay=0.0)
    for _ in range(steps):
        opt.zero_grad()
        torch.nn.functional.mse_loss(model(x), y).backward()
        opt.step()
    return model
'''
NEW_RELEASE = OLD_RELEASE.replace("trainkit 0.3", "trainkit 0.4").replace(
    "from transformers import AdamW", "from torch.optim import AdamW")


def data():
    torch.manual_seed(0)
    x = torch.randn(64, 4)
    return x, x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]])


def main():
    remedy = parse_remedy(REMEDIES)
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "trainkit"))
    with open(os.path.join(site, "trainkit", "__init__.py"), "w") as f:
        f.write(NEW_RELEASE if remedy == "upgrade-the-dependency" else OLD_RELEASE)
    sys.path.insert(0, site)
    import trainkit

    x, y = data()
    torch.manual_seed(1)
    model = trainkit.fit(torch.nn.Linear(4, 1), x, y)
    torch.manual_seed(1)
    ref = torch.nn.Linear(4, 1)
    opt = torch.optim.AdamW(ref.parameters(), lr=0.05, weight_decay=0.0)
    for _ in range(20):
        opt.zero_grad()
        torch.nn.functional.mse_loss(ref(x), y).backward()
        opt.step()
    ok = all(torch.equal(a, b) for a, b in zip(model.parameters(), ref.parameters()))
    check(ok, f"weights {model.weight.data.flatten().tolist()} vs reference {ref.weight.data.flatten().tolist()}")


if __name__ == "__main__":
    main()
