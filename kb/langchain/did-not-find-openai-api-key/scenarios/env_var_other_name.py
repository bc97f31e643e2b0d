"""The key is exported under another name (OPENAI_KEY), or set only on the openai module.

LangChain reads the openai_api_key argument or the OPENAI_API_KEY environment variable,
nothing else; environment variable names are case-sensitive on Linux and macOS.

Intended result: the key in OPENAI_KEY reaches the OpenAI client. Reference: the value of
OPENAI_KEY. (The client is the recording stand-in described in _common.py.)

Usage: python env_var_other_name.py [--remedy ID]
"""

import os

from _common import check, install_openai_stand_in, keys_given_to_client, parse_remedy

REMEDIES = ("pass-key-explicitly", "set-openai-module-key")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("OPENAI_API_KEY", None)
    os.environ["OPENAI_KEY"] = "sk-lab-fedcba9876543210"
    install_openai_stand_in()

    from langchain_community.chat_models import ChatOpenAI

    if remedy == "pass-key-explicitly":
        llm = ChatOpenAI(model="gpt-4o-mini", openai_api_key=os.environ["OPENAI_KEY"])
    elif remedy == "set-openai-module-key":
        import openai
        openai.api_key = os.environ["OPENAI_KEY"]
        llm = ChatOpenAI(model="gpt-4o-mini")
    else:
        llm = ChatOpenAI(model="gpt-4o-mini")

    want = os.environ["OPENAI_KEY"]
    given = keys_given_to_client()
    ok = given and given[0] == want
    check(ok, f"key given to the client {given}, reference OPENAI_KEY {want!r}")


if __name__ == "__main__":
    main()
