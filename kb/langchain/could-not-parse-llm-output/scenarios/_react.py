"""Shared parts of the ReAct agent scenarios: a tool backed by a dict, the ReAct prompt, a scripted model.

The model is a local LLM subclass (no provider is reachable). It reads the agent scratchpad
the executor builds and answers the way the two kinds of model in the causes answer.
"""

import argparse
import json
import sys

from langchain_core.prompts import PromptTemplate
from langchain_core.tools import tool

ORDERS = {"A-1001": "shipped", "A-1002": "processing"}
QUESTION = "What is the status of order A-1001?"
CALLS = []


@tool
def order_status(order_id: str) -> str:
    """Look up the status of an order by its id, e.g. A-1001."""
    CALLS.append(order_id.strip())
    return ORDERS.get(order_id.strip(), "unknown order")


REACT_TEMPLATE = """Answer the following questions as best you can. You have access to the following tools:

{tools}

Use the following format:

Question: the input question you must answer
Thought: you should always think about what to do
Action: the action to take, should be one of [{tool_names}]
Action Input: the input to the action
Observation: the result of the action
... (this Thought/Action/Action Input/Observation can repeat N times)
Thought: I now know the final answer
Final Answer: the final answer to the original input question

Begin!

Question: {input}
Thought:{agent_scratchpad}"""

PROMPT = PromptTemplate.from_template(REACT_TEMPLATE)


def scratchpad(prompt: str) -> str:
    """The part of the prompt the executor appended after the question (previous steps)."""
    return prompt.rsplit("Question: ", 1)[-1]


def last_observation(prompt: str):
    pad = scratchpad(prompt)
    if "\nObservation: " not in pad:
        return None
    return pad.rsplit("\nObservation: ", 1)[-1].split("\n", 1)[0].strip()


def expected_answer() -> str:
    return f"Order A-1001 is {ORDERS['A-1001']}"


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def report(answer: str) -> None:
    want = expected_answer()
    ok = answer == want and CALLS == ["A-1001"]
    print("KNOWNFIX_CHECK " + json.dumps({
        "ok": ok,
        "detail": f"answer {answer!r}, reference {want!r} (ORDERS lookup); tool calls {CALLS}",
    }))
