"""An installed library, pinned to an old release, imports cached_download.

The project's code is fine; `imgkit` 0.2 (written for huggingface_hub 0.2x) does
`from huggingface_hub import cached_download, hf_hub_url` at import time. The scenario
writes that release into a temporary site folder, as an installed old release would
look.

Remedies:
  upgrade-the-dependency   install the later imgkit release, which uses hf_hub_download
                           (the lab writes that release's source)

Check: the library returns the expected config from the cache.

Usage: python dependency_imports_cached_download.py [--remedy ID]
"""

import os
import sys
import tempfile

from _common import CONFIG, REPO_ID, check, fill_cache, parse_remedy

REMEDIES = ("upgrade-the-dependency",)

OLD = '''"""imgkit 0.2"""
import json
from huggingface_hub import cached_download, hf_hub_url


def load_config(repo_id):
    return json.load(open(cached_download(hf_hub_url(repo_id, "config.json"))))
'''
NEW = '''"""imgkit 0.3"""
import json
from huggingface_hub import hf_hub_download


def load_config(repo_id):
    return json.load(open(hf_hub_download(repo_id, "config.json")))
'''


def main():
    remedy = parse_remedy(REMEDIES)
    fill_cache()
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "imgkit"))
    with open(os.path.join(site, "imgkit", "__init__.py"), "w") as f:
        f.write(NEW if remedy == "upgrade-the-dependency" else OLD)
    sys.path.insert(0, site)
    import imgkit

    got = imgkit.load_config(REPO_ID)
    check(got == CONFIG, f"config {got}")


if __name__ == "__main__":
    main()
