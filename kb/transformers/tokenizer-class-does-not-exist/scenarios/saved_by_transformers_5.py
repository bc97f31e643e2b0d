"""A tokenizer saved by transformers 5 is loaded with transformers 4.

transformers 5.24.0 writes "tokenizer_class": "TokenizersBackend" into tokenizer_config.json for a
generic fast tokenizer (measured by the lab); transformers 4.x has no class of that name. The program
saves a tokenizer with the installed release and writes that field as 5.x does, then loads it with
AutoTokenizer. Check: ids equal those of the tokenizers library on the same tokenizer.json.

Usage: python saved_by_transformers_5.py [--remedy ID]
"""

from transformers import AutoTokenizer, PreTrainedTokenizerFast

from _common import build_checkpoint, check, edit_config, parse_remedy

REMEDIES = ("edit-tokenizer-class", "load-with-pretrained-tokenizer-fast", "trust-remote-code-only")


def main():
    remedy = parse_remedy(REMEDIES)
    path = build_checkpoint()
    edit_config(path, tokenizer_class="TokenizersBackend")  # what transformers 5 writes
    if remedy == "edit-tokenizer-class":
        edit_config(path, tokenizer_class="PreTrainedTokenizerFast")
    if remedy == "load-with-pretrained-tokenizer-fast":
        tokenizer = PreTrainedTokenizerFast.from_pretrained(path)
    elif remedy == "trust-remote-code-only":
        tokenizer = AutoTokenizer.from_pretrained(path, trust_remote_code=True)
    else:
        tokenizer = AutoTokenizer.from_pretrained(path)
    check(tokenizer, path)


if __name__ == "__main__":
    main()
