"""The model folder holds config.json but no weights file (incomplete download or copy).

A UNet2DModel is saved, then only its config.json is copied to the folder the program loads
from, as when a download stopped after the small files, or only config.json was copied by hand.
from_pretrained looks for diffusion_pytorch_model.safetensors, logs that it is missing, falls back
to diffusion_pytorch_model.bin and raises OSError for that.

--remedy copy-weights-file: copy the weights file that belongs to this config into the folder.
--remedy use-safetensors-false: ask for the .bin file explicitly; the folder has no .bin either.
Check: the loaded model's output equals the saved model's output (torch.equal).
"""
import os, shutil

from diffusers import UNet2DModel
from _tinyunet import check, parse_remedy, tiny_unet, workdir

REMEDIES = ("copy-weights-file", "use-safetensors-false")
remedy = parse_remedy(REMEDIES)

root = workdir()
model = tiny_unet()
full, partial = os.path.join(root, "complete"), os.path.join(root, "my-unet")
model.save_pretrained(full)
os.makedirs(partial)
shutil.copy(os.path.join(full, "config.json"), partial)

if remedy == "copy-weights-file":
    shutil.copy(os.path.join(full, "diffusion_pytorch_model.safetensors"), partial)
kwargs = {"use_safetensors": False} if remedy == "use-safetensors-false" else {}
loaded = UNet2DModel.from_pretrained(partial, **kwargs)
check(loaded, model)
