"""ValueError: Couldn't instantiate the backend tokenizer ..., cause: a checkpoint that ships only a
SentencePiece tokenizer.model (no tokenizer.json) is loaded as a fast tokenizer without sentencepiece.

The program runs in an environment where sentencepiece and protobuf are installed (it needs them to
build the tokenizer.model), and it stands in for one without them: it hides both modules from import
before transformers is imported. LlamaTokenizerFast has no tokenizer.json to read, its slow class
LlamaTokenizer is unavailable without sentencepiece, so the fast constructor has nothing to convert.

Remedies:
  install-sentencepiece   `pip install sentencepiece protobuf` and restart: here, nothing is hidden
  ship-tokenizer-json     convert once in a process that has sentencepiece and write the converted back
                          end as tokenizer.json into the folder (tokenizer.backend_tokenizer.save); the
                          program, still without sentencepiece, then loads tokenizer.json
  sentencepiece-without-protobuf   `pip install sentencepiece` only: protobuf stays hidden (dead end)
  use-fast-false          AutoTokenizer.from_pretrained(..., use_fast=False) without sentencepiece (dead end:
                          the slow class needs sentencepiece itself)

Check: the input_ids equal SentencePieceProcessor's ids of the same model (BOS first).
"""
import subprocess
import sys
import tempfile

from _common import TEXT, check, hide, parse_remedy, sentencepiece_checkpoint

REMEDIES = ("install-sentencepiece", "ship-tokenizer-json", "sentencepiece-without-protobuf", "use-fast-false")
CONVERT = ("import os, sys, transformers; t = transformers.AutoTokenizer.from_pretrained(sys.argv[1]); "
           "t.backend_tokenizer.save(os.path.join(sys.argv[1], 'tokenizer.json'))")


def main():
    remedy = parse_remedy(REMEDIES)
    folder = tempfile.mkdtemp(prefix="llama-tok-")
    want = sentencepiece_checkpoint(folder)
    if remedy == "ship-tokenizer-json":
        subprocess.run([sys.executable, "-c", CONVERT, folder], check=True, capture_output=True, timeout=120)
    if remedy == "sentencepiece-without-protobuf":
        hide("google.protobuf")
    elif remedy != "install-sentencepiece":
        hide("sentencepiece", "google.protobuf")
    from transformers import AutoTokenizer
    kwargs = {"use_fast": False} if remedy == "use-fast-false" else {}
    tok = AutoTokenizer.from_pretrained(folder, **kwargs)
    got = tok(TEXT)["input_ids"]
    check(got == want, "%s ids %s vs sentencepiece %s" % (type(tok).__name__, got, want))


if __name__ == "__main__":
    main()
