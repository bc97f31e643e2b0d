"""An argument that only other pipelines take (safety_checker=None for a pipeline without one).

Code copied from a Stable Diffusion 1.x example passes safety_checker=None,
requires_safety_checker=False to a pipeline that has no safety checker (SDXL, LCM, DDPM ...),
as in aifartist/ArtSpew issue 19. diffusers logs "Keyword arguments {...} are not expected by
<Pipeline> and will be ignored."; nothing else changes.

--remedy drop-the-argument: call from_pretrained without the arguments the class does not take.
Check: the loaded pipeline's images equal those of the pipeline built in memory (same seed).
"""
import numpy as np
from diffusers import DDPMPipeline
from _common import images, parse_remedy, report, saved_pipeline, strict_logging

REMEDIES = ("drop-the-argument",)
remedy = parse_remedy(REMEDIES)

repo, original = saved_pipeline()
strict_logging()
if remedy == "drop-the-argument":
    pipe = DDPMPipeline.from_pretrained(repo)
else:
    pipe = DDPMPipeline.from_pretrained(repo, safety_checker=None, requires_safety_checker=False)
a, b = images(pipe), images(original)
report(np.array_equal(a, b), "max |loaded - in-memory| = %.3g" % np.abs(a - b).max())
