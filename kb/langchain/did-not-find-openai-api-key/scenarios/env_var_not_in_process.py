"""The key was exported in another shell (or after the kernel started): this process never sees it.

The scenario runs the model code in a child process whose environment has no
OPENAI_API_KEY, as a Jupyter kernel or an IDE run configuration started before the export.

Intended result: the key reaches the OpenAI client in the child. Reference: the key the
parent means to use. (The client is the recording stand-in described in _common.py.)

Usage: python env_var_not_in_process.py [--remedy ID]
"""

import json
import os
import subprocess
import sys

from _common import check, parse_remedy

REMEDIES = ("set-env-before-start", "set-environ-in-process")
KEY = "sk-lab-a1b2c3d4e5f6"

CHILD = r'''
import os, sys, json
sys.path.insert(0, sys.argv[1])
from _common import install_openai_stand_in, keys_given_to_client
install_openai_stand_in()
if sys.argv[2] == "set-environ-in-process":
    os.environ["OPENAI_API_KEY"] = sys.argv[3]
from langchain_community.chat_models import ChatOpenAI
llm = ChatOpenAI(model="gpt-4o-mini")
print("CHILD " + json.dumps(keys_given_to_client()))
'''


def main():
    remedy = parse_remedy(REMEDIES)
    env = {k: v for k, v in os.environ.items() if k != "OPENAI_API_KEY"}
    if remedy == "set-env-before-start":
        env["OPENAI_API_KEY"] = KEY
    here = os.path.dirname(os.path.abspath(__file__))
    r = subprocess.run([sys.executable, "-c", CHILD, here, remedy or "none", KEY],
                       env=env, capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        sys.exit(r.returncode)
    given = json.loads([ln for ln in r.stdout.splitlines() if ln.startswith("CHILD ")][0][6:])
    check(bool(given) and all(k == KEY for k in given), f"key given to the client in the child process {given}, reference {KEY!r}")


if __name__ == "__main__":
    main()
