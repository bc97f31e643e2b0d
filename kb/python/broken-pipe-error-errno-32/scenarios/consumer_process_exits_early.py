"""BrokenPipeError: [Errno 32] Broken pipe, cause: writing into a child process that has exited.

A producer streams log lines into `grep -m 1 ERROR` through Popen(stdin=PIPE) to find the
first error. grep exits as soon as it has found it; the producer keeps writing into the
closed pipe and gets EPIPE.

Remedies:
  stop-when-the-consumer-exits   treat BrokenPipeError on write/close as "the consumer is done",
                                 stop producing, then wait for the child and read its result
"""
import json, subprocess, sys

REMEDIES = {"stop-when-the-consumer-exits"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

lines = ["INFO start %d\n" % i for i in range(500)] + ["ERROR disk full\n"] + ["INFO more %d\n" % i for i in range(200000)]
p = subprocess.Popen(["grep", "-m", "1", "ERROR"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
try:
    for line in lines:
        p.stdin.write(line)
    p.stdin.close()
except BrokenPipeError:
    if REMEDY != "stop-when-the-consumer-exits":
        raise
    try:
        p.stdin.close()
    except BrokenPipeError:
        pass
first = p.stdout.read()
p.wait()
print("KNOWNFIX_CHECK " + json.dumps({"ok": first == "ERROR disk full\n", "detail": "grep found %r" % first}))
