"""pip "error: subprocess-exited-with-error", cause: `git clone` of a VCS requirement fails.

requirements name the project by a git URL (`<package> @ git+https://...`). The URL points at a
repository that is not there (a typo in the repository name; a private repository without
credentials fails the same way, with exit code 128). The repository here is a local one
(file://), so no network is used; `tinyfmt` is a pure-Python project with an in-tree backend.

Remedies:
  fix-the-vcs-url                 the URL of the repository that exists (checked first with
                                  `git ls-remote <url>`)
  no-build-isolation (dead end)   pip install --no-build-isolation <same URL>
"""
import os
from pipkit import arg_remedy, check, git_repo, pip, pure_project_files, run_in, run_pip, tmpdir
import subprocess, sys

REMEDY = arg_remedy({"fix-the-vcs-url", "no-build-isolation"})

tmp = tmpdir()
good = git_repo(os.path.join(tmp, "repos", "tinyfmt"),
                pure_project_files("tinyfmt", "1.0", {"tinyfmt.py": "def money(x):\n    return '{:,.2f}'.format(x)\n"}),
                tags=["v1.0"])
url = "git+file://%s/repos/tiny-fmt" % tmp          # the repository name misspelled
args = ["install", "--no-index", "--target", os.path.join(tmp, "site")]
if REMEDY == "fix-the-vcs-url":
    subprocess.run(["git", "ls-remote", good], check=True, capture_output=True)   # the URL answers
    url = "git+file://%s" % good
elif REMEDY == "no-build-isolation":
    args.append("--no-build-isolation")
run_pip(args + [url])
got = run_in(sys.executable, "import tinyfmt; print(tinyfmt.money(1234567.891))", env={"PYTHONPATH": os.path.join(tmp, "site")})
check(got == "1,234,567.89", "tinyfmt.money(1234567.891) -> %r, expected '1,234,567.89'" % got)
