"""Helpers shared by this entry's scenarios (not a scenario).

A tiny DDPM pipeline built from configs (no download), saved with save_pretrained into a temporary
folder that plays the part of a local model repository; a pipeline subclass that needs one more
component (an image encoder, as PhotoMaker- or Zero123-style pipelines do); and the check: the
loaded pipeline must produce, with the same seed, exactly the images of a pipeline constructed
directly from the original in-memory components.
"""
import argparse, atexit, json, shutil, sys, tempfile

import numpy as np
import torch
from diffusers import AutoencoderKL, DDPMPipeline, DDPMScheduler, DiffusionPipeline, ImagePipelineOutput, UNet2DModel


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print("unknown remedy %r; known: %s" % (r, ", ".join(remedies)), file=sys.stderr)
        sys.exit(2)
    return r


def workdir():
    d = tempfile.mkdtemp(prefix="kf-diffusers-pipe-")
    atexit.register(shutil.rmtree, d, True)
    return d


def tiny_unet():
    torch.manual_seed(0)
    return UNet2DModel(sample_size=8, in_channels=3, out_channels=3, layers_per_block=1,
                       block_out_channels=(8, 16), norm_num_groups=4,
                       down_block_types=("DownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "UpBlock2D"))


def tiny_scheduler():
    return DDPMScheduler(num_train_timesteps=10)


def tiny_encoder():
    torch.manual_seed(1)
    return AutoencoderKL(in_channels=3, out_channels=3, block_out_channels=(8,), norm_num_groups=4, latent_channels=3,
                         down_block_types=("DownEncoderBlock2D",), up_block_types=("UpDecoderBlock2D",))


class ReferenceImagePipeline(DiffusionPipeline):
    """DDPM sampling started from the encoded latents of a reference image (a stand-in for
    pipelines that add an image encoder to a base model's components)."""

    def __init__(self, unet, scheduler, image_encoder):
        super().__init__()
        self.register_modules(unet=unet, scheduler=scheduler, image_encoder=image_encoder)

    @torch.no_grad()
    def __call__(self, reference, generator, num_inference_steps=3):
        start = self.image_encoder.encode(reference).latent_dist.mean
        x = start + torch.randn(start.shape, generator=generator)
        self.scheduler.set_timesteps(num_inference_steps)
        for t in self.scheduler.timesteps:
            x = self.scheduler.step(self.unet(x, t).sample, t, x, generator=generator).prev_sample
        return ImagePipelineOutput(images=x)


def reference_image():
    return torch.rand(1, 3, 8, 8, generator=torch.Generator().manual_seed(5))


def images(pipe):
    if isinstance(pipe, ReferenceImagePipeline):
        return pipe(reference_image(), torch.Generator().manual_seed(9)).images
    out = pipe(batch_size=1, generator=torch.Generator().manual_seed(9), num_inference_steps=3, output_type="np")
    return torch.from_numpy(np.asarray(out.images))


def check(loaded, reference, note=""):
    a, b = images(loaded), images(reference)
    diff = (a - b).abs().max().item()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(torch.equal(a, b)),
                                          "detail": "%smax |loaded - directly built pipeline| = %.3g" % (note, diff)}))
