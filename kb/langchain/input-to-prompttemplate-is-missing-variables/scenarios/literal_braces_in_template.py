"""A prompt that shows the model a JSON example: its braces are read as template variables.

Intended result: the prompt text with the JSON example kept literally and {text} filled in.
Reference: the same text built by plain string concatenation (no templating).

Usage: python literal_braces_in_template.py [--remedy ID]
"""

from langchain_core.prompts import PromptTemplate

from _common import check, parse_remedy

REMEDIES = ("escape-literal-braces", "declare-input-variables", "switch-to-mustache")
TEXT = "Ada Lovelace, born 1815"
EXAMPLE = '{"name": "...", "year": 0}'


def main():
    remedy = parse_remedy(REMEDIES)
    template = "Extract the person as JSON, for example " + EXAMPLE + "\nText: {text}"
    if remedy == "escape-literal-braces":
        escaped = "Extract the person as JSON, for example " + EXAMPLE.replace("{", "{{").replace("}", "}}") + "\nText: {text}"
        prompt = PromptTemplate.from_template(escaped)
    elif remedy == "declare-input-variables":
        prompt = PromptTemplate(template=template, input_variables=["text"], validate_template=False)
    elif remedy == "switch-to-mustache":
        prompt = PromptTemplate.from_template(template, template_format="mustache")
    else:
        prompt = PromptTemplate.from_template(template)
    got = prompt.invoke({"text": TEXT}).to_string()
    want = "Extract the person as JSON, for example " + EXAMPLE + "\nText: " + TEXT
    check(got == want, f"prompt {got!r}, reference {want!r}")


if __name__ == "__main__":
    main()
