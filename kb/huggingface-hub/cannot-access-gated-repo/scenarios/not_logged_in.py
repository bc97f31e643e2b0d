"""A gated model whose terms the user accepted, loaded where no token is available.

A tiny BERT is published on a local stand-in of the hub (kb/huggingface-hub/_shared/fakehub.py;
HF_ENDPOINT points at it) as the gated repo "acme-lab/tiny-bert-gated"; the account that owns
GOOD_TOKEN has been granted access. The program runs where that account never logged in (a
fresh container, a CI runner, a cluster job): HF_HOME is empty and HF_TOKEN is unset. The
stand-in answers the anonymous request as the hub does for a gated repo: 401 with
X-Error-Code GatedRepo and "Access to model ... is restricted. You must have access to it and
be authenticated to access it. Please log in." The real huggingface_hub raises GatedRepoError;
the real transformers raises "OSError: You are trying to access a gated repo."

Remedies:
  log-in-with-token   make the token available: `hf auth login` or HF_TOKEN (the lab sets
                      HF_TOKEN before the libraries are imported)
  force-download      force_download=True (dead end: the request is the same anonymous one)

Check: the loaded model's weights equal the published model's weights exactly.

Usage: python not_logged_in.py [--remedy ID]
"""

import os

from hubkit import GOOD_TOKEN, FakeHub, Repo, check, parse_remedy, same_weights, tiny_bert_files

REMEDIES = ("log-in-with-token", "force-download")


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "log-in-with-token":
        os.environ["HF_TOKEN"] = GOOD_TOKEN
    hub = FakeHub().start()
    reference, files, _ = tiny_bert_files()
    hub.add("acme-lab/tiny-bert-gated", Repo(files, gated=True, granted={GOOD_TOKEN}))

    from transformers import AutoModel

    kwargs = {"force_download": True} if remedy == "force-download" else {}
    model = AutoModel.from_pretrained("acme-lab/tiny-bert-gated", **kwargs)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
