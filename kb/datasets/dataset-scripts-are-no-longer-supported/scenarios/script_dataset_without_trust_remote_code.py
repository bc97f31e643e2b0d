"""The same script dataset with datasets 3.2.0, without trust_remote_code.

datasets 3.x still runs loading scripts, but only when asked to: without
trust_remote_code it asks on a terminal and, when nobody can answer (a job, a notebook
without stdin), raises. Runs in the hf-4.47 environment (datasets 3.2.0).

Remedies:
  trust-remote-code-after-review   read the script, then pass trust_remote_code=True

Check: the loaded rows equal the rows the script generates.

Usage: python script_dataset_without_trust_remote_code.py [--remedy ID]
"""

from _common import EXPECTED, check, parse_remedy, script_repo

REMEDIES = ("trust-remote-code-after-review",)


def main():
    remedy = parse_remedy(REMEDIES)
    from datasets import load_dataset

    repo = script_repo()
    kw = {"trust_remote_code": True} if remedy == "trust-remote-code-after-review" else {}
    ds = load_dataset(repo, split="train", **kw)
    got = [dict(r) for r in ds]
    check(got == EXPECTED, f"{len(got)} rows; equal to the script's rows: {got == EXPECTED}")


if __name__ == "__main__":
    main()
