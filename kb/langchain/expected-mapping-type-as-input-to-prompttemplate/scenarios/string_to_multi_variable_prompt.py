"""A retrieval chain invoked with the bare question string; its prompt has two variables.

Intended result: the model receives the template filled with the retrieved context and the
question. Reference: str.format of the template.

Usage: python string_to_multi_variable_prompt.py [--remedy ID]
"""

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough

from _common import EchoModel, check, parse_remedy

REMEDIES = ("map-input-to-dict", "invoke-with-dict")
TEMPLATE = "Answer from the context.\nContext: {context}\nQuestion: {question}"
POLICY = "Returns are accepted within 30 days."
QUESTION = "How long do I have to return an item?"


def retrieve(question: str) -> str:
    return POLICY


def main():
    remedy = parse_remedy(REMEDIES)
    prompt = PromptTemplate.from_template(TEMPLATE)
    if remedy == "map-input-to-dict":
        chain = {"context": RunnableLambda(retrieve), "question": RunnablePassthrough()} | prompt | EchoModel() | StrOutputParser()
        got = chain.invoke(QUESTION)
    elif remedy == "invoke-with-dict":
        chain = prompt | EchoModel() | StrOutputParser()
        got = chain.invoke({"context": retrieve(QUESTION), "question": QUESTION})
    else:
        chain = prompt | EchoModel() | StrOutputParser()
        got = chain.invoke(QUESTION)
    want = TEMPLATE.format(context=POLICY, question=QUESTION)
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
