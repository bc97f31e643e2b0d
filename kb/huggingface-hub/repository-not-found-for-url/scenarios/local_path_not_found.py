"""A relative path to a saved model that does not exist from the current working directory.

A fine-tuning step saved the model to <project>/outputs/tiny-bert-ft (save_pretrained). The
inference script loads "outputs/tiny-bert-ft" but is started from another directory (a
notebook in a subfolder, a cron job, a service with its own working directory). Because no
such folder exists from there, transformers takes the string for a hub repo id
("namespace/name" shape) and asks the hub, here a local stand-in
(kb/huggingface-hub/_shared/fakehub.py; HF_ENDPOINT points at it), which answers 401
RepoNotFound as the hub does for an unknown repository.

Remedies:
  path-from-script-dir   build the path from the script's own location
                         (Path(__file__).resolve().parent / "outputs" / ...), or use an
                         absolute path
  pass-a-token           log in / pass token= (dead end: the hub answers 404 instead of 401)

Check: the loaded model's weights equal the saved model's weights exactly.

Usage: python local_path_not_found.py [--remedy ID]
"""

import os
import tempfile
from pathlib import Path

from hubkit import GOOD_TOKEN, FakeHub, check, parse_remedy, same_weights, tiny_bert_files

REMEDIES = ("path-from-script-dir", "pass-a-token")


def main():
    remedy = parse_remedy(REMEDIES)
    FakeHub().start()
    reference, _, _ = tiny_bert_files()
    project = Path(tempfile.mkdtemp(prefix="project-"))
    reference.save_pretrained(project / "outputs" / "tiny-bert-ft")
    (project / "notebooks").mkdir()
    os.chdir(project / "notebooks")                 # the script runs from another directory
    script_dir = project                            # what Path(__file__).resolve().parent gives there

    from transformers import AutoModel

    if remedy == "path-from-script-dir":
        model_dir = script_dir / "outputs" / "tiny-bert-ft"
        assert (model_dir / "config.json").is_file(), f"no saved model in {model_dir}"
        model = AutoModel.from_pretrained(model_dir)
    elif remedy == "pass-a-token":
        model = AutoModel.from_pretrained("outputs/tiny-bert-ft", token=GOOD_TOKEN)
    else:
        model = AutoModel.from_pretrained("outputs/tiny-bert-ft")
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
