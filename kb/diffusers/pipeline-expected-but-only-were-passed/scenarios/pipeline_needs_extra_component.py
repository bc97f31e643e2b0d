"""A pipeline class that needs one more component than the repository provides.

The local repository is a plain DDPM pipeline (unet, scheduler). ReferenceImagePipeline, like
PhotoMaker, Zero123++ or other pipelines built on a base model, also needs an image_encoder that
the repository does not have, so from_pretrained raises "Pipeline <class ...> expected
['image_encoder', 'scheduler', 'unet'], but only {...} were passed."

--remedy pass-missing-component: from_pretrained(repo, image_encoder=<loaded encoder>).
--remedy pass-none-for-component: from_pretrained(repo, image_encoder=None) loads, and the first
call of the pipeline fails (image_encoder is None).
Check: images equal to a ReferenceImagePipeline built directly from the in-memory components.
"""
import os

from _tinypipe import (DDPMPipeline, ReferenceImagePipeline, check, parse_remedy, tiny_encoder, tiny_scheduler,
                       tiny_unet, workdir)

REMEDIES = ("pass-missing-component", "pass-none-for-component")
remedy = parse_remedy(REMEDIES)

root = workdir()
repo = os.path.join(root, "ddpm-base")
unet, scheduler, encoder = tiny_unet(), tiny_scheduler(), tiny_encoder()
DDPMPipeline(unet=unet, scheduler=scheduler).save_pretrained(repo)
encoder.save_pretrained(os.path.join(root, "image-encoder"))
reference = ReferenceImagePipeline(unet=unet, scheduler=tiny_scheduler(), image_encoder=encoder)

if remedy == "pass-missing-component":
    from diffusers import AutoencoderKL
    pipe = ReferenceImagePipeline.from_pretrained(repo, image_encoder=AutoencoderKL.from_pretrained(os.path.join(root, "image-encoder")))
elif remedy == "pass-none-for-component":
    pipe = ReferenceImagePipeline.from_pretrained(repo, image_encoder=None)
else:
    pipe = ReferenceImagePipeline.from_pretrained(repo)
check(pipe, reference, "image_encoder passed; ")
