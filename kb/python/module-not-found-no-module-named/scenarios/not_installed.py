"""ModuleNotFoundError, cause: the distribution was never installed into this interpreter.

A fresh virtual environment runs an app that imports `fancyjson`, a small package
available only as a wheel in a local folder (standing in for an index). Without a
remedy the app fails to import it.

Remedies:
  install-with-python-m-pip   install the wheel with pip aimed at the interpreter that runs the app
"""
import json, os, subprocess, sys

from _kit import APP, PKG, arg_remedy, make_wheel, run_or_fail, tmpdir

REMEDIES = {"install-with-python-m-pip"}


def main():
    remedy = arg_remedy(REMEDIES)
    tmp = tmpdir("kf-mnf-")
    wheels = os.path.join(tmp, "wheels")
    os.makedirs(wheels)
    make_wheel(wheels, "fancyjson", "1.0", PKG)
    venv = os.path.join(tmp, "venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    vpy = os.path.join(venv, "bin", "python")
    app = os.path.join(tmp, "app.py")
    with open(app, "w") as f:
        f.write(APP)
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull)
    if remedy == "install-with-python-m-pip":
        # `python -m pip install ...` run with the app's interpreter; the venv has no pip of
        # its own here, so pip is pointed at it with --python (pip >= 22.3), same effect.
        subprocess.run([sys.executable, "-m", "pip", "--python", vpy, "install", "--no-index",
                        "--find-links", wheels, "fancyjson"], check=True, env=env,
                       stdout=subprocess.DEVNULL)
    got = run_or_fail([vpy, app])
    expected = json.dumps({"b": [1, 2], "a": None}, sort_keys=True, separators=(",", ":"))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "app printed %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
