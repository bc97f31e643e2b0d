"""model_index.json names a pipeline class that lives in a .py file of the repository.

Research repositories publish a pipeline class of their own (GeoWizard's
DepthNormalEstimationPipeline in huggingface/diffusers issue 7516). Their model_index.json says
"_class_name": "<TheirPipeline>", and DiffusionPipeline.from_pretrained(repo) looks that name up
in the diffusers module, which raises "AttributeError: module diffusers has no attribute ...".
The local repository here holds a small DepthEstimationPipeline in pipeline.py.

--remedy import-the-class-yourself: import the class from the file you have read and call its
own from_pretrained.
--remedy custom-pipeline-and-trust-remote-code: DiffusionPipeline.from_pretrained(repo,
custom_pipeline=<repo>/pipeline.py, trust_remote_code=True) (runs the repository's code).
--remedy trust-remote-code-only: trust_remote_code=True without custom_pipeline.
Check: the pipeline's output equals the same class built directly from the in-memory UNet.
"""
import importlib.util, os, shutil

import torch
from diffusers import DDPMScheduler, DiffusionPipeline
from _common import parse_remedy, report, tiny_unet, workdir

REMEDIES = ("import-the-class-yourself", "custom-pipeline-and-trust-remote-code", "trust-remote-code-only")
remedy = parse_remedy(REMEDIES)

CODE = '''import torch
from diffusers import DiffusionPipeline, ImagePipelineOutput


class DepthEstimationPipeline(DiffusionPipeline):
    def __init__(self, unet, scheduler):
        super().__init__()
        self.register_modules(unet=unet, scheduler=scheduler)

    @torch.no_grad()
    def __call__(self, image):
        return ImagePipelineOutput(images=self.unet(image, 5).sample.mean(1, keepdim=True))
'''

root = workdir()
repo = os.path.join(root, "depth-estimator")
src = os.path.join(root, "pipeline.py")
with open(src, "w") as f:
    f.write(CODE)


def load_module(path):
    spec = importlib.util.spec_from_file_location("depth_pipeline", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


unet = tiny_unet()
reference = load_module(src).DepthEstimationPipeline(unet=unet, scheduler=DDPMScheduler(num_train_timesteps=10))
reference.save_pretrained(repo)
shutil.copy(src, os.path.join(repo, "pipeline.py"))

if remedy == "import-the-class-yourself":
    pipe = load_module(os.path.join(repo, "pipeline.py")).DepthEstimationPipeline.from_pretrained(repo)
elif remedy == "custom-pipeline-and-trust-remote-code":
    pipe = DiffusionPipeline.from_pretrained(repo, custom_pipeline=os.path.join(repo, "pipeline.py"),
                                             trust_remote_code=True)
elif remedy == "trust-remote-code-only":
    pipe = DiffusionPipeline.from_pretrained(repo, trust_remote_code=True)
else:
    pipe = DiffusionPipeline.from_pretrained(repo)

image = torch.rand(1, 3, 8, 8, generator=torch.Generator().manual_seed(4))
a, b = pipe(image).images, reference(image).images
report(torch.equal(a, b), "%s; max |loaded - directly built| = %.3g" % (type(pipe).__name__, (a - b).abs().max().item()))
