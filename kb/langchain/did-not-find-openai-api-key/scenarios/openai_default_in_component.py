"""A component that defaults to OpenAI when no model is given: VectorStoreQATool builds
OpenAI(temperature=0) for its llm field, so a program that runs on a local model still
asks for an OpenAI key.

Intended result: the tool answers with the local model from the retrieved document, and no
OpenAI client is ever created. Reference: the local model's reply for the stuff prompt
filled with the document, and the stand-in's record of OpenAI clients (none).

Usage: python openai_default_in_component.py [--remedy ID]
"""

import os
from typing import Any, List, Optional

from _common import check, install_openai_stand_in, keys_given_to_client, parse_remedy

REMEDIES = ("pass-the-model-explicitly",)
DOC = "Returns are accepted within 30 days."


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("OPENAI_API_KEY", None)
    install_openai_stand_in()
    from langchain_community.tools.vectorstore.tool import VectorStoreQATool
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langchain_core.language_models.llms import LLM
    from langchain_core.vectorstores import InMemoryVectorStore

    class LocalModel(LLM):
        @property
        def _llm_type(self) -> str:
            return "local"

        def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
            return "30 days" if DOC in prompt else "I don't know"

    store = InMemoryVectorStore(embedding=DeterministicFakeEmbedding(size=16))
    store.add_texts([DOC])
    kwargs = {"llm": LocalModel()} if remedy == "pass-the-model-explicitly" else {}
    tool = VectorStoreQATool(name="policies", description="store policies", vectorstore=store, **kwargs)
    answer = tool.run("How long do I have to return an item?")
    given = keys_given_to_client()
    check(answer.strip() == "30 days" and given == [],
          f"answer {answer!r}, reference '30 days'; OpenAI clients created: {len(given)}")


if __name__ == "__main__":
    main()
