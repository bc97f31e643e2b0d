"""Messages, documents and prompt templates imported through langchain.schema / langchain.prompts.

In langchain 0.x these modules re-exported classes that live in langchain_core; langchain 1.x
no longer has them.

Intended result: a chat prompt built from a system message, a document's text and a human
question. Reference: the expected message list written out by hand.

Usage: python core_class_via_langchain.py [--remedy ID]
"""

from _common import check, parse_remedy

REMEDIES = ("import-from-langchain-core", "import-from-langchain-root")


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "import-from-langchain-core":
        from langchain_core.documents import Document
        from langchain_core.messages import HumanMessage, SystemMessage
        from langchain_core.prompts import ChatPromptTemplate
    elif remedy == "import-from-langchain-root":
        from langchain import ChatPromptTemplate, Document, HumanMessage, SystemMessage  # noqa: F401
    else:
        from langchain.prompts import ChatPromptTemplate
        from langchain.schema import Document, HumanMessage, SystemMessage

    doc = Document(page_content="Returns are accepted within 30 days.", metadata={"source": "policy.md"})
    prompt = ChatPromptTemplate.from_messages([
        SystemMessage(content="Answer from the context only."),
        ("human", "Context: {context}\nQuestion: {question}"),
    ])
    msgs = prompt.invoke({"context": doc.page_content, "question": "How long do I have to return?"}).to_messages()
    got = [(m.type, m.content) for m in msgs]
    want = [("system", "Answer from the context only."),
            ("human", "Context: Returns are accepted within 30 days.\nQuestion: How long do I have to return?")]
    check(got == want, f"messages {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
