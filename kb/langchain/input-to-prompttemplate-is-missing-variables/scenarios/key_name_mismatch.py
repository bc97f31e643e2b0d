"""A retrieval chain whose input map produces "query" while the prompt expects {question}.

Intended result: the model receives the template filled with the retrieved context and the
question. Reference: str.format of the template with the same two values.

Usage: python key_name_mismatch.py [--remedy ID]
"""

from typing import Any, List, Optional

from langchain_core.language_models.llms import LLM
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough

from _common import check, parse_remedy

REMEDIES = ("match-prompt-variables",)
TEMPLATE = "Answer from the context.\nContext: {context}\nQuestion: {question}"
DOCS = {"returns": "Returns are accepted within 30 days."}
QUESTION = "How long do I have to return an item?"


class EchoModel(LLM):
    """A local model that replies with the prompt it received."""

    @property
    def _llm_type(self) -> str:
        return "echo"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        return prompt


def retrieve(question: str) -> str:
    return DOCS["returns"] if "return" in question else ""


def main():
    remedy = parse_remedy(REMEDIES)
    prompt = PromptTemplate.from_template(TEMPLATE)
    key = "question" if remedy == "match-prompt-variables" else "query"
    chain = {"context": RunnableLambda(retrieve), key: RunnablePassthrough()} | prompt | EchoModel() | StrOutputParser()
    got = chain.invoke(QUESTION)
    want = TEMPLATE.format(context=DOCS["returns"], question=QUESTION)
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
