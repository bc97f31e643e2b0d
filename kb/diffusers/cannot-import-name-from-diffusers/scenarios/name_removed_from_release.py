"""Code written for an older diffusers imports a name the installed release no longer has.

diffusers.utils.DIFFUSERS_CACHE (the Hub cache folder) was removed once diffusers moved to
huggingface_hub's constants (Sanster/tldream issue 5, MFaceTech/HyperDreamBooth issue 5:
"cannot import name 'DIFFUSERS_CACHE' from 'diffusers.utils'"). Scripts of research repositories
still import it.

--remedy import-from-new-home: huggingface_hub.constants.HF_HUB_CACHE, the value diffusers itself
uses now.
--remedy upgrade-diffusers: the lab environment already has the newest diffusers on its index
(0.42.1), so upgrading changes nothing; the same import runs again.
Check: the folder equals <HF_HOME or ~/.cache/huggingface>/hub computed from the environment
(HF_HUB_CACHE is not set in the lab), the documented default of the Hub cache.
"""
import os

from _common import parse_remedy, report

REMEDIES = ("import-from-new-home", "upgrade-diffusers")
remedy = parse_remedy(REMEDIES)

if remedy == "import-from-new-home":
    from huggingface_hub.constants import HF_HUB_CACHE as cache_dir
else:
    from diffusers.utils import DIFFUSERS_CACHE as cache_dir

home = os.environ.get("HF_HOME") or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "huggingface")
expected = os.path.join(home, "hub")
report(os.path.abspath(cache_dir) == os.path.abspath(expected), "cache folder matches HF_HOME/hub: %s" % (os.path.abspath(cache_dir) == os.path.abspath(expected)))
