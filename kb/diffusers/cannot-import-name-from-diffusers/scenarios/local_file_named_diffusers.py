"""A project file named diffusers.py shadows the installed package.

The project keeps its helpers in diffusers.py next to the script; Python puts the script's folder
first on sys.path, so `from diffusers import DDPMPipeline` in train.py imports that file and raises
"ImportError: cannot import name 'DDPMPipeline' from 'diffusers' (<project>/diffusers.py)".
The project is written to a temporary folder and train.py runs in a child interpreter.

--remedy rename-the-local-file: rename diffusers.py to diffusion_helpers.py (and its imports).
--remedy reinstall-diffusers: `pip install --force-reinstall diffusers` does not touch the project
file; the lab runs train.py again unchanged (the installed diffusers is already intact).
Check (inside train.py): the loaded DDPMPipeline gives the images of one built in memory.
"""
import os, subprocess, sys

from _common import parse_remedy, workdir

REMEDIES = ("rename-the-local-file", "reinstall-diffusers")
remedy = parse_remedy(REMEDIES)

TRAIN = '''import json, sys
import numpy as np, torch
from diffusers import DDPMPipeline, DDPMScheduler, UNet2DModel
import {helpers} as helpers

torch.manual_seed(0)
unet = UNet2DModel(sample_size=8, in_channels=3, out_channels=3, layers_per_block=1, block_out_channels=(8, 16),
                   norm_num_groups=4, down_block_types=("DownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "UpBlock2D"))
ref = DDPMPipeline(unet=unet, scheduler=DDPMScheduler(num_train_timesteps=10))
ref.save_pretrained("saved")
pipe = DDPMPipeline.from_pretrained("saved")
a = helpers.sample(pipe)
b = helpers.sample(ref)
print("KNOWNFIX_CHECK " + json.dumps({{"ok": bool(np.array_equal(a, b)), "detail": "max |loaded - in-memory| = %.3g" % np.abs(a - b).max()}}))
'''
HELPERS = '''import torch


def sample(pipe):
    return pipe(batch_size=1, generator=torch.Generator().manual_seed(9), num_inference_steps=3, output_type="np").images
'''

project = workdir()
name = "diffusion_helpers" if remedy == "rename-the-local-file" else "diffusers"
with open(os.path.join(project, name + ".py"), "w") as f:
    f.write(HELPERS)
with open(os.path.join(project, "train.py"), "w") as f:
    f.write(TRAIN.format(helpers=name))
env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
sys.exit(subprocess.run([sys.executable, "train.py"], cwd=project, env=env).returncode)
