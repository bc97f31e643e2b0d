"""RetrievalQA with a custom prompt that names the question {query}.

The stuff chain fills the prompt with "context" (the documents) and "question" (the
caller's query), so the inner LLMChain reports {'query'} as missing even though the
caller passed "query".

Intended result: the model receives the custom template filled with the policy and the
question. Reference: str.format of the custom template.

Usage: python custom_prompt_variable_names.py [--remedy ID]
"""

from langchain.chains import RetrievalQA
from langchain_core.prompts import PromptTemplate

from _common import POLICY, EchoModel, PolicyRetriever, check, parse_remedy

REMEDIES = ("rename-prompt-variables", "declare-input-variables")
QUESTION = "How long do I have to return an item?"
TEMPLATE = "Use only this policy:\n{context}\nCustomer question: {query}\nAnswer:"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "rename-prompt-variables":
        prompt = PromptTemplate.from_template(TEMPLATE.replace("{query}", "{question}"))
    elif remedy == "declare-input-variables":
        prompt = PromptTemplate(template=TEMPLATE, input_variables=["context", "query"])
    else:
        prompt = PromptTemplate.from_template(TEMPLATE)
    qa = RetrievalQA.from_chain_type(llm=EchoModel(), chain_type="stuff", retriever=PolicyRetriever(),
                                     chain_type_kwargs={"prompt": prompt})
    got = qa.invoke({"query": QUESTION})["result"]
    want = TEMPLATE.format(context=POLICY, query=QUESTION)
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
