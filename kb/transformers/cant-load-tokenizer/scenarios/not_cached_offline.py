"""The tokenizer is requested by hub id on a node without network, and it is not cached.

The code names the tokenizer class itself (BertTokenizerFast.from_pretrained(<id>), as
in many older scripts). Without AutoTokenizer no config.json is fetched first, so the
failed lookup is reported by the tokenizer loader: "Can't load tokenizer for ...".
HF_HUB_OFFLINE=1, empty cache.

Remedies:
  load-local-snapshot   download the tokenizer files where there is network
                        (`hf download <id> --local-dir <folder>`), copy the folder and
                        load it by path; the lab writes the folder with
                        tokenizer.save_pretrained, which gives the same files
  use-fast-false        the slow class BertTokenizer instead of BertTokenizerFast (the
                        class-level form of use_fast=False; dead end)

Check: the loaded tokenizer gives the same input_ids as the original tokenizer.

Usage: python not_cached_offline.py [--remedy ID]
"""

import os
import tempfile

os.environ["HF_HUB_OFFLINE"] = "1"

from _common import base_tokenizer, check, compare, parse_remedy  # noqa: E402

REMEDIES = ("load-local-snapshot", "use-fast-false")


def main():
    remedy = parse_remedy(REMEDIES)
    tok = base_tokenizer()
    copied = os.path.join(tempfile.mkdtemp(prefix="shared-"), "bert-tiny-uncased")
    tok.save_pretrained(copied)                    # the folder copied from a machine with network

    from transformers import BertTokenizer, BertTokenizerFast

    source = copied if remedy == "load-local-snapshot" else "acme-research/bert-tiny-uncased"
    cls = BertTokenizer if remedy == "use-fast-false" else BertTokenizerFast
    loaded = cls.from_pretrained(source)
    check(*compare(loaded, tok))


if __name__ == "__main__":
    main()
