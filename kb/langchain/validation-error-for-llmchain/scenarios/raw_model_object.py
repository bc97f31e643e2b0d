"""LLMChain given a model library's own object as llm (not a LangChain model).

Intended result: the chain fills the prompt and returns what the local model generates for
it. Reference: the local model called directly on the formatted prompt.

Usage: python raw_model_object.py [--remedy ID]
"""

from typing import Any, List, Optional

from langchain.chains import LLMChain
from langchain_core.language_models.llms import LLM
from langchain_core.prompts import PromptTemplate

from _common import LocalGenerator, check, parse_remedy

REMEDIES = ("wrap-in-llm-subclass",)
TEMPLATE = "Q: {question}\nA:"
QUESTION = "What is LCEL?"


class LocalLLM(LLM):
    """LangChain wrapper around the local model object."""

    model: Any

    @property
    def _llm_type(self) -> str:
        return "local-generator"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        return self.model(prompt, max_tokens=32)


def main():
    remedy = parse_remedy(REMEDIES)
    model = LocalGenerator()
    llm = LocalLLM(model=model) if remedy == "wrap-in-llm-subclass" else model
    chain = LLMChain(llm=llm, prompt=PromptTemplate.from_template(TEMPLATE))
    got = chain.invoke({"question": QUESTION})["text"]
    want = model(TEMPLATE.format(question=QUESTION), max_tokens=32)
    check(got == want, f"reply {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
