"""Shared by this entry's scenarios: a tiny tokenizer trained locally, saved like a hub checkpoint.

No download: a word-level tokenizer is trained on a few strings with the `tokenizers` library,
wrapped in PreTrainedTokenizerFast and saved with save_pretrained, with or without a chat template.
"""

import argparse
import json
import sys

from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

SPECIALS = ["[UNK]", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>", "<|end|>", "<|im_start|>", "<|im_end|>"]
CORPUS = ["you are a helpful assistant", "hello how are you", "i am fine thanks", "what is two plus two", "system user assistant"]

# The chat format the model family was tuned with (what its instruct checkpoint ships).
FAMILY_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}<|end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)
# A generic ChatML template people paste from elsewhere.
CHATML_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)

MESSAGES = [
    {"role": "system", "content": "you are a helpful assistant"},
    {"role": "user", "content": "what is two plus two"},
]


def reference_prompt(messages=MESSAGES):
    """The family format written out by hand, independent of any Jinja rendering."""
    out = "<s>"
    for m in messages:
        out += "<|" + m["role"] + "|>\n" + m["content"] + "<|end|>\n"
    return out + "<|assistant|>\n"


def build_tokenizer(chat_template=None):
    tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.train_from_iterator(CORPUS, trainers.WordLevelTrainer(special_tokens=SPECIALS))
    t = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", bos_token="<s>", eos_token="</s>",
                                additional_special_tokens=SPECIALS[3:])
    if chat_template is not None:
        t.chat_template = chat_template
    return t


def save_checkpoint(path, chat_template=None):
    build_tokenizer(chat_template).save_pretrained(path)
    return path


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def check(tokenizer, prompt):
    """The rendered prompt must equal the hand-written family format, and so must its token ids."""
    ref = reference_prompt()
    ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    ref_ids = tokenizer(ref, add_special_tokens=False)["input_ids"]
    ok = prompt == ref and ids == ref_ids
    detail = "prompt matches the family chat format" if ok else f"prompt {prompt!r} != reference {ref!r}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
