"""load_dataset on a dataset that is defined by a loading script, with datasets 4 or later.

The folder (a clone of an older hub dataset repository) holds reviews.py, a
GeneratorBasedBuilder script, and no data files. datasets 5.0.1 and 5.2.0 refuse scripts.
Runs in the hf-4.57 and hf-5.24 environments.

Remedies:
  convert-script-to-data-files   run the script's example generator once yourself, build
                                 the dataset with Dataset.from_generator and save it as
                                 Parquet; load the Parquet file from then on
  trust-remote-code              load_dataset(..., trust_remote_code=True) (dead end)

Check: the loaded rows equal the rows the script generates.

Usage: python script_dataset_on_datasets_4.py [--remedy ID]
"""

import importlib.util
import os

from _common import EXPECTED, check, parse_remedy, script_repo

REMEDIES = ("convert-script-to-data-files", "trust-remote-code")


def main():
    remedy = parse_remedy(REMEDIES)
    from datasets import Dataset, load_dataset

    repo = script_repo()
    if remedy == "convert-script-to-data-files":
        spec = importlib.util.spec_from_file_location("reviews_script", os.path.join(repo, "reviews.py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)             # the code of the script: read it before running it
        builder_cls = mod.Reviews
        gen = builder_cls._generate_examples      # plain Python generator of (key, example)
        ds = Dataset.from_generator(lambda: (ex for _, ex in gen(None)), features=builder_cls._info(None).features)
        parquet = os.path.join(repo, "train.parquet")
        ds.to_parquet(parquet)
        ds = load_dataset("parquet", data_files=parquet, split="train")
    elif remedy == "trust-remote-code":
        ds = load_dataset(repo, split="train", trust_remote_code=True)
    else:
        ds = load_dataset(repo, split="train")
    got = [dict(r) for r in ds]
    check(got == EXPECTED, f"{len(got)} rows; equal to the script's rows: {got == EXPECTED}")


if __name__ == "__main__":
    main()
