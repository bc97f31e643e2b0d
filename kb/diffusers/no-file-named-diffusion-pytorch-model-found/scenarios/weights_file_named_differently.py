"""The weights are there, under a name diffusers does not look for.

A file renamed or mistyped on the way (diffusion_pytorch_model.safetensor without the final "s",
as in ZHO-ZHO-ZHO/ComfyUI-InstantID issue 29, or a name like unet.safetensors): from_pretrained
only looks for diffusion_pytorch_model[.variant].safetensors / .bin and raises OSError.

--remedy rename-to-expected-name: rename the file to diffusion_pytorch_model.safetensors.
--remedy use-safetensors-false: asks for the .bin file; it does not exist.
Check: output equal to the saved model.
"""
import os

from diffusers import UNet2DModel
from _tinyunet import check, parse_remedy, tiny_unet, workdir

REMEDIES = ("rename-to-expected-name", "use-safetensors-false")
remedy = parse_remedy(REMEDIES)

folder = os.path.join(workdir(), "ControlNetModel")
model = tiny_unet()
model.save_pretrained(folder)
good = os.path.join(folder, "diffusion_pytorch_model.safetensors")
bad = os.path.join(folder, "diffusion_pytorch_model.safetensor")
os.rename(good, bad)

if remedy == "rename-to-expected-name":
    os.rename(bad, good)
kwargs = {"use_safetensors": False} if remedy == "use-safetensors-false" else {}
loaded = UNet2DModel.from_pretrained(folder, **kwargs)
check(loaded, model)
