"""A chain that hands the dict of prompt variables straight to the chat model (the prompt
template was left out of the pipe).

Intended result: the model receives the system and human messages of the template, filled
with the variables. Reference: the messages written out by hand.

Usage: python variables_dict_to_model.py [--remedy ID]
"""

from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough

from _common import EchoChatModel, check, parse_remedy

REMEDIES = ("pipe-through-prompt", "stringify-the-dict")
QUESTION = "How long do I have to return an item?"
PROMPT = ChatPromptTemplate.from_messages([("system", "Answer briefly."), ("human", "{question}")])


def main():
    remedy = parse_remedy(REMEDIES)
    model = EchoChatModel()
    if remedy == "pipe-through-prompt":
        chain = {"question": RunnablePassthrough()} | PROMPT | model
        got = chain.invoke(QUESTION).content
    elif remedy == "stringify-the-dict":
        chain = {"question": RunnablePassthrough()} | RunnableLambda(str) | model
        got = chain.invoke(QUESTION).content
    else:
        chain = {"question": RunnablePassthrough()} | model
        got = chain.invoke(QUESTION).content
    check(got, f"system:Answer briefly. | human:{QUESTION}")


if __name__ == "__main__":
    main()
