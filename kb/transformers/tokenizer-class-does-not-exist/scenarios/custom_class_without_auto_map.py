"""A custom tokenizer class (remote code) whose tokenizer_config.json lost its auto_map entry.

Models such as Baichuan, ChatGLM or MOSS ship tokenization_<name>.py and point to it from
tokenizer_config.json with "auto_map". A local copy whose tokenizer_config.json has the class name but
no auto_map (edited, or written by a tool that drops the field) leaves AutoTokenizer with a name that
is not a transformers class. Check: the custom class is used and its ids equal the tokenizers library's.

Usage: python custom_class_without_auto_map.py [--remedy ID]
"""

import os

from transformers import AutoTokenizer

from _common import build_checkpoint, check, edit_config, parse_remedy

REMEDIES = ("restore-auto-map-and-trust-remote-code", "trust-remote-code-only")

CUSTOM = '''from transformers import PreTrainedTokenizerFast


class TinyChatTokenizer(PreTrainedTokenizerFast):
    """The repository's own tokenizer class."""
'''


def main():
    remedy = parse_remedy(REMEDIES)
    path = build_checkpoint()
    with open(os.path.join(path, "tokenization_tinychat.py"), "w") as f:
        f.write(CUSTOM)
    edit_config(path, tokenizer_class="TinyChatTokenizer", auto_map=None)
    kwargs = {}
    if remedy == "restore-auto-map-and-trust-remote-code":
        edit_config(path, auto_map={"AutoTokenizer": [None, "tokenization_tinychat.TinyChatTokenizer"]})
        kwargs["trust_remote_code"] = True
    elif remedy == "trust-remote-code-only":
        kwargs["trust_remote_code"] = True
    tokenizer = AutoTokenizer.from_pretrained(path, **kwargs)
    if type(tokenizer).__name__ != "TinyChatTokenizer":
        import json
        print("KNOWNFIX_CHECK " + json.dumps({"ok": False, "detail": f"loaded {type(tokenizer).__name__}, not the repository's TinyChatTokenizer"}))
        return
    check(tokenizer, path)


if __name__ == "__main__":
    main()
