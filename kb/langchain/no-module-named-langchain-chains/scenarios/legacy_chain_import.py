"""A summarizer written for langchain 0.x: LLMChain imported from langchain.chains.

langchain 1.x removed langchain.chains (the legacy chains moved to langchain-classic).

Intended result: the model receives the template filled with the article and the program
returns the model's reply. Reference: str.format of the same template, passed through the
same deterministic model function.

Usage: python legacy_chain_import.py [--remedy ID]
"""

from _common import EchoModel, check, parse_remedy, reply_for

REMEDIES = ("rewrite-with-lcel",)
TEMPLATE = "Summarize in one sentence:\n{article}"
ARTICLE = "LangChain 1.0 moved the legacy chains into a separate package."


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "rewrite-with-lcel":
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import PromptTemplate

        chain = PromptTemplate.from_template(TEMPLATE) | EchoModel() | StrOutputParser()
        result = chain.invoke({"article": ARTICLE})
    else:
        from langchain.chains import LLMChain
        from langchain.prompts import PromptTemplate

        chain = LLMChain(llm=EchoModel(), prompt=PromptTemplate.from_template(TEMPLATE))
        result = chain.invoke({"article": ARTICLE})["text"]
    want = reply_for(TEMPLATE.format(article=ARTICLE))
    check(result == want, f"reply {result!r}, reference {want!r}")


if __name__ == "__main__":
    main()
