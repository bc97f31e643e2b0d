"""diffusers installed without transformers: loading a Stable Diffusion pipeline.

`pip install diffusers` does not install transformers, and every pipeline with a text encoder or
tokenizer (Stable Diffusion, SDXL, Flux, ControlNet pipelines ...) needs it. diffusers then
exports a placeholder class whose from_pretrained raises ImportError "StableDiffusionPipeline
requires the transformers library but it was not found in your environment".

The repository is saved by this process (which has transformers); the load runs in a child
interpreter whose site-packages view lacks transformers (package and dist-info; see siteview.py).
--remedy install-transformers: the same load with transformers in the view.
Check: the loaded text encoder and UNet outputs equal those of the saved pipeline.
"""
import os, tempfile

from siteview import make_view, parse_remedy, run_in_view
from _sdrepo import save_repo

REMEDIES = ("install-transformers",)
remedy = parse_remedy(REMEDIES)

repo = os.path.join(tempfile.mkdtemp(prefix="kf-sd-repo-"), "tiny-sd")
save_repo(repo)
here = os.path.dirname(os.path.abspath(__file__))
view = make_view() if remedy == "install-transformers" else make_view(remove=["transformers"])
run_in_view(view, os.path.join(here, "_load_workload.py"), repo, "plain")
