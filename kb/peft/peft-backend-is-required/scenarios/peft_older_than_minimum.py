"""peft installed, but older than the minimum the installed diffusers accepts.

diffusers 0.42 sets USE_PEFT_BACKEND only when importlib.metadata reports peft >= 0.17.0
(MIN_PEFT_VERSION in diffusers/utils/constants.py); earlier releases had lower minimums. The lab
index offers no way to install an old peft offline, so the view (see _peftview.py) holds the
environment's peft package with a copy of its dist-info whose METADATA says 0.16.0: diffusers
reads only that version number for this decision, at import time.

--remedy install-peft: the real dist-info (peft 0.21.2), as after `pip install -U peft`.
"""
from _peftview import make_view, parse_remedy, run_in_view

REMEDIES = ("install-peft",)

remedy = parse_remedy(REMEDIES)
if remedy == "install-peft":
    run_in_view(make_view(), "_lora_workload.py", "peft 0.21.2; ")
else:
    run_in_view(make_view(relabel={"peft": "0.16.0"}), "_lora_workload.py")
