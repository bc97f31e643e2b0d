"""A component class is loaded from the root of a pipeline folder without subfolder=.

A diffusers pipeline folder keeps each component in its own subfolder (unet/, vae/, ...), each with
its own config.json. UNet2DModel.from_pretrained(<pipeline root>) finds no config.json at the root
and raises OSError "Error no file named config.json found in directory ...".

--remedy pass-subfolder: from_pretrained(root, subfolder="unet").
--remedy use-safetensors-false: changes only the weights file it would look for later; still fails.
Check: output equal to the saved model.
"""
import json, os

from diffusers import UNet2DModel
from _tinyunet import check, parse_remedy, tiny_unet, workdir

REMEDIES = ("pass-subfolder", "use-safetensors-false")
remedy = parse_remedy(REMEDIES)

root = os.path.join(workdir(), "my-ddpm-pipeline")
model = tiny_unet()
model.save_pretrained(os.path.join(root, "unet"))
with open(os.path.join(root, "model_index.json"), "w") as f:
    json.dump({"_class_name": "DDPMPipeline", "_diffusers_version": "0.42.1",
               "unet": ["diffusers", "UNet2DModel"], "scheduler": ["diffusers", "DDPMScheduler"]}, f)

if remedy == "pass-subfolder":
    loaded = UNet2DModel.from_pretrained(root, subfolder="unet")
elif remedy == "use-safetensors-false":
    loaded = UNet2DModel.from_pretrained(root, use_safetensors=False)
else:
    loaded = UNet2DModel.from_pretrained(root)
check(loaded, model)
