"""The repo id is misspelt or lacks its namespace, so the hub has no such repository.

A tiny BERT is published on a local stand-in of the hub (kb/huggingface-hub/_shared/fakehub.py;
HF_ENDPOINT points at it) as "acme-lab/tiny-bert-uncased". The program asks for
"tiny-bert-uncased" (namespace left out, as when an id is copied from a model card title).
The stand-in answers as the hub does for an anonymous request to a repository that does not
exist: 401 with X-Error-Code RepoNotFound. The real huggingface_hub raises
RepositoryNotFoundError and the real transformers turns it into "... is not a local folder
and is not a valid model identifier ...".

Remedies:
  fix-repo-id      use the full "<namespace>/<name>" id shown on the model page
  pass-a-token     log in / pass token= without changing the id (dead end: the hub then
                   answers 404 Repository not found)

Check: the loaded model's weights equal the published model's weights exactly.

Usage: python wrong_repo_id.py [--remedy ID]
"""

from hubkit import GOOD_TOKEN, FakeHub, Repo, check, parse_remedy, same_weights, tiny_bert_files

REMEDIES = ("fix-repo-id", "pass-a-token")


def main():
    remedy = parse_remedy(REMEDIES)
    hub = FakeHub().start()                        # sets HF_ENDPOINT before transformers is imported
    reference, files, _ = tiny_bert_files()
    hub.add("acme-lab/tiny-bert-uncased", Repo(files))

    from transformers import AutoModel

    repo_id = "acme-lab/tiny-bert-uncased" if remedy == "fix-repo-id" else "tiny-bert-uncased"
    kwargs = {"token": GOOD_TOKEN} if remedy == "pass-a-token" else {}
    model = AutoModel.from_pretrained(repo_id, **kwargs)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
