"""FileNotFoundError: [Errno 2], cause: the program started with subprocess is not on PATH.

The code converts a file with an external tool called by name. On this machine the tool is
not installed in any folder of PATH, so execvp() fails and subprocess raises
FileNotFoundError naming the program ('kf-wordcount' here), not a data file. The scenario
installs the tool into a private bin folder that is not on PATH, as happens when a tool is
installed into a virtual environment or a conda env that is not activated.

Remedies:
  resolve-executable-explicitly   look the tool up with shutil.which() on a known folder
                                  (or use its full path) and fail with a clear message
  shell-true                      (dead end) run the command through the shell instead
"""
import atexit, json, os, shutil, stat, subprocess, sys, tempfile

REMEDIES = {"resolve-executable-explicitly", "shell-true"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-exe-")
atexit.register(shutil.rmtree, root, True)
tool_dir = os.path.join(root, "env", "bin")          # installed, but not on PATH
os.makedirs(tool_dir)
tool = os.path.join(tool_dir, "kf-wordcount")
with open(tool, "w") as f:
    f.write("#!%s\nimport sys\nprint(len(sys.stdin.read().split()))\n" % sys.executable)
os.chmod(tool, os.stat(tool).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)

text = "the quick brown fox jumps over the lazy dog"
expected = len(text.split())

if REMEDY == "resolve-executable-explicitly":
    exe = shutil.which("kf-wordcount") or shutil.which("kf-wordcount", path=tool_dir)
    if exe is None:
        sys.exit("kf-wordcount is not installed; install it or add its folder to PATH")
    r = subprocess.run([exe], input=text, capture_output=True, text=True, check=True)
    got = r.stdout.strip()
elif REMEDY == "shell-true":
    r = subprocess.run("kf-wordcount", shell=True, input=text, capture_output=True, text=True)
    got = r.stdout.strip()
    print("shell exit status %d, stderr: %s" % (r.returncode, r.stderr.strip()))
else:
    r = subprocess.run(["kf-wordcount"], input=text, capture_output=True, text=True, check=True)
    got = r.stdout.strip()

print("KNOWNFIX_CHECK " + json.dumps({"ok": got == str(expected), "detail": "word count %r, expected %d" % (got, expected)}))
