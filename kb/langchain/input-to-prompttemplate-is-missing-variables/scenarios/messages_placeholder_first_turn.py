"""A chat prompt with MessagesPlaceholder("history") invoked on the first turn without history.

Intended result: on the first turn the prompt holds the system message and the question;
on the second turn the previous exchange sits between them. Reference: the message lists
written out by hand.

Usage: python messages_placeholder_first_turn.py [--remedy ID]
"""

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

from _common import check, parse_remedy

REMEDIES = ("optional-placeholder", "pass-empty-history")
SYSTEM = "You are a helpful assistant."


def main():
    remedy = parse_remedy(REMEDIES)
    placeholder = MessagesPlaceholder("history", optional=(remedy == "optional-placeholder"))
    prompt = ChatPromptTemplate.from_messages([("system", SYSTEM), placeholder, ("human", "{question}")])
    history = []
    turns = []
    for q, a in [("Hi, I am Bob.", "Hello Bob!"), ("What is my name?", "Bob.")]:
        inputs = {"question": q}
        if history or remedy == "pass-empty-history":
            inputs["history"] = list(history)
        msgs = prompt.invoke(inputs).to_messages()
        turns.append([(m.type, m.content) for m in msgs])
        history += [HumanMessage(content=q), AIMessage(content=a)]
    want = [
        [("system", SYSTEM), ("human", "Hi, I am Bob.")],
        [("system", SYSTEM), ("human", "Hi, I am Bob."), ("ai", "Hello Bob!"), ("human", "What is my name?")],
    ]
    check(turns == want, f"turns {turns!r}, reference {want!r}")


if __name__ == "__main__":
    main()
