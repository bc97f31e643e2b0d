"""A misspelled from_pretrained keyword (torch_dype= for torch_dtype=) is dropped with a warning.

DiffusionPipeline.from_pretrained collects unknown keywords, logs "Keyword arguments
{'torch_dype': torch.float16} are not expected by DDPMPipeline and will be ignored." and loads
the pipeline as if the keyword were not there: the weights stay float32.

--remedy fix-the-keyword-name: torch_dtype=torch.float16.
--remedy silence-diffusers-logging: diffusers.utils.logging.set_verbosity_error() before loading,
with the misspelling left in place.
Check: the goal of the call, a UNet with float16 parameters whose values equal the saved float32
weights cast to float16.
"""
import torch
from diffusers import DDPMPipeline
from diffusers.utils import logging as dlogging
from _common import parse_remedy, report, saved_pipeline, strict_logging

REMEDIES = ("fix-the-keyword-name", "silence-diffusers-logging")
remedy = parse_remedy(REMEDIES)

repo, original = saved_pipeline()
strict_logging()
if remedy == "fix-the-keyword-name":
    pipe = DDPMPipeline.from_pretrained(repo, torch_dtype=torch.float16)
else:
    if remedy == "silence-diffusers-logging":
        dlogging.set_verbosity_error()
    pipe = DDPMPipeline.from_pretrained(repo, torch_dype=torch.float16)

want = {k: v.to(torch.float16) for k, v in original.unet.state_dict().items()}
got = pipe.unet.state_dict()
ok = pipe.unet.dtype == torch.float16 and all(torch.equal(got[k], want[k]) for k in want)
report(ok, "unet dtype %s (wanted torch.float16)" % pipe.unet.dtype)
