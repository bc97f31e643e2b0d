"""The package, the tool it installs and the check both scenarios of this entry use (not a scenario)."""
import json

PKG = {
    "fancyfmt/__init__.py": (
        "import json, sys\n\n"
        "def main(argv=None):\n"
        "    data = json.loads((argv or sys.argv[1:])[0])\n"
        "    print(json.dumps(data, sort_keys=True, separators=(',', ':')))\n"
    ),
    "fancyfmt/__main__.py": "from fancyfmt import main\n\nmain()\n",
}
SCRIPTS = {"fancyfmt": "fancyfmt:main"}
ARG = '{"b": 1, "a": [2]}'
EXPECTED = json.dumps(json.loads(ARG), sort_keys=True, separators=(",", ":"))

#: the project's build step: calls the tool by name, like a Makefile or a script does
BUILD = '''\
import subprocess, sys
out = subprocess.run(sys.argv[1:] + [%r], check=True, capture_output=True, text=True).stdout
print(out.strip())
''' % ARG
