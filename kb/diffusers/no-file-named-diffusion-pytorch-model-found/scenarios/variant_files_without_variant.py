"""The folder holds only fp16 variant files, and from_pretrained is called without variant=.

save_pretrained(..., variant="fp16") writes diffusion_pytorch_model.fp16.safetensors (many Hub
repositories ship such files, some only those). Without variant="fp16", from_pretrained looks for
diffusion_pytorch_model.safetensors, then .bin, and raises OSError.

--remedy pass-matching-variant: from_pretrained(folder, variant="fp16").
--remedy use-safetensors-false: asks for the .bin file; it does not exist either.
Check: output equal to the saved model (the weights are float32 under a variant name, so equal).
"""
import os

from diffusers import UNet2DModel
from _tinyunet import check, parse_remedy, tiny_unet, workdir

REMEDIES = ("pass-matching-variant", "use-safetensors-false")
remedy = parse_remedy(REMEDIES)

folder = os.path.join(workdir(), "unet-fp16-only")
model = tiny_unet()
model.save_pretrained(folder, variant="fp16")

if remedy == "pass-matching-variant":
    loaded = UNet2DModel.from_pretrained(folder, variant="fp16")
elif remedy == "use-safetensors-false":
    loaded = UNet2DModel.from_pretrained(folder, use_safetensors=False)
else:
    loaded = UNet2DModel.from_pretrained(folder)
check(loaded, model, "variant fp16; ")
