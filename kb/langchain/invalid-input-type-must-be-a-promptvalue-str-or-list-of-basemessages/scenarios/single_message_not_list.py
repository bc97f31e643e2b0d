"""A chat model invoked with one message object (or one role/content dict) instead of a list.

Intended result: the model receives that one human message. Reference: the message text
written out by hand.

Usage: python single_message_not_list.py [--remedy ID]
"""

from langchain_core.messages import HumanMessage

from _common import EchoChatModel, check, parse_remedy

REMEDIES = ("wrap-in-list",)
TEXT = "What is the capital of France?"


def main():
    remedy = parse_remedy(REMEDIES)
    model = EchoChatModel()
    msg = HumanMessage(content=TEXT)
    reply = model.invoke([msg] if remedy == "wrap-in-list" else msg)
    check(reply.content, f"human:{TEXT}")


if __name__ == "__main__":
    main()
