"""tokenizer_config.json names a class with the wrong spelling ("LLamaTokenizer").

Hand-edited or converted checkpoints write names such as "LLamaTokenizer" or "CodeLLaMATokenizer";
AutoTokenizer looks the name up literally among transformers' classes. Check: ids equal those of
the tokenizers library on the same tokenizer.json.

Usage: python misspelled_tokenizer_class.py [--remedy ID]
"""

from transformers import AutoTokenizer

from _common import build_checkpoint, check, edit_config, parse_remedy

REMEDIES = ("edit-tokenizer-class", "trust-remote-code-only")


def main():
    remedy = parse_remedy(REMEDIES)
    path = build_checkpoint()
    edit_config(path, tokenizer_class="LLamaTokenizer")
    if remedy == "edit-tokenizer-class":
        edit_config(path, tokenizer_class="LlamaTokenizer")  # AutoTokenizer then picks LlamaTokenizerFast
    kwargs = {"trust_remote_code": True} if remedy == "trust-remote-code-only" else {}
    tokenizer = AutoTokenizer.from_pretrained(path, **kwargs)
    check(tokenizer, path)


if __name__ == "__main__":
    main()
