"""A formatted prompt (PromptValue) passed to a chain that starts with the same prompt template.

Intended result: the model receives the prompt filled with the variables once. Reference:
str.format of the template.

Usage: python prompt_object_passed.py [--remedy ID]
"""

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate

from _common import EchoModel, check, parse_remedy

REMEDIES = ("pass-variables-not-prompt",)
TEMPLATE = "Write a haiku about {topic} in {lang}."
VARS = {"topic": "autumn rain", "lang": "English"}


def main():
    remedy = parse_remedy(REMEDIES)
    prompt = ChatPromptTemplate.from_template(TEMPLATE)
    chain = prompt | EchoModel() | StrOutputParser()
    if remedy == "pass-variables-not-prompt":
        got = chain.invoke(VARS)
    else:
        got = chain.invoke(prompt.invoke(VARS))
    want = "Human: " + TEMPLATE.format(**VARS)
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
