"""variant="fp16" is passed, but the folder has only the plain weights files.

Code copied from a model card passes variant="fp16"; the local folder (a fine-tuned model saved
with plain save_pretrained) has diffusion_pytorch_model.safetensors only. from_pretrained looks for
diffusion_pytorch_model.fp16.safetensors, then diffusion_pytorch_model.fp16.bin, and raises OSError
naming the fp16 .bin file.

--remedy pass-matching-variant: drop variant= (the files carry no variant name); for half
precision pass torch_dtype=torch.float16 instead, which converts after loading.
Check: output equal to the saved model.
"""
import os

from diffusers import UNet2DModel
from _tinyunet import check, parse_remedy, tiny_unet, workdir

REMEDIES = ("pass-matching-variant",)
remedy = parse_remedy(REMEDIES)

folder = os.path.join(workdir(), "my-finetuned-unet")
model = tiny_unet()
model.save_pretrained(folder)

if remedy == "pass-matching-variant":
    loaded = UNet2DModel.from_pretrained(folder)
else:
    loaded = UNet2DModel.from_pretrained(folder, variant="fp16")
check(loaded, model)
