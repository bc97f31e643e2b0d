"""peft is fine, but transformers is older than diffusers' minimum for the PEFT backend.

USE_PEFT_BACKEND also needs transformers >= 4.34.0 (MIN_TRANSFORMERS_VERSION in
diffusers/utils/constants.py). The view (see _peftview.py) keeps every package but relabels the
environment's transformers 5.24.0 as 4.33.0 in a copy of its dist-info METADATA, the only thing
diffusers reads for this decision.

--remedy upgrade-transformers: the real dist-info (transformers 5.24.0).
--remedy upgrade-peft-only: `pip install -U peft` changes nothing here: peft 0.21.2, the newest
release on the lab's index, is already installed, so the same view is used again.
"""
from _peftview import make_view, parse_remedy, run_in_view

REMEDIES = ("upgrade-transformers", "upgrade-peft-only")

remedy = parse_remedy(REMEDIES)
if remedy == "upgrade-transformers":
    run_in_view(make_view(), "_lora_workload.py", "transformers 5.24.0; ")
else:
    run_in_view(make_view(relabel={"transformers": "4.33.0"}), "_lora_workload.py")
