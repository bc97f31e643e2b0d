"""JsonOutputParser on a chat reply that puts a sentence before the JSON object (no code fence).

Intended result: the dict the model meant. Reference: the PERSON dict the reply was made from.

Usage: python prose_around_json.py [--remedy ID]
"""

import json

from langchain_core.output_parsers import JsonOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel

from _common import PERSON, ScriptedChatModel, check, parse_remedy

REMEDIES = ("structured-output", "extract-json-object", "pydantic-output-parser")
REPLY = "Sure! Here is the JSON you asked for: " + json.dumps(PERSON) + "\nLet me know if you need more."


class Person(BaseModel):
    name: str
    year: int


def extract_json_object(message):
    text = message.content
    start, end = text.find("{"), text.rfind("}")
    return json.loads(text[start:end + 1])


def main():
    remedy = parse_remedy(REMEDIES)
    prompt = ChatPromptTemplate.from_template("Extract the person from: {text}. Answer in JSON.")
    model = ScriptedChatModel(reply=REPLY, tool_args=PERSON)
    if remedy == "structured-output":
        chain = prompt | model.with_structured_output(Person)
        got = chain.invoke({"text": "Ada Lovelace, born 1815"}).model_dump()
    elif remedy == "extract-json-object":
        chain = prompt | model | RunnableLambda(extract_json_object)
        got = chain.invoke({"text": "Ada Lovelace, born 1815"})
    elif remedy == "pydantic-output-parser":
        from langchain_core.output_parsers import PydanticOutputParser
        chain = prompt | model | PydanticOutputParser(pydantic_object=Person)
        got = chain.invoke({"text": "Ada Lovelace, born 1815"}).model_dump()
    else:
        chain = prompt | model | JsonOutputParser()
        got = chain.invoke({"text": "Ada Lovelace, born 1815"})
    check(got, PERSON)


if __name__ == "__main__":
    main()
