"""The sentencepiece package is missing; installing it fixes the error only for a fresh interpreter.

Runs in an environment where sentencepiece is installed. The program stands in for one where it
is not: it hides the package from import before transformers is imported (transformers checks
availability with importlib.util.find_spec). The checkpoint ships only tokenizer.model, trained
here with sentencepiece. Remedies:
  install-sentencepiece: the package is importable when transformers is first imported (a new
    process after `pip install sentencepiece`).
  install-without-restart: the package becomes importable after transformers was imported
    (`!pip install sentencepiece` in a running notebook), and the load is retried.
Check: LlamaTokenizer ids equal SentencePieceProcessor.encode ids of the same model.

Usage: python install_sentencepiece.py [--remedy ID]
"""

import os
import tempfile

from _common import TEXT, hide_modules, parse_remedy, report, train_spm_model, unhide_modules, write_llama_folder

REMEDIES = ("install-sentencepiece", "install-without-restart")


def main():
    remedy = parse_remedy(REMEDIES)
    ckpt = tempfile.mkdtemp()
    sp = train_spm_model(ckpt)
    write_llama_folder(ckpt)
    ref = sp.encode(TEXT)
    if remedy != "install-sentencepiece":
        hide_modules("sentencepiece")
    import transformers

    if remedy == "install-without-restart":
        try:
            transformers.LlamaTokenizer.from_pretrained(ckpt)
        except ImportError as e:
            print(f"first attempt: {str(e).strip().splitlines()[0]}")
        unhide_modules("sentencepiece")  # the package is importable from now on
        import sentencepiece  # noqa: F401  (it is)

    tokenizer = transformers.LlamaTokenizer.from_pretrained(ckpt)
    ids = tokenizer(TEXT, add_special_tokens=False)["input_ids"]
    report(ids == ref, f"LlamaTokenizer ids {ids} vs sentencepiece {ref}")


if __name__ == "__main__":
    main()
