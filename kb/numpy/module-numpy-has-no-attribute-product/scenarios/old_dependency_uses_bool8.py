"""An old release of a dependency checks types against np.bool8, which NumPy 2 removed.

The scenario writes a small package `tiny_gym` as an installed release would look: its
2022 release validates step() results with isinstance(done, (bool, np.bool8)), the
pattern of gym 0.26's environment checker. On numpy 2.4 this raises
"AttributeError: module 'numpy' has no attribute 'bool8'".

Remedies:
  upgrade-the-dependency   install the later release, which uses np.bool_
  restore-removed-alias    set np.bool8 = np.bool_ before the dependency runs

Check: the episode returns the expected rewards and stops at the right step.

Usage: python old_dependency_uses_bool8.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import numpy as np

REMEDIES = ("upgrade-the-dependency", "restore-removed-alias")

OLD_RELEASE = '''"""tiny_gym 0.26 (2022)"""
import numpy as np

class CountdownEnv:
    def __init__(self, n):
        self.n = n
    def reset(self):
        self.t = 0
        return self.t
    def step(self):
        self.t += 1
        done = np.array(self.t >= self.n)[()]
        assert isinstance(done, (bool, np.bool8)), "done must be a bool"
        return self.t, float(self.t), done
'''
NEW_RELEASE = OLD_RELEASE.replace("0.26 (2022)", "0.29 (2024)").replace("np.bool8", "np.bool_")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "tiny_gym"))
    with open(os.path.join(site, "tiny_gym", "__init__.py"), "w") as f:
        f.write(NEW_RELEASE if remedy == "upgrade-the-dependency" else OLD_RELEASE)
    sys.path.insert(0, site)
    if remedy == "restore-removed-alias" and not hasattr(np, "bool8"):
        np.bool8 = np.bool_
    import tiny_gym

    env = tiny_gym.CountdownEnv(3)
    env.reset()
    rewards, done = [], False
    while not done and len(rewards) < 10:
        _, r, done = env.step()
        rewards.append(r)
    ok = rewards == [1.0, 2.0, 3.0] and bool(done)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"rewards {rewards}, done {bool(done)}; expected [1.0, 2.0, 3.0], True"}))


if __name__ == "__main__":
    main()
