"""A tokenizer built straight from tokenizer.json has no chat template.

PreTrainedTokenizerFast(tokenizer_file=".../tokenizer.json") reads only the `tokenizers`
serialization; the chat template is in tokenizer_config.json or chat_template.jinja of the same
folder, which this constructor never opens. Check: the prompt equals the family format.

Usage: python tokenizer_built_from_tokenizer_json.py [--remedy ID]
"""

import os
import tempfile

from transformers import AutoTokenizer, PreTrainedTokenizerFast

from _common import FAMILY_TEMPLATE, MESSAGES, check, parse_remedy, save_checkpoint

REMEDIES = ("load-folder-with-from-pretrained",)


def main():
    remedy = parse_remedy(REMEDIES)
    ckpt = save_checkpoint(os.path.join(tempfile.mkdtemp(), "chat-model"), FAMILY_TEMPLATE)
    if remedy == "load-folder-with-from-pretrained":
        tokenizer = AutoTokenizer.from_pretrained(ckpt)
    else:
        tokenizer = PreTrainedTokenizerFast(tokenizer_file=os.path.join(ckpt, "tokenizer.json"),
                                            bos_token="<s>", eos_token="</s>", unk_token="[UNK]")
    prompt = tokenizer.apply_chat_template(MESSAGES, tokenize=False, add_generation_prompt=True)
    check(tokenizer, prompt)


if __name__ == "__main__":
    main()
