"""A checkpoint with only tokenizer.model (no tokenizer.json), loaded as a fast tokenizer without protobuf.

Runs in an environment where sentencepiece and protobuf are installed. The program stands in for one
where protobuf is not: it hides google.protobuf from import before transformers is imported. The
folder holds tokenizer.model (trained here with sentencepiece) and no tokenizer.json, so
AutoTokenizer converts the slow tokenizer to a fast one, and the converter reads the model file
with protobuf. Remedies:
  install-protobuf: protobuf is importable (a new process after `pip install protobuf`).
  ship-tokenizer-json: the conversion is done once in a separate process that has protobuf, the
    folder gets tokenizer.json, and the program (without protobuf) loads that.
  use-slow-tokenizer: AutoTokenizer.from_pretrained(..., use_fast=False).
Check: token ids equal SentencePieceProcessor.encode ids of the same model.

Usage: python sentencepiece_only_checkpoint.py [--remedy ID]
"""

import os
import subprocess
import sys
import tempfile

from _common import TEXT, hide_modules, parse_remedy, report, train_spm_model, write_llama_folder

REMEDIES = ("install-protobuf", "ship-tokenizer-json", "use-slow-tokenizer")

CONVERT = ("import sys, transformers; t = transformers.AutoTokenizer.from_pretrained(sys.argv[1]); "
           "t.save_pretrained(sys.argv[1])")


def main():
    remedy = parse_remedy(REMEDIES)
    ckpt = tempfile.mkdtemp()
    sp = train_spm_model(ckpt)
    write_llama_folder(ckpt)
    ref = sp.encode(TEXT)
    if remedy == "ship-tokenizer-json":
        subprocess.run([sys.executable, "-c", CONVERT, ckpt], check=True, capture_output=True, timeout=120)
    if remedy != "install-protobuf":
        hide_modules("google.protobuf")
    import transformers

    kwargs = {"use_fast": False} if remedy == "use-slow-tokenizer" else {}
    tokenizer = transformers.AutoTokenizer.from_pretrained(ckpt, **kwargs)
    ids = tokenizer(TEXT, add_special_tokens=False)["input_ids"]
    report(ids == ref, f"{type(tokenizer).__name__} ids {ids} vs sentencepiece {ref}")


if __name__ == "__main__":
    main()
