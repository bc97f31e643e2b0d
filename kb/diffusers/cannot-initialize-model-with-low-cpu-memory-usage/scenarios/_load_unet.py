"""Child program (not a scenario): load a saved UNet with diffusers' logger in strict mode.

diffusers logs "Cannot initialize model with low cpu memory usage because `accelerate` was not
found ..." at WARNING level and goes on. A strict logging handler (as in a CI job that treats
library warnings as failures) raises UserWarning(<message>) for each such record, so the lab can
see it. argv: repo, extra keyword ("none" or "low_cpu_mem_usage=False").
Check: the loaded UNet's parameters equal the saved reference state dict (torch.equal).
"""
import json, logging, os, sys

import torch
from diffusers import UNet2DModel


class WarningsAreErrors(logging.Handler):
    def emit(self, record):
        if record.levelno >= logging.WARNING:
            raise UserWarning(record.getMessage())


logging.getLogger("diffusers").addHandler(WarningsAreErrors())
repo, extra = sys.argv[1], sys.argv[2]
kwargs = {"low_cpu_mem_usage": False} if extra == "low_cpu_mem_usage=False" else {}
unet = UNet2DModel.from_pretrained(repo, **kwargs)
ref = torch.load(os.path.join(os.path.dirname(repo), "reference_state.pt"))
got = unet.state_dict()
ok = set(got) == set(ref) and all(torch.equal(got[k], ref[k]) for k in ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "%d tensors equal to the saved UNet: %s" % (len(ref), ok)}))
