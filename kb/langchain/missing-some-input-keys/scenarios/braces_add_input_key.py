"""An LLMChain whose template asks for the format "{answer} ({confidence})" in braces.

Each brace pair becomes an input key of the chain, so the chain rejects an input that has
only the real variable.

Intended result: the model receives the instruction with the braces kept literally.
Reference: the same text built by string concatenation.

Usage: python braces_add_input_key.py [--remedy ID]
"""

from langchain.chains import LLMChain
from langchain_core.prompts import PromptTemplate

from _common import EchoModel, check, parse_remedy

REMEDIES = ("escape-literal-braces",)
FORMAT = "{answer} ({confidence})"
QUESTION = "Is Paris in France?"


def main():
    remedy = parse_remedy(REMEDIES)
    fmt = FORMAT.replace("{", "{{").replace("}", "}}") if remedy == "escape-literal-braces" else FORMAT
    prompt = PromptTemplate.from_template("Reply in the form " + fmt + ".\nQuestion: {question}")
    chain = LLMChain(llm=EchoModel(), prompt=prompt)
    got = chain.invoke({"question": QUESTION})["text"]
    want = "Reply in the form " + FORMAT + ".\nQuestion: " + QUESTION
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
