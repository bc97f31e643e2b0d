"""Integrations imported through the langchain package's compatibility shims (langchain.llms,
langchain.document_loaders), in a project whose test suite turns warnings into errors.

Intended result: the loaded document's text passed through the fake model returns the
scripted reply. Reference: the file contents and the scripted response.

Usage: python shim_imports.py [--remedy ID]
"""

import os
import tempfile

from _common import check, parse_remedy, fail_on_warnings, record_warnings, silence_deprecations

REMEDIES = ("import-from-owning-package", "filter-deprecation-warnings")


def main():
    remedy = parse_remedy(REMEDIES)
    log = record_warnings()
    if remedy == "filter-deprecation-warnings":
        silence_deprecations()
    path = os.path.join(tempfile.mkdtemp(), "policy.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("Returns are accepted within 30 days.")
    if remedy == "import-from-owning-package":
        from langchain_community.document_loaders import TextLoader
        from langchain_core.language_models import FakeListLLM
    else:
        from langchain.document_loaders import TextLoader
        from langchain.llms import FakeListLLM
    docs = TextLoader(path, encoding="utf-8").load()
    llm = FakeListLLM(responses=["30 days"])
    got = (docs[0].page_content, llm.invoke("How long? " + docs[0].page_content))
    fail_on_warnings(log)
    want = ("Returns are accepted within 30 days.", "30 days")
    note = "; warnings filtered, the deprecated API is still used (removed in langchain 1.x)" if remedy == "filter-deprecation-warnings" else ""
    check(got == want, f"got {got!r}, reference {want!r}" + note)


if __name__ == "__main__":
    main()
