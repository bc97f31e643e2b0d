"""Offline mode is on and the model is cached, but in another cache folder than the one used.

The model was downloaded earlier with `cache_dir="/data/hf-cache"` (or by a job whose
HF_HOME pointed there); the offline job (HF_HUB_OFFLINE=1) loads it by id without
cache_dir, so huggingface_hub looks in ~/.cache/huggingface/hub, finds nothing and may
not go online. The cache folder is laid out as hf_hub_download leaves it
(models--org--name/refs/main, snapshots/<commit>/...).

Remedies:
  point-at-the-cache     pass cache_dir= (or set HF_HUB_CACHE / HF_HOME before importing)
                         to the folder that holds the download
  disable-offline-mode   unset HF_HUB_OFFLINE so that the hub is asked (dead end: the node
                         has no network; simulated with a refused loopback port)

Check: the loaded weights equal the cached model's.

Usage: python offline_cache_elsewhere.py [--remedy ID]
"""

import os

from _common import NO_NETWORK, REPO_ID, check, fill_hub_cache, parse_remedy, same_weights, save_tiny_bert, tmp

REMEDIES = ("point-at-the-cache", "disable-offline-mode")


def main():
    remedy = parse_remedy(REMEDIES)
    # environment first: huggingface_hub reads it once, at import
    os.environ["HF_HOME"] = tmp("home-hf")          # the default cache: empty
    if remedy == "disable-offline-mode":
        os.environ.update(NO_NETWORK)
    else:
        os.environ["HF_HUB_OFFLINE"] = "1"
    data_cache = tmp("data-hf-cache")               # where the download went
    snap = os.path.join(tmp("snapshot"), "s")
    reference = save_tiny_bert(snap)
    fill_hub_cache(data_cache, snap)

    from transformers import AutoModel

    kwargs = {"cache_dir": data_cache} if remedy == "point-at-the-cache" else {}
    model = AutoModel.from_pretrained(REPO_ID, **kwargs)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
