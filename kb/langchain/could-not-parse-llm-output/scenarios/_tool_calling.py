"""create_tool_calling_agent with a scripted chat model that returns structured tool calls."""

from typing import Any, List, Optional

from langchain.agents import AgentExecutor, create_tool_calling_agent
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder


class ToolCallingModel(BaseChatModel):
    """Asks for the order_status tool, then answers from the tool's result."""

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


def run_tool_calling_agent(tools, question: str) -> str:
    prompt = ChatPromptTemplate.from_messages([
        ("system", "You are a helpful assistant."),
        ("human", "{input}"),
        MessagesPlaceholder("agent_scratchpad"),
    ])
    agent = create_tool_calling_agent(ToolCallingModel(), tools, prompt)
    return AgentExecutor(agent=agent, tools=tools).invoke({"input": question})["output"]
