"""ModuleNotFoundError, cause: the package was installed, but into another interpreter.

Two virtual environments exist: `tools` (where `pip install fancyjson` went, because the
`pip` on PATH belongs to it) and `app` (the interpreter that actually runs the program).

Remedies:
  install-with-python-m-pip   install with pip aimed at the interpreter that runs the app
  run-with-the-other-interpreter   run the app with the interpreter that has the package
  reinstall-with-the-same-pip (dead end)   run the same `pip install` again
"""
import json, os, subprocess, sys

from _kit import APP, PKG, arg_remedy, make_wheel, run_or_fail, tmpdir

REMEDIES = {"install-with-python-m-pip", "run-with-the-other-interpreter", "reinstall-with-the-same-pip"}


def main():
    remedy = arg_remedy(REMEDIES)
    tmp = tmpdir("kf-mnf-")
    wheels = os.path.join(tmp, "wheels")
    os.makedirs(wheels)
    make_wheel(wheels, "fancyjson", "1.0", PKG)
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull)
    pys = {}
    for name in ("tools", "app"):
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", os.path.join(tmp, name)], check=True)
        pys[name] = os.path.join(tmp, name, "bin", "python")
    app = os.path.join(tmp, "app.py")
    with open(app, "w") as f:
        f.write(APP)

    def pip_install(target_py):
        # what `pip install fancyjson` does when `pip` belongs to target_py
        subprocess.run([sys.executable, "-m", "pip", "--python", target_py, "install", "--no-index",
                        "--find-links", wheels, "fancyjson"], check=True, env=env, stdout=subprocess.DEVNULL)

    pip_install(pys["tools"])  # the original install: the `pip` on PATH is the tools venv's
    vpy = pys["app"]
    if remedy == "install-with-python-m-pip":
        pip_install(pys["app"])
    elif remedy == "run-with-the-other-interpreter":
        vpy = pys["tools"]
    elif remedy == "reinstall-with-the-same-pip":
        pip_install(pys["tools"])  # "Requirement already satisfied"
    got = run_or_fail([vpy, app])
    expected = json.dumps({"b": [1, 2], "a": None}, sort_keys=True, separators=(",", ":"))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "app printed %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
