"""A gated model fetched with a valid token of an account that has no access to it yet.

The gated repo "acme-lab/tiny-bert-gated" is published on a local stand-in of the hub
(kb/huggingface-hub/_shared/fakehub.py; HF_ENDPOINT points at it). The user is logged in
(HF_TOKEN holds a valid token) but never asked for access on the model page, or the request
is still pending. The stand-in answers as the hub does: 403 with X-Error-Code GatedRepo and
"Access to model ... is restricted and you are not in the authorized list. Visit ... to ask
for access." The program downloads the weights with hf_hub_download, as diffusers-style
loaders and download scripts do; the real huggingface_hub raises GatedRepoError.

Remedies:
  request-access     ask for access on the model page and wait until it is granted; the lab
                     plays the repo owner's approval by adding the token's account to the
                     stand-in's granted list, then runs the same download
  pass-token-again   log in again / pass token= explicitly (dead end: the account still has
                     no access)

Check: the downloaded model.safetensors is byte for byte the published file.

Usage: python access_not_granted.py [--remedy ID]
"""

import os

from hubkit import GOOD_TOKEN, FakeHub, Repo, check, parse_remedy, tiny_bert_files

REMEDIES = ("request-access", "pass-token-again")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ["HF_TOKEN"] = GOOD_TOKEN              # logged in, but not granted
    hub = FakeHub().start()
    _, files, _ = tiny_bert_files()
    repo = Repo(files, gated=True, granted=set())
    hub.add("acme-lab/tiny-bert-gated", repo)

    from huggingface_hub import hf_hub_download

    if remedy == "request-access":
        repo.granted.add(GOOD_TOKEN)                 # the owner approves the request
    kwargs = {"token": GOOD_TOKEN} if remedy == "pass-token-again" else {}
    path = hf_hub_download("acme-lab/tiny-bert-gated", "model.safetensors", **kwargs)
    with open(path, "rb") as f:
        got = f.read()
    want = files["model.safetensors"]
    check(got == want, f"{len(got)} bytes downloaded, published file has {len(want)}; equal: {got == want}")


if __name__ == "__main__":
    main()
