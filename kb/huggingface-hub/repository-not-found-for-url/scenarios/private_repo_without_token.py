"""A private repository requested without a token: the hub answers as if it did not exist.

A tiny BERT is published on a local stand-in of the hub (kb/huggingface-hub/_shared/fakehub.py;
HF_ENDPOINT points at it) as the private repo "acme-lab/tiny-bert-internal". The stand-in
answers an anonymous request the way the hub does for a private repo: 401 RepoNotFound
("Invalid username or password."), the same answer as for a repository that does not exist
(huggingface/huggingface_hub#1202). No token is stored: HF_HOME is an empty folder and
HF_TOKEN is unset, as on a fresh CI runner or a new container.

Remedies:
  pass-token      give a token of an account with read access: token=... (the lab passes it
                  through the HF_TOKEN environment variable, which is what `hf auth login`
                  or a CI secret provides)
  force-download  force_download=True (dead end: the request is the same anonymous one)

Check: the loaded model's weights equal the published model's weights exactly.

Usage: python private_repo_without_token.py [--remedy ID]
"""

import os

from hubkit import GOOD_TOKEN, FakeHub, Repo, check, parse_remedy, same_weights, tiny_bert_files

REMEDIES = ("pass-token", "force-download")


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "pass-token":
        os.environ["HF_TOKEN"] = GOOD_TOKEN          # read before huggingface_hub is imported
    hub = FakeHub().start()
    reference, files, _ = tiny_bert_files()
    hub.add("acme-lab/tiny-bert-internal", Repo(files, private=True))

    from transformers import AutoModel

    kwargs = {"force_download": True} if remedy == "force-download" else {}
    model = AutoModel.from_pretrained("acme-lab/tiny-bert-internal", **kwargs)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
