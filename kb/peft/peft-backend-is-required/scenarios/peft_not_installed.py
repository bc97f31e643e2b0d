"""diffusers installed without peft: `pipe.load_lora_weights(...)` on a Stable Diffusion pipeline.

`pip install diffusers` does not install peft. The workload (_lora_workload.py) runs in a child
interpreter whose site-packages view lacks the peft package and its dist-info (see _peftview.py),
which is what `pip uninstall peft` leaves; diffusers then sets USE_PEFT_BACKEND = False at import.

--remedy install-peft: the same workload with peft present (the environment's peft 0.21.2); the
check compares the LoRA-loaded UNet with a hand-merged W + B @ A reference.
--remedy pip-of-another-python: peft is installed, but into a folder that belongs to another
interpreter (a second site-packages that the running Python does not have on sys.path), as with
a `pip` from another Python, a conda base or a portable app's embedded Python.
"""
import os, tempfile

from _peftview import _site_packages, make_view, parse_remedy, run_in_view

REMEDIES = ("install-peft", "pip-of-another-python")

remedy = parse_remedy(REMEDIES)
if remedy == "install-peft":
    run_in_view(make_view(), "_lora_workload.py", "peft installed; ")
else:
    view = make_view(remove=["peft"])
    if remedy == "pip-of-another-python":
        other = tempfile.mkdtemp(prefix="kf-other-python-site-")
        site = _site_packages()
        for name in os.listdir(site):
            if name == "peft" or (name.startswith("peft-") and name.endswith(".dist-info")):
                os.symlink(os.path.join(site, name), os.path.join(other, name))
    run_in_view(view, "_lora_workload.py")
