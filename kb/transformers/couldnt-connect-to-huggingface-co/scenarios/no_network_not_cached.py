"""A machine without internet access loads a model by its hub id; it was never downloaded there.

The compute node has no route to huggingface.co (simulated: HF_ENDPOINT points at a
refused loopback port), its hub cache is empty, and the script calls
AutoModel.from_pretrained("acme-research/tiny-bert").

Remedies:
  load-local-snapshot   download the repository on a machine with access
                        (`hf download <id> --local-dir <folder>` or snapshot_download),
                        copy the folder over and pass its path; the lab writes that folder
                        with save_pretrained, which gives the same files
  set-offline-mode      set HF_HUB_OFFLINE=1 and retry (dead end)

Check: the loaded weights equal the saved model's.

Usage: python no_network_not_cached.py [--remedy ID]
"""

import os

from _common import NO_NETWORK, REPO_ID, check, parse_remedy, same_weights, save_tiny_bert, tmp

REMEDIES = ("load-local-snapshot", "set-offline-mode")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.update(NO_NETWORK)
    os.environ["HF_HOME"] = tmp("empty-hf-home")
    if remedy == "set-offline-mode":
        os.environ["HF_HUB_OFFLINE"] = "1"
    # the folder that was downloaded elsewhere and copied to this machine
    copied = os.path.join(tmp("shared"), "tiny-bert")
    reference = save_tiny_bert(copied)

    from transformers import AutoModel

    source = copied if remedy == "load-local-snapshot" else REPO_ID
    model = AutoModel.from_pretrained(source)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
