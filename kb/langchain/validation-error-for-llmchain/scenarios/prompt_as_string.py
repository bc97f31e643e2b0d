"""LLMChain given the template text as prompt instead of a PromptTemplate.

Intended result: the prompt sent to the model is the template filled with the input.
Reference: str.format of the template, passed through the local model.

Usage: python prompt_as_string.py [--remedy ID]
"""

from typing import Any, List, Optional

from langchain.chains import LLMChain
from langchain_core.language_models.llms import LLM
from langchain_core.prompts import PromptTemplate

from _common import LocalGenerator, check, parse_remedy

REMEDIES = ("prompt-template-object",)
TEMPLATE = "Translate into French: {text}"


class LocalLLM(LLM):
    model: Any

    @property
    def _llm_type(self) -> str:
        return "local-generator"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        return self.model(prompt, max_tokens=64)


def main():
    remedy = parse_remedy(REMEDIES)
    model = LocalGenerator()
    prompt = PromptTemplate.from_template(TEMPLATE) if remedy == "prompt-template-object" else TEMPLATE
    chain = LLMChain(llm=LocalLLM(model=model), prompt=prompt)
    got = chain.invoke({"text": "thank you"})["text"]
    want = model(TEMPLATE.format(text="thank you"), max_tokens=64)
    check(got == want, f"reply {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
