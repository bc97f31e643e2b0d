"""A ReAct agent whose model answers in plain prose on its first turn (no Action:, no Final Answer:).

Intended result: the agent looks the order up with the tool and answers with the status
stored in ORDERS. Reference: a direct lookup in the ORDERS dict.

The model is scripted like a chat-tuned model that ignores the ReAct format once and
follows it when the format error is sent back to it.

Usage: python reply_without_react_format.py [--remedy ID]
"""

from typing import Any, List, Optional

from langchain.agents import AgentExecutor, create_react_agent
from langchain_core.language_models.llms import LLM

from _react import PROMPT, QUESTION, expected_answer, last_observation, order_status, parse_remedy, report

REMEDIES = ("handle-parsing-errors", "tool-calling-agent", "strip-prefix-from-exception")


class ChattyModel(LLM):
    """Answers the first turn in prose; follows the format once told that it broke it."""

    @property
    def _llm_type(self) -> str:
        return "scripted-chatty"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        obs = last_observation(prompt)
        if obs is None:
            return " I can't look orders up myself, but A-1001 is most likely still being processed."
        if obs.startswith("Invalid Format"):
            return " I should use the order tool.\nAction: order_status\nAction Input: A-1001"
        return f" I now know the final answer\nFinal Answer: Order A-1001 is {obs}"


def main():
    remedy = parse_remedy(REMEDIES)
    tools = [order_status]
    if remedy == "tool-calling-agent":
        from _tool_calling import run_tool_calling_agent
        answer = run_tool_calling_agent(tools, QUESTION)
        report(answer)
        return
    agent = create_react_agent(ChattyModel(), tools, PROMPT)
    if remedy == "handle-parsing-errors":
        executor = AgentExecutor(agent=agent, tools=tools, handle_parsing_errors=True, max_iterations=6)
        answer = executor.invoke({"input": QUESTION})["output"]
    elif remedy == "strip-prefix-from-exception":
        executor = AgentExecutor(agent=agent, tools=tools)
        try:
            answer = executor.invoke({"input": QUESTION})["output"]
        except ValueError as e:
            text = str(e)
            answer = text.split("Could not parse LLM output: `", 1)[-1].split("`", 1)[0].strip()
    else:
        executor = AgentExecutor(agent=agent, tools=tools)
        answer = executor.invoke({"input": QUESTION})["output"]
    report(answer)


if __name__ == "__main__":
    main()
