"""RuntimeError: Impossible to instantiate a pipeline without either a task or a model being specified,
cause: the model is passed under a keyword that pipeline() does not know (model_name=, model_id=,
checkpoint=, model_path=).

pipeline() accepts any extra keyword (they go on to the pipeline class), so
pipeline(model_name=path) raises no TypeError: model stays None, and with no task the factory stops.

Remedies:
  use-model-keyword   pass the folder or hub id as model= (or positionally after the task)
  task-only           keep model_name= and add the task (dead end: model is still None, so the task's
                      default hub model is used, which needs the network and is not this model)

Check: the pipeline's labels and scores equal those of the model called directly.
"""
from _common import TEXTS, check, compare, parse_remedy, reference, save_tiny_classifier

REMEDIES = ("use-model-keyword", "task-only")


def main():
    remedy = parse_remedy(REMEDIES)
    folder = save_tiny_classifier()
    from transformers import pipeline
    if remedy == "use-model-keyword":
        clf = pipeline("text-classification", model=folder)
    elif remedy == "task-only":
        clf = pipeline("text-classification", model_name=folder)
    else:
        clf = pipeline(model_name=folder)
    ok, detail = compare(clf(TEXTS), reference(folder))
    check(ok, detail)


if __name__ == "__main__":
    main()
