"""RuntimeError: Impossible to instantiate a pipeline without either a task or a model being specified,
cause: the model id comes from a setting that is not set, so pipeline() gets model=None and no task.

A service reads the model folder from the SENTIMENT_MODEL environment variable with os.environ.get().
The deployment sets SENTIMENT_MODEL_PATH instead (a renamed variable), so the value is None.

Remedies:
  pass-task-and-model   read the setting strictly (os.environ[...] or an explicit check that names it) and
                        call pipeline("text-classification", model=path); here the right variable is read
  task-only             drop the model and keep only the task (dead end: pipeline() then picks the task's
                        default hub model, which needs the network and is not this model)

Check: the pipeline's labels and scores equal those of the model called directly.
"""
import os

from _common import TEXTS, check, compare, parse_remedy, reference, save_tiny_classifier

REMEDIES = ("pass-task-and-model", "task-only")


def build_classifier(remedy):
    from transformers import pipeline
    if remedy == "pass-task-and-model":
        path = os.environ["SENTIMENT_MODEL_PATH"]
        return pipeline("text-classification", model=path)
    if remedy == "task-only":
        return pipeline("text-classification")
    return pipeline(model=os.environ.get("SENTIMENT_MODEL"))


def main():
    remedy = parse_remedy(REMEDIES)
    folder = save_tiny_classifier()
    os.environ["SENTIMENT_MODEL_PATH"] = folder     # what the deployment sets
    clf = build_classifier(remedy)
    ok, detail = compare(clf(TEXTS), reference(folder))
    check(ok, detail)


if __name__ == "__main__":
    main()
