"""Child program (not a scenario): load the local Stable Diffusion repository with diffusers.

argv: repo folder, mode. mode "plain": load it. mode "install-midway:<view>": import diffusers
first, then install transformers into the running interpreter's site-packages view (what
`pip install transformers` / `%pip install transformers` does in a live kernel), then load.
mode "install-midway-reload:<view>": the same, plus importlib.reload(diffusers) before loading.
"""
import importlib, sys

import diffusers
from diffusers import StableDiffusionPipeline
from siteview import install_into_view
from _sdrepo import check

repo, mode = sys.argv[1], sys.argv[2]
if mode.startswith("install-midway"):
    install_into_view(mode.split(":", 1)[1], "transformers")
    if mode.startswith("install-midway-reload"):
        diffusers = importlib.reload(diffusers)
        from diffusers import StableDiffusionPipeline
pipe = StableDiffusionPipeline.from_pretrained(repo, tokenizer=None, safety_checker=None, feature_extractor=None,
                                               image_encoder=None, requires_safety_checker=False)
check(pipe, repo, "transformers importable; ")
