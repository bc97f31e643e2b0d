"""Two steps piped directly: the first model's text goes into a prompt that needs {summary} and {lang}.

Intended result: the second model call receives the translation prompt filled with the
first step's output and the requested language. Reference: both templates formatted by hand
and passed through the same echo function.

Usage: python previous_step_output.py [--remedy ID]
"""

from operator import itemgetter

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate

from _common import EchoModel, check, parse_remedy

REMEDIES = ("map-step-output-to-dict",)
SUMMARIZE = "Summarize: {text}"
TRANSLATE = "Translate into {lang}: {summary}"
INPUT = {"text": "The warranty covers defects for two years.", "lang": "French"}


def main():
    remedy = parse_remedy(REMEDIES)
    summarize = PromptTemplate.from_template(SUMMARIZE) | EchoModel() | StrOutputParser()
    translate = PromptTemplate.from_template(TRANSLATE) | EchoModel() | StrOutputParser()
    if remedy == "map-step-output-to-dict":
        chain = {"summary": summarize, "lang": itemgetter("lang")} | translate
    else:
        chain = summarize | translate
    got = chain.invoke(INPUT)
    want = TRANSLATE.format(lang=INPUT["lang"], summary=SUMMARIZE.format(text=INPUT["text"]))
    check(got == want, f"model saw {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
