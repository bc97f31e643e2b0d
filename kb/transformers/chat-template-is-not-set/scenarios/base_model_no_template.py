"""A base (not instruction-tuned) checkpoint ships no chat template; apply_chat_template fails.

The program builds two local checkpoints of one model family: "base" without a chat template
(like meta-llama/Llama-3.2-1B or Qwen/Qwen2.5-1.5B) and "instruct" with the family's template
(like the -Instruct siblings). It loads the base tokenizer and formats a conversation with
apply_chat_template. Check: the prompt equals the family format written out by hand.

Usage: python base_model_no_template.py [--remedy ID]
"""

import os
import tempfile

from transformers import AutoTokenizer

from _common import CHATML_TEMPLATE, FAMILY_TEMPLATE, MESSAGES, check, parse_remedy, save_checkpoint

REMEDIES = ("use-instruct-checkpoint", "set-template-from-instruct-sibling", "pass-chat-template-argument",
            "default-chat-template-attribute", "generic-chatml-template")


def main():
    remedy = parse_remedy(REMEDIES)
    root = tempfile.mkdtemp()
    base = save_checkpoint(os.path.join(root, "tiny-base"))
    instruct = save_checkpoint(os.path.join(root, "tiny-instruct"), FAMILY_TEMPLATE)

    tokenizer = AutoTokenizer.from_pretrained(instruct if remedy == "use-instruct-checkpoint" else base)
    kwargs = {}
    if remedy == "set-template-from-instruct-sibling":
        tokenizer.chat_template = AutoTokenizer.from_pretrained(instruct).chat_template
    elif remedy == "pass-chat-template-argument":
        kwargs["chat_template"] = FAMILY_TEMPLATE
    elif remedy == "default-chat-template-attribute":
        tokenizer.chat_template = tokenizer.default_chat_template  # removed in transformers 4.44
    elif remedy == "generic-chatml-template":
        tokenizer.chat_template = CHATML_TEMPLATE

    prompt = tokenizer.apply_chat_template(MESSAGES, tokenize=False, add_generation_prompt=True, **kwargs)
    check(tokenizer, prompt)


if __name__ == "__main__":
    main()
