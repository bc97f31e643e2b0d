"""Helpers of this entry's scenarios (not a scenario).

diffusers prints these messages through its logger (logging.WARNING), and the program goes on.
To let the lab see them, each scenario runs with a strict logging setup, as a CI job or a service
that treats library warnings as failures does: a handler on the "diffusers" logger raises
UserWarning(<message>) for every record of level WARNING or above. The dead end that silences the
logger removes exactly that handler's input.

The repository is a tiny DDPM pipeline built from configs (no download) and saved locally; the
check compares the loaded pipeline with what the program asked for.
"""
import argparse, atexit, json, logging, shutil, sys, tempfile

import numpy as np
import torch
from diffusers import DDPMPipeline, DDPMScheduler, UNet2DModel


class WarningsAreErrors(logging.Handler):
    def emit(self, record):
        if record.levelno >= logging.WARNING:
            raise UserWarning(record.getMessage())


def strict_logging():
    logging.getLogger("diffusers").addHandler(WarningsAreErrors())


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print("unknown remedy %r; known: %s" % (r, ", ".join(remedies)), file=sys.stderr)
        sys.exit(2)
    return r


def saved_pipeline():
    torch.manual_seed(0)
    unet = UNet2DModel(sample_size=8, in_channels=3, out_channels=3, layers_per_block=1,
                       block_out_channels=(8, 16), norm_num_groups=4,
                       down_block_types=("DownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "UpBlock2D"))
    pipe = DDPMPipeline(unet=unet, scheduler=DDPMScheduler(num_train_timesteps=10))
    d = tempfile.mkdtemp(prefix="kf-diffusers-repo-")
    atexit.register(shutil.rmtree, d, True)
    pipe.save_pretrained(d)
    return d, pipe


def images(pipe):
    out = pipe(batch_size=1, generator=torch.Generator().manual_seed(9), num_inference_steps=3, output_type="np")
    return np.asarray(out.images)


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
