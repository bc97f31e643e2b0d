"""EOFError: EOF when reading a line, cause: input() in a program that has no interactive stdin.

A setup script asks `input("Project name: ")`. Run by CI, a container without -it, a
scheduler, or a parent process with stdin=DEVNULL, stdin is empty or closed, so input()
reaches end of file at once. The scenario starts the script the way a CI job does.

Remedies:
  take-it-from-arguments    read the value from a command-line option or environment variable,
                            and only prompt when stdin is a terminal
"""
import json, subprocess, sys

REMEDIES = {"take-it-from-arguments"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

SCRIPT = {
    None: "name = input('Project name: ')\nprint('created ' + name)\n",
    "take-it-from-arguments": (
        "import argparse, os, sys\n"
        "p = argparse.ArgumentParser()\n"
        "p.add_argument('--name', default=os.environ.get('PROJECT_NAME'))\n"
        "a = p.parse_args()\n"
        "name = a.name if a.name is not None else (input('Project name: ') if sys.stdin.isatty() else None)\n"
        "if name is None:\n"
        "    sys.exit('no project name: pass --name or set PROJECT_NAME')\n"
        "print('created ' + name)\n"),
}[REMEDY]
args = [sys.executable, "-c", SCRIPT] + (["--name", "demo"] if REMEDY else [])
r = subprocess.run(args, stdin=subprocess.DEVNULL, capture_output=True, text=True)
sys.stderr.write(r.stderr)
if r.returncode != 0:
    sys.exit(r.returncode)
out = r.stdout.replace("Project name: ", "").strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": out == "created demo", "detail": "script printed %r" % out}))
