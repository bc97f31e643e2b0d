"""transformers installed while the process (a Jupyter or Colab kernel) keeps running.

The notebook imported diffusers before transformers was there, then ran `%pip install
transformers` (or `!pip install ...`) in a cell. diffusers decided at its import that transformers
is missing, so StableDiffusionPipeline stays a placeholder and from_pretrained keeps raising the
ImportError, as in huggingface/diffusers issue 138 ("Restart runtime").

The child interpreter starts on a site-packages view without transformers, imports diffusers,
then gets transformers installed into that view (symlinks, as pip would write the files), then
loads the repository.
--remedy restart-the-process: a new interpreter on the view that now has transformers.
--remedy reload-diffusers-module: importlib.reload(diffusers) in the same process after the install.
Check: the loaded text encoder and UNet outputs equal those of the saved pipeline.
"""
import os, tempfile

from siteview import install_into_view, make_view, parse_remedy, run_in_view
from _sdrepo import save_repo

REMEDIES = ("restart-the-process", "reload-diffusers-module")
remedy = parse_remedy(REMEDIES)

repo = os.path.join(tempfile.mkdtemp(prefix="kf-sd-repo-"), "tiny-sd")
save_repo(repo)
here = os.path.dirname(os.path.abspath(__file__))
view = make_view(remove=["transformers"])
work = os.path.join(here, "_load_workload.py")
if remedy == "restart-the-process":
    install_into_view(view, "transformers")
    run_in_view(view, work, repo, "plain")
elif remedy == "reload-diffusers-module":
    run_in_view(view, work, repo, "install-midway-reload:" + view)
else:
    run_in_view(view, work, repo, "install-midway:" + view)
