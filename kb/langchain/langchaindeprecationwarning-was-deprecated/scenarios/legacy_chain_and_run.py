"""LLMChain and chain.run in a project whose test suite turns warnings into errors.

Intended result: the summary the model returns for the filled template. Reference: the
template formatted by hand, passed through the same echo function.

Usage: python legacy_chain_and_run.py [--remedy ID]
"""

from _common import check, echo_model, parse_remedy, fail_on_warnings, record_warnings, silence_deprecations

REMEDIES = ("runnable-and-invoke", "filter-deprecation-warnings")
TEMPLATE = "Summarize in one line: {text}"
TEXT = "The warranty covers manufacturing defects for two years."


def main():
    remedy = parse_remedy(REMEDIES)
    log = record_warnings()
    if remedy == "filter-deprecation-warnings":
        silence_deprecations()
    from langchain_core.prompts import PromptTemplate

    prompt = PromptTemplate.from_template(TEMPLATE)
    if remedy == "runnable-and-invoke":
        from langchain_core.output_parsers import StrOutputParser
        chain = prompt | echo_model() | StrOutputParser()
        got = chain.invoke({"text": TEXT})
    else:
        from langchain.chains import LLMChain
        chain = LLMChain(llm=echo_model(), prompt=prompt)
        got = chain.run(TEXT)
    fail_on_warnings(log)
    want = f"ECHO<{TEMPLATE.format(text=TEXT)}>"
    note = "; warnings filtered, the deprecated API is still used (removed in langchain 1.x)" if remedy == "filter-deprecation-warnings" else ""
    check(got == want, f"reply {got!r}, reference {want!r}" + note)


if __name__ == "__main__":
    main()
