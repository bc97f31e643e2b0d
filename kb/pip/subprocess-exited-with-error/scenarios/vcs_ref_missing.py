"""pip "error: subprocess-exited-with-error", cause: the git ref of a VCS requirement does not exist.

`tinyfmt @ git+https://...@v2.0`: the repository exists, but it has no branch, tag or commit
`v2.0` (a tag not pushed yet, a deleted branch, a commit from a fork). pip clones, does not find
the ref, assumes a commit id and `git checkout -q v2.0` fails. Local file:// repository, no
network; its only tag is v1.0.

Remedies:
  pin-an-existing-ref             @v1.0, a tag that `git ls-remote --tags <url>` lists
  no-build-isolation (dead end)   pip install --no-build-isolation <same requirement>
"""
import os, subprocess, sys
from pipkit import arg_remedy, check, git_repo, pure_project_files, run_in, run_pip, tmpdir

REMEDY = arg_remedy({"pin-an-existing-ref", "no-build-isolation"})

tmp = tmpdir()
repo = git_repo(os.path.join(tmp, "repos", "tinyfmt"),
                pure_project_files("tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"}),
                tags=["v1.0"])
ref = "v2.0"
args = ["install", "--no-index", "--target", os.path.join(tmp, "site")]
if REMEDY == "pin-an-existing-ref":
    tags = subprocess.run(["git", "ls-remote", "--tags", repo], check=True, capture_output=True, text=True).stdout
    ref = "v1.0" if "refs/tags/v1.0" in tags else ref
elif REMEDY == "no-build-isolation":
    args.append("--no-build-isolation")
run_pip(args + ["git+file://%s@%s" % (repo, ref)])
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234567.891))", env={"PYTHONPATH": os.path.join(tmp, "site")})
check(got == "1,234,567.89", "tinyfmt %s: money(1234567.891) -> %r, expected '1,234,567.89'" % (ref, got))
