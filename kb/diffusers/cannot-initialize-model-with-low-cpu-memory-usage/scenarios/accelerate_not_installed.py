"""diffusers without accelerate: from_pretrained falls back to the slower loading path.

diffusers defaults to low_cpu_mem_usage=True, which needs accelerate to create the model with empty
weights first; accelerate is not a dependency of diffusers (`pip install diffusers` leaves it
out). Without it, from_pretrained logs the message and loads with low_cpu_mem_usage=False.

The UNet is saved by this process; the load runs in a child interpreter whose site-packages view
lacks accelerate (package and dist-info, see siteview.py) and therefore
also peft, which depends on accelerate and is not installed by `pip install diffusers` either, with strict logging (_load_unet.py).
--remedy install-accelerate: the same load with accelerate in the view.
--remedy pass-low-cpu-mem-usage-false: accelerate still missing, low_cpu_mem_usage=False passed.
--remedy pip-into-another-python: accelerate installed, but into a folder of another interpreter
(the system Python next to a portable or bundled app) that the running one does not read.
Check: the loaded parameters equal the saved UNet's.
"""
import os, tempfile

import torch
from diffusers import UNet2DModel
from siteview import make_view, parse_remedy, run_in_view, site_packages

REMEDIES = ("install-accelerate", "pass-low-cpu-mem-usage-false", "pip-into-another-python")
remedy = parse_remedy(REMEDIES)

root = tempfile.mkdtemp(prefix="kf-diffusers-accel-")
torch.manual_seed(0)
unet = UNet2DModel(sample_size=8, in_channels=3, out_channels=3, layers_per_block=1, block_out_channels=(8, 16),
                   norm_num_groups=4, down_block_types=("DownBlock2D", "DownBlock2D"),
                   up_block_types=("UpBlock2D", "UpBlock2D"))
repo = os.path.join(root, "unet")
unet.save_pretrained(repo)
torch.save(unet.state_dict(), os.path.join(root, "reference_state.pt"))

here = os.path.dirname(os.path.abspath(__file__))
work = os.path.join(here, "_load_unet.py")
if remedy == "install-accelerate":
    run_in_view(make_view(), work, repo, "none")
else:
    view = make_view(remove=["accelerate", "peft"])  # peft requires accelerate: an install without accelerate has no peft either
    if remedy == "pip-into-another-python":
        other = tempfile.mkdtemp(prefix="kf-other-python-site-")
        for name in os.listdir(site_packages()):
            if name == "accelerate" or (name.startswith("accelerate-") and name.endswith(".dist-info")):
                os.symlink(os.path.join(site_packages(), name), os.path.join(other, name))
    extra = "low_cpu_mem_usage=False" if remedy == "pass-low-cpu-mem-usage-false" else "none"
    run_in_view(view, work, repo, extra)
