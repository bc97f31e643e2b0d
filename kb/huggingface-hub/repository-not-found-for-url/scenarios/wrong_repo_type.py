"""A dataset repository downloaded without repo_type="dataset".

hf_hub_download and snapshot_download look in the model namespace unless repo_type says
otherwise. The dataset "acme-lab/product-reviews" is published on a local stand-in of the
hub (kb/huggingface-hub/_shared/fakehub.py; HF_ENDPOINT points at it) under /datasets/...,
so /acme-lab/product-reviews/resolve/main/train.csv names no repository, and the stand-in
answers 401 RepoNotFound as the hub does (huggingface/huggingface_hub#1007 shows the same
for a dataset fetched without repo_type).

Remedies:
  set-repo-type   hf_hub_download(..., repo_type="dataset")
  force-download  force_download=True (dead end: same URL, same answer)

Check: the downloaded file is byte for byte the published train.csv.

Usage: python wrong_repo_type.py [--remedy ID]
"""

from hubkit import FakeHub, Repo, check, parse_remedy

REMEDIES = ("set-repo-type", "force-download")
CSV = "text,label\ngreat kettle,1\nbroke after a week,0\n"


def main():
    remedy = parse_remedy(REMEDIES)
    hub = FakeHub().start()
    hub.add("acme-lab/product-reviews", Repo({"train.csv": CSV}, repo_type="dataset"))

    from huggingface_hub import hf_hub_download

    kwargs = {}
    if remedy == "set-repo-type":
        kwargs["repo_type"] = "dataset"
    elif remedy == "force-download":
        kwargs["force_download"] = True
    path = hf_hub_download("acme-lab/product-reviews", "train.csv", **kwargs)
    with open(path, encoding="utf-8") as f:
        got = f.read()
    check(got == CSV, f"{len(got)} bytes downloaded, published file has {len(CSV)}; equal: {got == CSV}")


if __name__ == "__main__":
    main()
