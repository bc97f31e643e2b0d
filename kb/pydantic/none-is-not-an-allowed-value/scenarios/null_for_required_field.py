"""A JSON null for a field declared as plain `str`.

A chat client builds ChatMessage(role: str, content: str) from each streamed chunk; the
server sends "role": null on every chunk after the first (the shape of
run-llama/llama_index#8948). Pydantic rejects the explicit None: "role / none is not an
allowed value (type=type_error.none.not_allowed)" (1.x) or "role / Input should be a valid
string [type=string_type, input_value=None, input_type=NoneType]" (2.x).

Remedies:
  declare-optional          role: Optional[str] = None, and fill it from the first chunk when it is None
  default-empty-string      role: str = "" (dead end: a default only covers a missing key)

Check: the three chunks become messages whose roles are all "assistant" (the role of the
first chunk carried over) and whose contents join to "Hello there!".
"""

from typing import Optional

from pydantic import BaseModel

from pdkit import check, parse_remedy

REMEDIES = ("declare-optional", "default-empty-string")


def define(remedy):
    if remedy == "declare-optional":
        class ChatMessage(BaseModel):
            role: Optional[str] = None
            content: str
    elif remedy == "default-empty-string":
        class ChatMessage(BaseModel):
            role: str = ""
            content: str
    else:
        class ChatMessage(BaseModel):
            role: str
            content: str
    return ChatMessage


def main():
    remedy = parse_remedy(REMEDIES)
    ChatMessage = define(remedy)
    chunks = [{"role": "assistant", "content": "Hello"}, {"role": None, "content": " there"},
              {"role": None, "content": "!"}]
    messages, last_role = [], None
    for chunk in chunks:
        m = ChatMessage(**chunk)  # second chunk: ValidationError unless None is allowed
        if m.role is None:
            m.role = last_role
        last_role = m.role
        messages.append(m)
    roles = [m.role for m in messages]
    text = "".join(m.content for m in messages)
    check(roles == ["assistant"] * 3 and text == "Hello there!", "roles %r, text %r" % (roles, text))


if __name__ == "__main__":
    main()
