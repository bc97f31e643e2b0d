"""JsonOutputParser on a reply written as a Python dict literal (single quotes), as small local
models and code-tuned models produce.

Intended result: the dict the model meant. Reference: the PERSON dict the reply was made from.

Usage: python python_literal_not_json.py [--remedy ID]
"""

import ast

from langchain_core.output_parsers import JsonOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel

from _common import PERSON, ScriptedChatModel, check, parse_remedy

REMEDIES = ("structured-output", "literal-eval-fallback")
REPLY = repr(PERSON)  # {'name': 'Ada Lovelace', 'year': 1815}


class Person(BaseModel):
    name: str
    year: int


def parse_json_or_literal(message):
    from langchain_core.exceptions import OutputParserException
    try:
        return JsonOutputParser().invoke(message)
    except OutputParserException:
        value = ast.literal_eval(message.content.strip())   # literals only, never code
        if not isinstance(value, dict):
            raise
        return value


def main():
    remedy = parse_remedy(REMEDIES)
    prompt = ChatPromptTemplate.from_template("Extract the person from: {text}. Answer in JSON.")
    model = ScriptedChatModel(reply=REPLY, tool_args=PERSON)
    if remedy == "structured-output":
        got = (prompt | model.with_structured_output(Person)).invoke({"text": "Ada Lovelace, born 1815"}).model_dump()
    elif remedy == "literal-eval-fallback":
        got = (prompt | model | RunnableLambda(parse_json_or_literal)).invoke({"text": "Ada Lovelace, born 1815"})
    else:
        got = (prompt | model | JsonOutputParser()).invoke({"text": "Ada Lovelace, born 1815"})
    check(got, PERSON)


if __name__ == "__main__":
    main()
