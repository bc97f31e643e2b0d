"""RetrievalQA called with {"question": ...}: the chain's input key is "query".

Intended result: the model receives the default stuff prompt filled with the retrieved
policy and the question. Reference: the chain's own prompt template formatted by hand.

Usage: python wrong_input_key.py [--remedy ID]
"""

from langchain.chains import RetrievalQA

from _common import POLICY, EchoModel, PolicyRetriever, check, parse_remedy

REMEDIES = ("use-chain-input-keys",)
QUESTION = "How long do I have to return an item?"


def main():
    remedy = parse_remedy(REMEDIES)
    qa = RetrievalQA.from_chain_type(llm=EchoModel(), chain_type="stuff", retriever=PolicyRetriever())
    if remedy == "use-chain-input-keys":
        key = qa.input_keys[0]          # ['query']
        out = qa.invoke({key: QUESTION})
    else:
        out = qa.invoke({"question": QUESTION})
    prompt = qa.combine_documents_chain.llm_chain.prompt
    want = prompt.format(context=POLICY, question=QUESTION)
    got = out["result"]
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
