"""A tool-using agent written for langchain 0.x: AgentExecutor imported from langchain.agents.

langchain 1.x keeps langchain.agents but replaces AgentExecutor / initialize_agent with
create_agent (built on LangGraph).

Intended result: the agent calls the order tool and answers with its result. Reference: a
direct lookup in the ORDERS dict. The chat model is scripted (no provider is reachable)
and returns structured tool calls.

Usage: python legacy_agent_import.py [--remedy ID]
"""

from typing import Any, List, Optional

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool

from _common import check, parse_remedy

REMEDIES = ("migrate-to-create-agent",)
ORDERS = {"A-1001": "shipped"}
CALLS = []


@tool
def order_status(order_id: str) -> str:
    """Look up the status of an order by its id, e.g. A-1001."""
    CALLS.append(order_id)
    return ORDERS.get(order_id, "unknown order")


class ScriptedChatModel(BaseChatModel):
    @property
    def _llm_type(self) -> str:
        return "scripted-tool-calling"

    def bind_tools(self, tools, **kwargs):
        return self

    def _generate(self, messages: List[BaseMessage], stop: Optional[List[str]] = None, run_manager=None,
                  **kwargs: Any) -> ChatResult:
        results = [m for m in messages if isinstance(m, ToolMessage)]
        if not results:
            msg = AIMessage(content="", tool_calls=[
                {"name": "order_status", "args": {"order_id": "A-1001"}, "id": "call_1"}])
        else:
            msg = AIMessage(content=f"Order A-1001 is {results[-1].content}")
        return ChatResult(generations=[ChatGeneration(message=msg)])


QUESTION = "What is the status of order A-1001?"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "migrate-to-create-agent":
        from langchain.agents import create_agent

        agent = create_agent(ScriptedChatModel(), tools=[order_status], system_prompt="You are a helpful assistant.")
        state = agent.invoke({"messages": [{"role": "user", "content": QUESTION}]})
        answer = state["messages"][-1].content
    else:
        from langchain.agents import AgentExecutor, create_tool_calling_agent
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are a helpful assistant."), ("human", "{input}"), MessagesPlaceholder("agent_scratchpad")])
        agent = create_tool_calling_agent(ScriptedChatModel(), [order_status], prompt)
        answer = AgentExecutor(agent=agent, tools=[order_status]).invoke({"input": QUESTION})["output"]
    want = f"Order A-1001 is {ORDERS['A-1001']}"
    check(answer == want and CALLS == ["A-1001"], f"answer {answer!r}, reference {want!r}; tool calls {CALLS}")


if __name__ == "__main__":
    main()
