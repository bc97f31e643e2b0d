"""A relative model path that does not exist from the current directory is taken for a hub id.

The fine-tuned model lives in <project>/checkpoints/tiny-bert; the script says
from_pretrained("checkpoints/tiny-bert") and is started from <project>/scripts. No such
folder exists there, and "checkpoints/tiny-bert" has the form of a hub id
(namespace/name), so transformers asks the hub for it; the node has no network
(simulated with a refused loopback port).

Remedies:
  path-relative-to-script   build the path from the script's own location (or use an
                            absolute path) so that it names the folder from any cwd
  set-offline-mode          set HF_HUB_OFFLINE=1 and retry (dead end)

Check: the loaded weights equal the fine-tuned model's.

Usage: python relative_path_wrong_cwd.py [--remedy ID]
"""

import os

from _common import NO_NETWORK, check, parse_remedy, same_weights, save_tiny_bert, tmp

REMEDIES = ("path-relative-to-script", "set-offline-mode")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.update(NO_NETWORK)
    os.environ["HF_HOME"] = tmp("hf-home")
    if remedy == "set-offline-mode":
        os.environ["HF_HUB_OFFLINE"] = "1"
    project = tmp("project")
    reference = save_tiny_bert(os.path.join(project, "checkpoints", "tiny-bert"))
    os.makedirs(os.path.join(project, "scripts"))
    os.chdir(os.path.join(project, "scripts"))      # `cd scripts && python predict.py`
    script_dir = os.path.join(project, "scripts")   # what Path(__file__).resolve().parent gives there

    from transformers import AutoModel

    if remedy == "path-relative-to-script":
        path = os.path.join(script_dir, "..", "checkpoints", "tiny-bert")
    else:
        path = "checkpoints/tiny-bert"
    model = AutoModel.from_pretrained(path)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
