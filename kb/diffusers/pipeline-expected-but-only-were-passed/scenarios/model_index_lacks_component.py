"""model_index.json of the repository does not list a component the pipeline class needs.

The repository was assembled or converted by hand (or model_index.json was edited, or comes from
another revision) and its model_index.json lists only "unet", while the scheduler/ folder is there.
DDPMPipeline.from_pretrained raises "Pipeline <class ...DDPMPipeline> expected ['scheduler',
'unet'], but only {'unet'} were passed."

--remedy pass-missing-component: load the scheduler from its subfolder and pass it:
from_pretrained(repo, scheduler=DDPMScheduler.from_pretrained(repo, subfolder="scheduler")).
--remedy pass-none-for-component: scheduler=None loads, and the first call fails.
Check: images equal to a DDPMPipeline built directly from the in-memory components.
"""
import json, os

from _tinypipe import DDPMPipeline, DDPMScheduler, check, parse_remedy, tiny_scheduler, tiny_unet, workdir

REMEDIES = ("pass-missing-component", "pass-none-for-component")
remedy = parse_remedy(REMEDIES)

repo = os.path.join(workdir(), "my-ddpm")
unet = tiny_unet()
DDPMPipeline(unet=unet, scheduler=tiny_scheduler()).save_pretrained(repo)
index = os.path.join(repo, "model_index.json")
with open(index) as f:
    mi = json.load(f)
del mi["scheduler"]
with open(index, "w") as f:
    json.dump(mi, f, indent=2)
reference = DDPMPipeline(unet=unet, scheduler=tiny_scheduler())

if remedy == "pass-missing-component":
    pipe = DDPMPipeline.from_pretrained(repo, scheduler=DDPMScheduler.from_pretrained(repo, subfolder="scheduler"))
elif remedy == "pass-none-for-component":
    pipe = DDPMPipeline.from_pretrained(repo, scheduler=None)
else:
    pipe = DDPMPipeline.from_pretrained(repo)
check(pipe, reference, "scheduler passed; ")
