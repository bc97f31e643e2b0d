"""A model with tools bound, piped into JsonOutputParser: the answer is in tool_calls and the
message content is empty, so the parser sees "".

Intended result: the arguments of the tool call. Reference: the PERSON dict the call was
made with.

Usage: python tool_call_empty_content.py [--remedy ID]
"""

from langchain_core.output_parsers import JsonOutputParser
from langchain_core.output_parsers.openai_tools import JsonOutputKeyToolsParser
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel

from _common import PERSON, ScriptedChatModel, check, parse_remedy

REMEDIES = ("tools-output-parser",)


class Person(BaseModel):
    """A person mentioned in the text."""

    name: str
    year: int


def main():
    remedy = parse_remedy(REMEDIES)
    prompt = ChatPromptTemplate.from_template("Extract the person from: {text}")
    model = ScriptedChatModel(tool_args=PERSON).bind_tools([Person])
    if remedy == "tools-output-parser":
        parser = JsonOutputKeyToolsParser(key_name="Person", first_tool_only=True)
    else:
        parser = JsonOutputParser()
    got = (prompt | model | parser).invoke({"text": "Ada Lovelace, born 1815"})
    check(got, PERSON)


if __name__ == "__main__":
    main()
