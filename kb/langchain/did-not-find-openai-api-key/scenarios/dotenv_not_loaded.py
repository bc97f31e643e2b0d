"""The key is in a .env file next to the program, but nothing loads it into the environment.

Intended result: ChatOpenAI is built with the key from .env, and that key reaches the
OpenAI client. Reference: the value read from the .env file by plain line parsing.
(The client is the recording stand-in described in _common.py; no request is sent.)

Usage: python dotenv_not_loaded.py [--remedy ID]
"""

import os
import tempfile

from _common import check, install_openai_stand_in, keys_given_to_client, parse_remedy

REMEDIES = ("load-dotenv-first", "load-dotenv-after-construction")
KEY = "sk-lab-0123456789abcdef"


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("OPENAI_API_KEY", None)
    install_openai_stand_in()
    project = tempfile.mkdtemp(prefix="app-")
    env_file = os.path.join(project, ".env")
    with open(env_file, "w") as f:
        f.write(f"# local secrets, not committed\nOPENAI_API_KEY={KEY}\n")
    os.chdir(project)

    from langchain_community.chat_models import ChatOpenAI

    if remedy == "load-dotenv-first":
        from dotenv import load_dotenv
        load_dotenv(env_file)
        llm = ChatOpenAI(model="gpt-4o-mini")
    elif remedy == "load-dotenv-after-construction":
        from dotenv import load_dotenv
        try:
            llm = ChatOpenAI(model="gpt-4o-mini")
        finally:
            load_dotenv(env_file)
    else:
        llm = ChatOpenAI(model="gpt-4o-mini")

    with open(env_file) as f:
        want = [ln.split("=", 1)[1].strip() for ln in f if ln.startswith("OPENAI_API_KEY=")][0]
    given = keys_given_to_client()
    held = llm.openai_api_key
    ok = given and given[0] == want and held == want
    check(ok, f"key given to the client {given}, key held by the model {held!r}, reference from .env {want!r}")


if __name__ == "__main__":
    main()
