"""Prompt variables kept in a ChainMap (defaults plus per-request overrides), not a dict.

Intended result: the model receives the template filled with the merged values. Reference:
str.format with the same values.

Usage: python non_dict_mapping.py [--remedy ID]
"""

from collections import ChainMap

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate

from _common import EchoModel, check, parse_remedy

REMEDIES = ("convert-to-dict",)
TEMPLATE = "You are a {tone} assistant. Answer in {lang}: {question}"
DEFAULTS = {"tone": "concise", "lang": "English"}


def main():
    remedy = parse_remedy(REMEDIES)
    chain = PromptTemplate.from_template(TEMPLATE) | EchoModel() | StrOutputParser()
    values = ChainMap({"question": "What is LCEL?", "lang": "German"}, DEFAULTS)
    got = chain.invoke(dict(values) if remedy == "convert-to-dict" else values)
    want = TEMPLATE.format(tone="concise", lang="German", question="What is LCEL?")
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
