"""PromptTemplate imported from the langchain root module, with warnings as errors.

Intended result: the filled prompt. Reference: str.format of the template.

Usage: python root_module_import.py [--remedy ID]
"""

from _common import check, parse_remedy, fail_on_warnings, record_warnings, silence_deprecations

REMEDIES = ("import-from-owning-package", "filter-deprecation-warnings")
TEMPLATE = "Translate into {lang}: {text}"


def main():
    remedy = parse_remedy(REMEDIES)
    log = record_warnings()
    if remedy == "filter-deprecation-warnings":
        silence_deprecations()
    if remedy == "import-from-owning-package":
        from langchain_core.prompts import PromptTemplate
    else:
        from langchain import PromptTemplate
    got = PromptTemplate.from_template(TEMPLATE).format(lang="French", text="thank you")
    fail_on_warnings(log)
    want = TEMPLATE.format(lang="French", text="thank you")
    note = "; warnings filtered, the deprecated API is still used (removed in langchain 1.x)" if remedy == "filter-deprecation-warnings" else ""
    check(got == want, f"prompt {got!r}, reference {want!r}" + note)


if __name__ == "__main__":
    main()
