"""Cause: the config.json next to the weights describes another block layout.

A small UNet2DModel with plain DownBlock2D blocks is saved; then its config.json is replaced by the
config of a sibling model whose first down block is AttnDownBlock2D (a config copied from another
repository or another training run). from_pretrained builds the attention layers the config asks for,
and the checkpoint has no weights for them.
Check: the loaded model's state dict and its output on a fixed input equal the saved model's
(torch.equal), the reference being the model object that wrote the checkpoint.
Remedies:
  use-the-checkpoints-own-config   put back the config.json saved with these weights
  pass-low-cpu-mem-usage-false     what the message suggests: load with random attention weights
"""
import argparse, json, os, shutil, sys, tempfile

import torch
from diffusers import UNet2DModel

p = argparse.ArgumentParser()
p.add_argument("--remedy", default=None)
args = p.parse_args()
if args.remedy not in (None, "use-the-checkpoints-own-config", "pass-low-cpu-mem-usage-false"):
    sys.exit(2)

torch.manual_seed(0)
base = dict(sample_size=8, in_channels=3, out_channels=3, layers_per_block=1, block_out_channels=(8, 16),
            norm_num_groups=4, up_block_types=("UpBlock2D", "UpBlock2D"))
reference = UNet2DModel(down_block_types=("DownBlock2D", "DownBlock2D"), **base).eval()
other = UNet2DModel(down_block_types=("AttnDownBlock2D", "DownBlock2D"), **base)

root = tempfile.mkdtemp()
ckpt = os.path.join(root, "my-unet")
reference.save_pretrained(ckpt)
shutil.copy(os.path.join(ckpt, "config.json"), os.path.join(root, "config.saved-with-weights.json"))
other_dir = os.path.join(root, "other-unet")
other.save_config(other_dir)
shutil.copy(os.path.join(other_dir, "config.json"), os.path.join(ckpt, "config.json"))  # the wrong config

if args.remedy == "use-the-checkpoints-own-config":
    shutil.copy(os.path.join(root, "config.saved-with-weights.json"), os.path.join(ckpt, "config.json"))
    model = UNet2DModel.from_pretrained(ckpt)
elif args.remedy == "pass-low-cpu-mem-usage-false":
    model = UNet2DModel.from_pretrained(ckpt, low_cpu_mem_usage=False)
else:
    model = UNet2DModel.from_pretrained(ckpt)  # diffusers < 0.33 raises the ValueError here

model.eval()
meta = [n for n, t in model.state_dict().items() if t.is_meta]
x = torch.randn(1, 3, 8, 8, generator=torch.Generator().manual_seed(1))
with torch.no_grad():
    want = reference(x, 10).sample
    try:
        got = model(x, 10).sample
        err = None
    except RuntimeError as e:  # diffusers >= 0.33 leaves the missing weights on the meta device
        got, err = None, "%s: %s" % (type(e).__name__, e)
ref_sd, sd = reference.state_dict(), model.state_dict()
same_keys = set(ref_sd) == set(sd)
same_weights = same_keys and all(torch.equal(ref_sd[k], sd[k]) for k in ref_sd)
same_out = got is not None and torch.equal(got, want)
extra = sorted(set(sd) - set(ref_sd))
live = [sd[k] for k in extra if not sd[k].is_meta]
peak = max((t.abs().max().item() for t in live), default=float("nan"))
ok = same_weights and same_out
detail = ("state dict equal to the saved model: %s (%d keys the saved model lacks, e.g. %s, largest |value| %.3g); %d tensors on meta; "
          "forward %s" % (same_weights, len(extra), extra[:1], peak, len(meta),
                          err if err else "output equal to the saved model's: %s (max abs diff %.3g)"
                          % (same_out, (got - want).abs().max().item())))
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
