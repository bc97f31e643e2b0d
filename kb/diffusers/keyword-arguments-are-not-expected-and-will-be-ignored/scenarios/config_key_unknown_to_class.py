"""model_index.json carries a key that the installed pipeline class does not know.

The repository's model_index.json was written by another pipeline class or another diffusers
release and holds an extra key (here "requires_safety_checker", as in 0xbitches/sd-webui-lcm
issue 41 and kohya-colab issue 138). Loading logs "The config attributes {...} were passed to
DDPMPipeline, but are not expected and will be ignored. Please verify your model_index.json
configuration file." and then the "Keyword arguments ... will be ignored." line.

--remedy remove-the-key-from-config: delete the key from model_index.json (the file is one's own).
--remedy silence-diffusers-logging: set_verbosity_error(); harmless here, since the key is unused.
Check: the loaded pipeline's images equal those of the pipeline built in memory (same seed).
"""
import json, os

import numpy as np
from diffusers import DDPMPipeline
from diffusers.utils import logging as dlogging
from _common import images, parse_remedy, report, saved_pipeline, strict_logging

REMEDIES = ("remove-the-key-from-config", "silence-diffusers-logging")
remedy = parse_remedy(REMEDIES)

repo, original = saved_pipeline()
index = os.path.join(repo, "model_index.json")
with open(index) as f:
    mi = json.load(f)
mi["requires_safety_checker"] = True
if remedy == "remove-the-key-from-config":
    del mi["requires_safety_checker"]
with open(index, "w") as f:
    json.dump(mi, f, indent=2)

strict_logging()
if remedy == "silence-diffusers-logging":
    dlogging.set_verbosity_error()
pipe = DDPMPipeline.from_pretrained(repo)
a, b = images(pipe), images(original)
report(np.array_equal(a, b), "max |loaded - in-memory| = %.3g" % np.abs(a - b).max())
