"""The chat template lives in chat_template.jinja, and a copy step that takes tokenizer* files drops it.

From transformers 4.57 on (observed by the lab with 4.57.6 and 5.24.0), save_pretrained writes the
template to chat_template.jinja instead of tokenizer_config.json. A deployment script copies the
tokenizer files it knows (tokenizer.json, tokenizer_config.json, special_tokens_map.json) to a
serving folder; the served tokenizer has no template. With 4.47.1 the template sits in
tokenizer_config.json and the same copy keeps it. Check: the prompt equals the family format.

Usage: python template_file_not_copied.py [--remedy ID]
"""

import glob
import os
import shutil
import tempfile

from transformers import AutoTokenizer

from _common import FAMILY_TEMPLATE, MESSAGES, check, parse_remedy, save_checkpoint

REMEDIES = ("copy-whole-tokenizer-folder", "pass-chat-template-argument")


def main():
    remedy = parse_remedy(REMEDIES)
    root = tempfile.mkdtemp()
    trained = save_checkpoint(os.path.join(root, "finetuned"), FAMILY_TEMPLATE)
    serve = os.path.join(root, "serve")
    os.makedirs(serve)
    if remedy == "copy-whole-tokenizer-folder":
        AutoTokenizer.from_pretrained(trained).save_pretrained(serve)
    else:
        for f in glob.glob(os.path.join(trained, "tokenizer*")) + glob.glob(os.path.join(trained, "special_tokens_map.json")):
            shutil.copy(f, serve)

    tokenizer = AutoTokenizer.from_pretrained(serve)
    kwargs = {"chat_template": FAMILY_TEMPLATE} if remedy == "pass-chat-template-argument" else {}
    prompt = tokenizer.apply_chat_template(MESSAGES, tokenize=False, add_generation_prompt=True, **kwargs)
    check(tokenizer, prompt)


if __name__ == "__main__":
    main()
