"""Download code written for huggingface_hub before 0.26 imports cached_download.

The script fetches a config file with cached_download(hf_hub_url(repo, filename)), as
older tutorials did. cached_download was removed in huggingface_hub 0.26.0; the lab's
releases (0.27.1, 0.36.2, 2.4.0) do not have it. The file is already in the hub cache
(offline mode), so the replacement can be checked without network.

Remedies:
  use-hf-hub-download    hf_hub_download(repo_id, filename), which returns the cached path

Check: the returned file holds the expected config.

Usage: python own_code_uses_cached_download.py [--remedy ID]
"""

import json

from _common import CONFIG, REPO_ID, check, fill_cache, parse_remedy

REMEDIES = ("use-hf-hub-download",)


def main():
    remedy = parse_remedy(REMEDIES)
    fill_cache()
    if remedy == "use-hf-hub-download":
        from huggingface_hub import hf_hub_download

        path = hf_hub_download(REPO_ID, "config.json")
    else:
        from huggingface_hub import cached_download, hf_hub_url

        path = cached_download(hf_hub_url(REPO_ID, "config.json"))
    got = json.load(open(path))
    check(got == CONFIG, f"config {got}")


if __name__ == "__main__":
    main()
