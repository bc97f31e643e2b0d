"""LLMChain given the model class instead of an instance (missing parentheses).

Intended result: the chain returns the fake model's scripted reply. Reference: the
scripted response list.

Usage: python class_not_instance.py [--remedy ID]
"""

from langchain.chains import LLMChain
from langchain_core.language_models import FakeListLLM
from langchain_core.prompts import PromptTemplate

from _common import check, parse_remedy

REMEDIES = ("instantiate-the-model",)
RESPONSES = ["Paris"]


def main():
    remedy = parse_remedy(REMEDIES)
    llm = FakeListLLM(responses=RESPONSES) if remedy == "instantiate-the-model" else FakeListLLM
    chain = LLMChain(llm=llm, prompt=PromptTemplate.from_template("Capital of {country}?"))
    got = chain.invoke({"country": "France"})["text"]
    check(got == RESPONSES[0], f"reply {got!r}, reference {RESPONSES[0]!r}")


if __name__ == "__main__":
    main()
