"""A ReAct agent on a custom LLM wrapper that ignores the stop sequences LangChain passes.

create_react_agent binds stop=["\\nObservation"] so that the model stops after the Action
Input and the executor runs the tool. A wrapper around a local model whose _call ignores
`stop` returns the whole imagined run: an Action, an invented Observation and a Final
Answer, which the ReAct parser rejects ("produced both a final answer and a parse-able
action").

Intended result: the answer built from the real tool result. Reference: the ORDERS dict.

Usage: python custom_llm_ignores_stop.py [--remedy ID]
"""

from typing import Any, List, Optional

from langchain.agents import AgentExecutor, create_react_agent
from langchain_community.llms.utils import enforce_stop_tokens
from langchain_core.language_models.llms import LLM

from _react import PROMPT, QUESTION, last_observation, order_status, parse_remedy, report

REMEDIES = ("honor-stop-sequences", "handle-parsing-errors")


def local_generate(prompt: str) -> str:
    """Stands in for a local model: it writes on past the point where it should stop."""
    obs = last_observation(prompt)
    if obs in ("shipped", "processing", "unknown order"):
        return f" I now know the final answer\nFinal Answer: Order A-1001 is {obs}"
    return (" I should use the order tool.\nAction: order_status\nAction Input: A-1001\n"
            "Observation: processing\nThought: I now know the final answer\n"
            "Final Answer: Order A-1001 is processing")


class LocalModel(LLM):
    """The wrapper as written: `stop` is accepted and ignored."""

    @property
    def _llm_type(self) -> str:
        return "local-wrapper"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        return local_generate(prompt)


class LocalModelWithStop(LocalModel):
    """The wrapper fixed: the text is cut at the first stop sequence."""

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        text = local_generate(prompt)
        return enforce_stop_tokens(text, stop) if stop else text


def main():
    remedy = parse_remedy(REMEDIES)
    tools = [order_status]
    llm = LocalModelWithStop() if remedy == "honor-stop-sequences" else LocalModel()
    agent = create_react_agent(llm, tools, PROMPT)
    executor = AgentExecutor(agent=agent, tools=tools, max_iterations=6,
                             handle_parsing_errors=(remedy == "handle-parsing-errors"))
    answer = executor.invoke({"input": QUESTION})["output"]
    report(answer)


if __name__ == "__main__":
    main()
