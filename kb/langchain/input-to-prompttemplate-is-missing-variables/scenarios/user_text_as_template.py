"""A chat app that rebuilds the prompt from stored turns as (role, text) tuples.

ChatPromptTemplate.from_messages treats every tuple's text as a template, so a user turn
that contains braces (here a user asking for the format "{your answer}") becomes a
template variable that nobody supplies.

Intended result: the model sees the stored turns verbatim. Reference: the stored texts.

Usage: python user_text_as_template.py [--remedy ID]
"""

from langchain_core.prompts import ChatPromptTemplate

from _common import check, parse_remedy

REMEDIES = ("messages-not-templates", "escape-literal-braces")
SYSTEM = "You are a helpful assistant."
HISTORY = [
    ("human", "Please always reply in the form {your answer} - {confidence}"),
    ("ai", "Understood - high"),
]
QUESTION = "Is Paris in France?"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "messages-not-templates":
        from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
        cls = {"human": HumanMessage, "ai": AIMessage}
        messages = [SystemMessage(content=SYSTEM)] + [cls[r](content=t) for r, t in HISTORY] + [("human", "{question}")]
    elif remedy == "escape-literal-braces":
        def esc(t):
            return t.replace("{", "{{").replace("}", "}}")
        messages = [("system", SYSTEM)] + [(r, esc(t)) for r, t in HISTORY] + [("human", "{question}")]
    else:
        messages = [("system", SYSTEM)] + HISTORY + [("human", "{question}")]
    prompt = ChatPromptTemplate.from_messages(messages)
    got = [(m.type, m.content) for m in prompt.invoke({"question": QUESTION}).to_messages()]
    want = [("system", SYSTEM)] + HISTORY + [("human", QUESTION)]
    check(got == want, f"messages {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
