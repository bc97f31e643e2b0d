"""EOFError: EOF when reading a line, cause: more input() calls than lines of piped input.

A quiz reads its answers with input() and is tested with `python quiz.py < answers.txt`.
The answers file has one line fewer than the number of questions (or the loop reads until
a sentinel that is not in the file), so the last input() finds end of file.

Remedies:
  handle-end-of-input       stop cleanly at end of input: catch EOFError around input(), or
                            iterate over sys.stdin instead of calling input() a fixed number of times
"""
import json, subprocess, sys

REMEDIES = {"handle-end-of-input"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

SCRIPT = {
    None: "total = 0\nwhile True:\n    line = input()\n    if line == 'done':\n        break\n    total += int(line)\nprint(total)\n",
    "handle-end-of-input": ("import sys\ntotal = 0\nfor line in sys.stdin:\n    line = line.strip()\n"
                            "    if line == 'done':\n        break\n    total += int(line)\nprint(total)\n"),
}[REMEDY]
r = subprocess.run([sys.executable, "-c", SCRIPT], input="3\n4\n5\n", capture_output=True, text=True)
sys.stderr.write(r.stderr)
if r.returncode != 0:
    sys.exit(r.returncode)
print("KNOWNFIX_CHECK " + json.dumps({"ok": r.stdout.strip() == "12", "detail": "sum %r" % r.stdout.strip()}))
