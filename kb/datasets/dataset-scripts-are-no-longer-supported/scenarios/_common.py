"""Shared helpers: a local dataset folder that still ships a loading script (as older hub
repositories do). Nothing is downloaded."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

SCRIPT = '''import datasets


class Reviews(datasets.GeneratorBasedBuilder):
    def _info(self):
        return datasets.DatasetInfo(features=datasets.Features({"text": datasets.Value("string"),
                                                                "label": datasets.Value("int64")}))

    def _split_generators(self, dl_manager):
        return [datasets.SplitGenerator(name=datasets.Split.TRAIN)]

    def _generate_examples(self):
        for i in range(6):
            yield i, {"text": f"review {i}", "label": i % 2}
'''
EXPECTED = [{"text": f"review {i}", "label": i % 2} for i in range(6)]


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def script_repo():
    folder = os.path.join(tempfile.mkdtemp(prefix="hub-clone-"), "reviews")
    os.makedirs(folder)
    with open(os.path.join(folder, "reviews.py"), "w") as f:
        f.write(SCRIPT)
    return folder


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
