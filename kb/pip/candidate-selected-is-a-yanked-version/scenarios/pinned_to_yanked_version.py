"""pip "WARNING: The candidate selected for download or install is a yanked version", cause: the
requirement pins exactly the release that the maintainers yanked.

tinyfmt 1.1 shipped with money() renamed by mistake; the maintainers yanked it (PEP 592, reason
"money() was renamed by mistake, use 1.2") and released 1.2. A requirements file written before the
yank pins tinyfmt==1.1: pip still installs a yanked release that is pinned exactly, prints the
warning and the reason, exits 0, and the program breaks at run time. The index is a local one on
127.0.0.1 whose page marks the file with data-yanked. The log is a CI job's: `pip --version`, the
install, then the program. No outside network.

Remedies:
  pin-a-release-that-is-not-yanked   tinyfmt==1.2 in the requirements file
  relax-the-pin                      tinyfmt>=1.0,<2: pip skips yanked files unless pinned exactly
"""
import os, subprocess, sys
from pipkit import arg_remedy, check, make_wheel, run_pip, serve, simple_index, tmpdir

REMEDY = arg_remedy({"pin-a-release-that-is-not-yanked", "relax-the-pin"})

tmp = tmpdir()
dists = os.path.join(tmp, "dists")
good = "def money(x):\n    return '{:,.2f}'.format(x)\n"
files = [make_wheel(dists, "tinyfmt", "1.0", {"tinyfmt.py": good}),
         make_wheel(dists, "tinyfmt", "1.1", {"tinyfmt.py": "def format_money(x):\n    return '{:,.2f}'.format(x)\n"}),
         make_wheel(dists, "tinyfmt", "1.2", {"tinyfmt.py": good})]
simple_index(os.path.join(tmp, "index"), files,
             yanked={"tinyfmt-1.1-py3-none-any.whl": "money() was renamed by mistake, use 1.2"})
url = serve(os.path.join(tmp, "index"))
req = {None: "tinyfmt==1.1", "pin-a-release-that-is-not-yanked": "tinyfmt==1.2", "relax-the-pin": "tinyfmt>=1.0,<2"}[REMEDY]
with open(os.path.join(tmp, "requirements.txt"), "w") as f:
    f.write(req + "\n")
site = os.path.join(tmp, "site")
sys.stderr.write(run_pip(["--version"]).stdout)      # the CI log starts with the pip banner
p = run_pip(["install", "--index-url", url + "/simple", "--target", site, "-r", os.path.join(tmp, "requirements.txt")])
sys.stderr.write(p.stderr)               # pip exits 0; the warning is on stderr
r = subprocess.run([sys.executable, "-c", "import tinyfmt, importlib.metadata as m; print(m.version('tinyfmt'), tinyfmt.money(1234.5))"],
                   capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=site))
if r.returncode != 0:                    # the program that uses the yanked release
    sys.stderr.write(r.stderr)
    sys.exit(1)
version, got = r.stdout.split()
check(got == "1,234.50", "requirement %s installed tinyfmt %s; money(1234.5) -> %r, expected '1,234.50'" % (req, version, got))
