"""``knownfix check``: a good fixture KB passes; every kind of bad input gets its exact one-line error.

Each bad case copies ``tests/fixtures/check/good`` to a temporary folder, makes
one small edit to it, and asserts the complete list of problem lines. Line
numbers refer to the good fixture files (``cat -n`` them to read a case).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

import knownfix.check as check_pkg
import knownfix.check.entry as entry_rules
from knownfix.check import RULES, check_path
from knownfix.cli import app

GOOD = Path(__file__).parent / "fixtures" / "check" / "good"
DOCS = Path(__file__).parents[1] / "docs" / "entry-format.md"
DICT = "kb/python/dict-changed-size-during-iteration/entry.yaml"
KEY = "kb/python/key-error-on-missing-key/entry.yaml"
SCENARIOS = "kb/python/dict-changed-size-during-iteration/scenarios"
DICT_LOCK = "kb/python/dict-changed-size-during-iteration/translations.lock"
KEY_LOCK = "kb/python/key-error-on-missing-key/translations.lock"
STALE = "KF406 English changed since the Chinese was reviewed (zh may be stale): update zh, then `knownfix translations accept {}`"
NEW = "KF406 new text, not in translations.lock (its Chinese was never reviewed): review zh, then `knownfix translations accept {}`"
REDO = "regenerate it with `knownfix translations accept python/dict-changed-size-during-iteration` after checking the Chinese"
DICT_ID = "python/dict-changed-size-during-iteration"
FREQ = "KF410 frequency word {!r} without a source: state the condition, let the lab measure it, or cite the issue or document it comes from"
PROCESS = "KF411 words about how the entry was produced ({!r}): say what the lab measured ({}) or cite the source"
LAB_DATED = (
    "KF810 python '>=3.11' starts at the oldest python in the lab matrix (3.11): that is when the lab first saw it; "
    "cite the release that introduced the wording (a docs link whose title names it) or leave the lower bound out"
)
KEY_ID = "python/key-error-on-missing-key"

Edit = Callable[[Path], None]


def sub(old: str, new: str, file: str = DICT) -> Edit:
    """Replace the one occurrence of ``old`` in ``file``."""

    def edit(root: Path) -> None:
        path = root / file
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, f"fixture edit {old!r} must match exactly once in {file}"
        path.write_text(text.replace(old, new), encoding="utf-8")

    return edit


def write(file: str, data: str | bytes) -> Edit:
    def edit(root: Path) -> None:
        path = root / file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))

    return edit


def copy(src: str, dst: str) -> Edit:
    def edit(root: Path) -> None:
        (root / dst).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / src, root / dst)

    return edit


def remove(file: str) -> Edit:
    return lambda root: (root / file).unlink()


def symlink(file: str, target: str) -> Edit:
    return lambda root: (root / file).symlink_to(target)


def mkdir(folder: str) -> Edit:
    return lambda root: (root / folder).mkdir(parents=True)


@dataclass
class Case:
    name: str
    edits: list[Edit]
    expected: list[str]
    target: str = "kb"  # what is passed to check_path, relative to the copied fixture


def D(line: int, fld: str, msg: str) -> str:
    return f"{DICT}:{line}: {fld}: {msg}"


def K(line: int, fld: str, msg: str) -> str:
    return f"{KEY}:{line}: {fld}: {msg}"


def DL(line: int, fld: str, msg: str) -> str:
    return f"{DICT_LOCK}:{line}: {fld}: {msg}"


CASES = [
    # KF1xx: files and YAML
    Case("missing file", [], ["kb/python/nope/entry.yaml:1: <file>: KF101 file not found"], target="kb/python/nope/entry.yaml"),
    Case(
        "invalid utf-8",
        [write(DICT, "format: 1\nid: python/dict-changed-size-during-iteration\ntitle:\n  en: caf\xe9\n".encode("latin-1"))],
        [D(4, "<file>", "KF102 not valid UTF-8 (byte 0xe9 at offset 72)")],
    ),
    Case(
        "entry.yaml is a folder",
        [remove(DICT), mkdir(DICT)],
        [D(1, "<file>", "KF102 cannot read file: is a directory")],
    ),
    Case("entry.yaml is a broken link", [remove(DICT), symlink(DICT, "missing.yaml")], [D(1, "<file>", "KF102 cannot read file: broken symbolic link")]),
    Case("empty file", [write(DICT, "# nothing here yet\n\n")], [D(1, "<file>", "KF103 file is empty")]),
    Case(
        "broken YAML",
        [sub("tags: [dict, iteration]\n", "tags: [dict, iteration\n")],
        [D(11, "<yaml>", "KF104 invalid YAML: expected ',' or ']', but got ':' (while parsing a flow sequence that starts on line 10)")],
    ),
    Case(
        "impossible date",
        [sub("written: 2025-01-15", "written: 2025-13-45")],
        [D(14, "<yaml>", "KF104 invalid YAML: invalid date '2025-13-45': month must be in 1..12")],
    ),
    Case(
        "duplicate key",
        [sub("  author_name: fixture\n", "  author_name: fixture\n  author: human\n")],
        [D(14, "provenance.author", "KF105 duplicate key (first defined on line 12)")],
    ),
    Case("top level is a list", [write(DICT, "- id: python/x\n")], [D(1, "<entry>", "KF106 top level must be a mapping, got a list")]),
    Case("KB folder missing", [], ["kb/nowhere:1: <kb>: KF107 knowledge-base folder not found"], target="kb/nowhere"),
    # KF2xx: schema
    Case("unknown field", [sub("  reviewed: false\n", "  reviewed: false\n  reviewer: someone\n")], [D(16, "provenance.reviewer", "KF201 unknown field")]),
    Case("missing Chinese", [sub('  zh: "RuntimeError: dictionary changed size during iteration（迭代时字典大小改变）"\n', "")], [D(5, "title.zh", "KF202 required field is missing")]),
    Case("wrong type", [sub("tags: [dict, iteration]", "tags: dict")], [D(10, "tags", "KF203 Input should be a valid list")]),
    Case("bad slug", [sub("- id: set-size", "- id: Set_Size")], [D(24, "signatures[1].id", "KF203 must be a slug: lowercase letters and digits joined by '-' (got 'Set_Size')")]),
    Case(
        "typed figure",
        [sub("    causes: [delete-in-loop, insert-in-loop]\n", "    causes: [delete-in-loop, insert-in-loop]\n    fix_rate: 0.8\n")],
        [D(71, "workarounds[0].fix_rate", "KF204 figures are computed from lab evidence, never typed into an entry (remove this field)")],
    ),
    # KF3xx: identity and layout
    Case(
        "duplicate id across two folders",
        [copy(KEY, "kb/python/key-error-copy/entry.yaml"), copy(KEY_LOCK, "kb/python/key-error-copy/translations.lock")],
        [
            "kb/python/key-error-copy/entry.yaml:3: id: KF302 id 'python/key-error-on-missing-key' does not equal its folder 'python/key-error-copy'",
            K(3, "id", "KF301 duplicate entry id 'python/key-error-on-missing-key' (also in kb/python/key-error-copy/entry.yaml)"),
        ],
    ),
    Case(
        "id does not match folder",
        [sub("id: python/key-error-on-missing-key\n", "id: python/key-error\n", KEY)],
        [K(3, "id", "KF302 id 'python/key-error' does not equal its folder 'python/key-error-on-missing-key'")],
    ),
    Case("domain does not match folder", [sub("domain: python\n", "domain: py\n", KEY)], [K(7, "domain", "KF303 domain 'py' does not equal the domain folder 'python'")]),
    Case(
        "entry.yaml too shallow",
        [copy(KEY, "kb/python/entry.yaml")],
        ["kb/python/entry.yaml:1: <file>: KF304 entry.yaml must be at <kb>/<domain>/<slug>/entry.yaml (this one is ignored)"],
    ),
    Case("folder without entry.yaml", [mkdir("kb/python/half-written")], ["kb/python/half-written:1: <folder>: KF305 entry folder has no entry.yaml"]),
    # KF4xx: languages
    Case("empty English", [sub("  en: The loop adds or removes keys of the dict it is iterating over.", '  en: "   "')], [D(35, "root_cause", STALE.format(DICT_ID)), D(36, "root_cause.en", "KF401 English text is empty")]),
    Case("empty Chinese", [sub("  zh: 循环在遍历字典的同时增删了它的键。", '  zh: ""')], [D(37, "root_cause.zh", "KF402 Chinese text is empty")]),
    Case(
        "an API name is the same in both languages",
        [sub("      en: Dictionary view objects\n      zh: 字典视图对象", "      en: dict.items()\n      zh: dict.items()")],
        [D(31, "docs[0].title", STALE.format(DICT_ID))],
    ),
    Case(
        "identical prose is still untranslated",
        [sub("      en: Dictionary view objects\n      zh: 字典视图对象", "      en: Dictionary views\n      zh: Dictionary views")],
        [D(31, "docs[0].title", STALE.format(DICT_ID)), D(33, "docs[0].title.zh", "KF403 Chinese text contains no Chinese characters (untranslated?)")],
    ),
    Case(
        "space inside a Chinese sentence",
        [sub("      zh: 字典视图对象", "      zh: 字典视图 对象")],
        [D(33, "docs[0].title.zh", "KF405 space between Chinese characters ('图 对'): a folded YAML line break?")],
    ),
    Case("untranslated Chinese", [sub("      zh: 字典视图对象", "      zh: Dictionary view objects")], [D(33, "docs[0].title.zh", "KF403 Chinese text contains no Chinese characters (untranslated?)")]),
    Case("Chinese in English slot", [sub("      en: Dictionary view objects", "      en: 字典视图对象 (views)")], [D(31, "docs[0].title", STALE.format(DICT_ID)), D(32, "docs[0].title.en", "KF404 English text is mostly Chinese characters (6 of 11 letters)")]),
    # KF406-KF409: translations.lock (English canonical; the lock holds the hash of the English each zh translates)
    Case(
        "English changed after the Chinese was reviewed",
        [sub("  en: The loop adds or removes keys of the dict it is iterating over.", "  en: The loop adds or removes keys of the dict that it iterates over.")],
        [D(35, "root_cause", STALE.format(DICT_ID))],
    ),
    Case(
        "English changed in a list item",
        [sub("      en: An assignment `d[new_key] = value` runs while iterating over `d`.", "      en: An assignment `d[k] = v` runs while iterating over `d`.")],
        [D(55, "causes[1].explanation", STALE.format(DICT_ID))],
    ),
    Case("English re-wrapped, words unchanged", [sub("      en: Dictionary view objects", '      en: " Dictionary   view\\n objects "')], []),
    Case("Chinese edited alone needs no accept", [sub("  zh: 循环在遍历字典的同时增删了它的键。", "  zh: 循环在遍历字典时增加或删除了它的键。")], []),
    Case(
        "new text not in the lock",
        [sub("    causes: [delete-in-loop, insert-in-loop]\n", "    causes: [delete-in-loop, insert-in-loop]\n    conditions:\n      en: Any dict.\n      zh: 任何字典。\n")],
        [D(71, "workarounds[0].conditions", NEW.format(DICT_ID))],
    ),
    Case(
        "lock missing",
        [remove(DICT_LOCK)],
        [DL(1, "<file>", f"KF407 translations.lock is missing: have the Chinese reviewed, then run `knownfix translations accept {DICT_ID}`")],
    ),
    Case(
        "lock missing, one entry checked on its own",
        [remove(DICT_LOCK)],
        [DL(1, "<file>", f"KF407 translations.lock is missing: have the Chinese reviewed, then run `knownfix translations accept {DICT_ID}`")],
        target=DICT,
    ),
    Case(
        "lock lists a field the entry lost",
        [sub('title: "81e1d1fb0077"\n', 'title: "81e1d1fb0077"\nworkarounds[0].conditions: "0123456789ab"\n', DICT_LOCK)],
        [DL(15, "workarounds[0].conditions", f"KF408 translations.lock lists a field that entry.yaml no longer has: run `knownfix translations accept {DICT_ID}` to drop it")],
    ),
    Case(
        "lock is not YAML",
        [write(DICT_LOCK, 'root_cause: "d6442157bb60\n')],
        [DL(2, "<file>", f"KF409 translations.lock is malformed (invalid YAML: found unexpected end of stream (while scanning a quoted scalar that starts on line 1)): {REDO}")],
    ),
    Case("lock is a list", [write(DICT_LOCK, "- d6442157bb60\n")], [DL(1, "<file>", f"KF409 translations.lock must be a mapping of field -> hash, got list: {REDO}")]),
    Case("lock is empty", [write(DICT_LOCK, "")], [DL(1, "<file>", f"KF409 translations.lock is malformed (file is empty): {REDO}")]),
    Case("lock is binary", [write(DICT_LOCK, b"root_cause: \xff\n")], [DL(1, "<file>", f"KF409 translations.lock is not valid UTF-8 (byte 0xff): {REDO}")]),
    Case("lock is a folder", [remove(DICT_LOCK), mkdir(DICT_LOCK)], [DL(1, "<file>", f"KF409 translations.lock cannot be read (Is a directory): {REDO}")]),
    Case(
        "lock hash is not a hash",
        [sub('root_cause: "d6442157bb60"', "root_cause: 123456789012", DICT_LOCK)],
        [DL(13, "root_cause", f"KF409 translations.lock has 123456789012 where a 12-digit lowercase hex hash belongs: {REDO}")],
    ),
    Case(
        "lock key is not a field path",
        [sub('root_cause: "d6442157bb60"', 'root cause: "d6442157bb60"', DICT_LOCK)],
        [
            D(35, "root_cause", NEW.format(DICT_ID)),
            DL(13, "root cause", f"KF409 translations.lock has a key that is not a field path: {REDO}"),
        ],
    ),
    # KF5xx: patterns
    Case("pattern does not compile", [sub("pattern: 'Set changed size during iteration'", "pattern: 'Set changed (size during iteration'")], [D(26, "signatures[1].pattern", "KF501 pattern does not compile under RE2: missing ): Set changed (size during iteration")]),
    Case("backreference", [sub("pattern: 'Set changed size during iteration'", r"pattern: '(Set) changed size during \1'")], [D(26, "signatures[1].pattern", "KF502 backreference \\1 is not allowed (RE2 and Hyperscan have no backreferences)")]),
    Case("lookaround", [sub("pattern: 'Set changed size during iteration'", "pattern: 'Set changed (?=size)'")], [D(26, "signatures[1].pattern", "KF503 lookahead (?=...) is not allowed (RE2 and Hyperscan have no lookaround)")]),
    Case("lookbehind in a hint", [sub(r"- text: 'del \w+\['", r"- text: '(?<!#)del \w+\['")], [D(47, "causes[0].hints[0].text", "KF503 negative lookbehind (?<!...) is not allowed (RE2 and Hyperscan have no lookaround)")]),
    Case("Hyperscan rejects", [sub("pattern: 'Set changed size during iteration'", r"pattern: 'Set changed\Csize during iteration'")], [D(26, "signatures[1].pattern", "KF504 pattern rejected by Hyperscan: \\C is unsupported in UTF8 at index 11.")]),
    Case("example does not match", [sub('example: "Set changed size during iteration"', 'example: "set changed size during iteration"')], [D(27, "signatures[1].example", "KF505 example does not match the pattern of signature 'set-size'")]),
    Case("pattern matches anything", [sub(r"- text: 'del \w+\['", "- text: '(del)?'")], [D(47, "causes[0].hints[0].text", "KF506 pattern matches the empty string, so it would match any input")]),
    Case("hint without pattern", [sub("      - text: 'del \\w+\\['\n        reason:", "      - reason:")], [D(47, "causes[0].hints[0]", "KF507 hint needs a frame or a text pattern")]),
    # KF6xx: references inside the entry
    Case("duplicate signature id", [sub("- id: set-size", "- id: dict-size")], [D(24, "signatures[1].id", "KF601 signature id 'dict-size' is used twice (first on line 17)")]),
    Case("dangling cause reference", [sub("    causes: [delete-in-loop]\n", "    causes: [deleting-in-loop]\n")], [D(79, "dead_ends[0].causes[0]", "KF602 unknown cause 'deleting-in-loop'")]),
    Case("cause without workaround", [sub("causes: [delete-in-loop, insert-in-loop]", "causes: [delete-in-loop]")], [D(51, "causes[1].id", "KF603 cause 'insert-in-loop' is not addressed by any workaround")]),
    Case("remedy listed twice", [sub("remedies: [iterate-over-copy]\n", "remedies: [iterate-over-copy, iterate-over-copy]\n")], [D(100, "lab.scenarios[1].remedies[1]", "KF604 'iterate-over-copy' is listed twice")]),
    # KF7xx: references between entries
    Case("dangling related reference", [sub("    - id: python/key-error-on-missing-key\n", "    - id: python/no-such-entry\n")], [D(82, "related.confused_with[0].id", "KF701 no entry 'python/no-such-entry' in the knowledge base")]),
    Case("self reference", [sub("    - id: python/key-error-on-missing-key\n", "    - id: python/dict-changed-size-during-iteration\n")], [D(82, "related.confused_with[0].id", "KF702 an entry cannot refer to itself")]),
    # KF8xx: lab
    Case("reason missing", [sub("  reason:\n    en: Fixture entry, kept minimal.\n    zh: 测试用条目，保持最简。\n", "", KEY)], [
            K(46, "lab.verifiable", "KF801 lab.reason is required when verifiable is 'no'"),
            f"{KEY_LOCK}:6: lab.reason: KF408 translations.lock lists a field that entry.yaml no longer has: run `knownfix translations accept {KEY_ID}` to drop it",
        ]),
    Case(
        "cause without scenario",
        [sub("    - id: insert\n      cause: insert-in-loop\n      file: scenarios/insert_in_loop.py\n      remedies: [iterate-over-copy]\n", "")],
        [D(51, "causes[1].id", "KF802 cause 'insert-in-loop' has no scenario (lab.verifiable is 'here')")],
    ),
    Case("scenario file missing", [remove(f"{SCENARIOS}/insert_in_loop.py")], [D(99, "lab.scenarios[1].file", "KF803 scenario file 'scenarios/insert_in_loop.py' not found beside entry.yaml")]),
    Case("unknown remedy", [sub("remedies: [iterate-over-copy]\n", "remedies: [iterate-over-copy, use-get]\n")], [D(100, "lab.scenarios[1].remedies[1]", "KF804 unknown remedy 'use-get' (not a workaround or dead-end id)")]),
    Case(
        "dead end not exercised",
        [sub("remedies: [iterate-over-copy, catch-runtime-error]", "remedies: [iterate-over-copy]"), sub("        catch-runtime-error: wrong_result\n", "")],
        [D(72, "dead_ends[0].id", "KF805 'catch-runtime-error' is not exercised by any scenario")],
    ),
    Case("expect key not a remedy", [sub("        iterate-over-copy: fixed\n", "        use-get: fixed\n")], [D(95, "lab.scenarios[0].expect.use-get", "KF806 expect key 'use-get' is not one of this scenario's remedies")]),
    Case("unknown environment", [sub("environments: [py311, py312]", "environments: [py311, py399]")], [D(88, "lab.environments[1]", "KF807 unknown environment 'py399' (not in lab/environments.yaml)")]),
    Case(
        "scenario environment outside the entry's",
        [sub("      file: scenarios/insert_in_loop.py\n", "      file: scenarios/insert_in_loop.py\n      environments: [py312, py311x]\n")],
        [D(100, "lab.scenarios[1].environments[1]", "KF809 scenario environment 'py311x' is not one of the entry's lab.environments")],
    ),
    Case(
        "absent_in names an environment outside the entry's",
        [sub("      file: scenarios/insert_in_loop.py\n", "      file: scenarios/insert_in_loop.py\n      absent_in: [py310]\n")],
        [D(100, "lab.scenarios[1].absent_in[0]", "KF811 absent_in environment 'py310' is not one of the entry's environments")],
    ),
    Case(
        "absent_in names one of the scenario's own environments",
        [sub("      file: scenarios/insert_in_loop.py\n", "      file: scenarios/insert_in_loop.py\n      environments: [py311]\n      absent_in: [py311]\n")],
        [D(101, "lab.scenarios[1].absent_in[0]", "KF811 absent_in environment 'py311' is also one of the scenario's environments (where it reproduces)")],
    ),
    Case(
        "the lab saw a signature printed by a release its versions exclude",
        [write("evidence/python/dict-changed-size-during-iteration.jsonl", "\n".join(json.dumps(r) for r in [
            {"outcome": "reproduced", "matched_signature": "dict-size", "environment": "py27",
             "matched_text": "dictionary changed size during iteration", "versions": {"python": "2.7.18"}},
            # not counted: inside the spec; an older pattern's text; a remedy's other error; no version recorded
            {"outcome": "reproduced", "matched_signature": "dict-size", "environment": "py311",
             "matched_text": "dictionary changed size during iteration", "versions": {"python": "3.11.7"}},
            {"outcome": "reproduced", "matched_signature": "dict-size", "environment": "py26",
             "matched_text": "dict changed size", "versions": {"python": "2.6.9"}},
            {"outcome": "other_error", "matched_signature": "dict-size", "environment": "py25",
             "matched_text": "dictionary changed size during iteration", "versions": {"python": "2.5.6"}},
            {"outcome": "reproduced", "matched_signature": "dict-size", "environment": "x",
             "matched_text": "dictionary changed size during iteration", "versions": {}},
        ]) + "\nnot json\n")],
        [D(23, "signatures[0].versions[0].spec", "KF812 signature 'dict-size' claims python '>=3.0' but the lab saw it "
           "printed by python 2.7.18 (py27): widen the spec or fix the signature")],
    ),
    Case("environments file malformed", [write("lab/environments.yaml", "environments: [py311]\n")], ["lab/environments.yaml:1: environments: KF808 expected a mapping 'environments:' of name -> settings"]),
    # KF410/KF411: prose rules (frequency words without a source, words about how the entry was produced)
    Case(
        "frequency word in English",
        [sub("  en: The loop adds or removes keys of the dict it is iterating over.", "  en: The loop usually adds or removes keys of the dict it is iterating over.")],
        [D(35, "root_cause", STALE.format(DICT_ID)), D(36, "root_cause.en", FREQ.format("usually"))],
    ),
    Case("frequency word in Chinese", [sub("  zh: 循环在遍历字典的同时增删了它的键。", "  zh: 循环通常在遍历字典的同时增删了它的键。")], [D(37, "root_cause.zh", FREQ.format("通常"))]),
    Case(
        "frequency word with a source is allowed",
        [sub("  en: The loop adds or removes keys of the dict it is iterating over.", "  en: The loop often adds or removes keys of the dict it is iterating over (python/cpython#80633).")],
        [D(35, "root_cause", STALE.format(DICT_ID))],
    ),
    Case("frequency word in a cited document's title is allowed", [sub("      en: Dictionary view objects", "      en: Frequently asked questions on dictionary views")], [D(31, "docs[0].title", STALE.format(DICT_ID))]),
    Case("普通常量 is not 通常", [sub("  zh: 循环在遍历字典的同时增删了它的键。", "  zh: 循环在遍历字典的同时增删了它的键，键不是普通常量。")], []),
    Case(
        "process wording in English",
        [sub("  en: The loop adds or removes keys of the dict it is iterating over.", "  en: The loop adds or removes keys of the dict it is iterating over (run here).")],
        [D(35, "root_cause", STALE.format(DICT_ID)), D(36, "root_cause.en", PROCESS.format("run here", "measured by the lab"))],
    ),
    Case(
        "process wording inside a quoted message or a code span is the program's, not the entry's",
        [sub("  en: The loop adds or removes keys of the dict it is iterating over.",
             "  en: The loop adds or removes keys of the dict it is iterating over; the tool prints `no GPU on this machine` "
             "and \\\"checked here\\\".")],
        [D(35, "root_cause", STALE.format(DICT_ID))],
    ),
    Case("process wording in Chinese", [sub("  zh: 循环在遍历字典的同时增删了它的键。", "  zh: 本机实测：循环在遍历字典的同时增删了它的键。")], [D(37, "root_cause.zh", PROCESS.format("本机", "实验室实测"))]),
    Case(
        "helper session as author",
        [sub("  author_name: fixture\n", "  author_name: knownfix helper session\n")],
        [D(13, "provenance.author_name", "KF411 author_name 'knownfix helper session' names how the entry was produced: give the model or person that wrote it")],
    ),
    # KF412: code that reaches a weaker goal, without `reaches`
    Case("an upper-bound pin without reaches",
         [sub("    code: |\n      for k in list(d):\n", "    code: |\n      pip install \"cpython-dicts<3.12\"   # the old behaviour\n      for k in list(d):\n")],
         [D(66, "workarounds[0].code", "KF412 workaround 'iterate-over-copy' reaches a weaker goal (an older release (an upper-bound pin)): "
            "say what it reaches in `reaches`, so a 'fixed' is read as fixed for that goal")]),
    Case("drop_last without reaches, and prose comments that look like pins are not pins",
         [sub("    code: |\n      for k in list(d):\n", "    code: |\n      loader = DataLoader(ds, drop_last=True)\n      pip install x   # needs protocol <= 4\n      for k in list(d):\n")],
         [D(66, "workarounds[0].code", "KF412 workaround 'iterate-over-copy' reaches a weaker goal (dropped samples (drop_last=True)): "
            "say what it reaches in `reaches`, so a 'fixed' is read as fixed for that goal")]),
    Case("a weaker goal that says what it reaches",
         [sub("    code: |\n      for k in list(d):\n", "    reaches: {en: Runs on an older release., zh: 运行在较旧的版本上。}\n    code: |\n      # fallback: pip install \"cpython-dicts<3.12\"\n      for k in list(d):\n")],
         [D(66, "workarounds[0].reaches", NEW.format(DICT_ID))]),  # only: the new text awaits its review
    # KF810: a lower bound that is only the oldest version the lab runs
    Case("lower bound dated by the lab", [sub('        spec: ">=3.0"', '        spec: ">=3.11"')], [D(23, "signatures[0].versions[0].spec", LAB_DATED)]),
    Case(
        "lower bound at the lab's oldest version with a docs link naming it",
        [sub('        spec: ">=3.0"', '        spec: ">=3.11"'), sub("      en: Dictionary view objects", "      en: What's New in Python 3.11 (dictionary views)")],
        [D(31, "docs[0].title", STALE.format(DICT_ID))],
    ),
    # KF9xx: docs
    Case("http docs link", [sub("url: https://docs.python.org", "url: http://docs.python.org")], [D(34, "docs[0].url", "KF901 documentation URL must use https")]),
    # KF95x: markup safety of text (knownfix.check.safety)
    Case(
        "script link in text",
        [sub("  en: The loop adds or removes keys of the dict it is iterating over.", "  en: The loop adds or removes keys of the dict it is iterating over, see [x](javascript:alert(1)).")],
        [D(35, "root_cause", STALE.format(DICT_ID)), D(36, "root_cause.en", "KF951 link with scheme 'javascript': only http, https, mailto or relative links")],
    ),
    Case(
        "raw HTML in text",
        [sub("      en: Dictionary view objects", '      en: "Dictionary view objects <img src=x>"')],
        [D(31, "docs[0].title", STALE.format(DICT_ID)), D(32, "docs[0].title.en", "KF952 raw HTML '<img src=x>' in text: write it as code in backticks")],
    ),
]


@pytest.fixture
def kb_copy(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    shutil.copytree(GOOD, root)
    return root


def lines_of(root: Path, target: str) -> list[str]:
    """Problem lines for ``root / target`` (KB files print relative to the KB folder's parent)."""
    return [str(p) for p in check_path(root / target)]


def run_case(root: Path, case: Case) -> list[str]:
    for edit in case.edits:
        edit(root)
    # check_path names KB files relative to the KB folder's parent and a single file as given
    return [line.replace(f"{root}/", "") for line in lines_of(root, case.target)]


def test_good_kb_passes(kb_copy: Path) -> None:
    assert check_path(kb_copy / "kb") == []


@pytest.mark.parametrize("target", [DICT, KEY, "kb/python/key-error-on-missing-key"])
def test_good_single_entry_passes(kb_copy: Path, target: str) -> None:
    assert check_path(kb_copy / target) == []


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_gets_its_exact_error(kb_copy: Path, case: Case) -> None:
    assert run_case(kb_copy, case) == case.expected


def test_a_domain_folder_is_checked_within_its_kb(kb_copy: Path) -> None:
    # kb/<domain> is not a KB of its own: references to other entries resolve, and only its files are reported
    assert check_path(kb_copy / "kb" / "python") == []
    sub("    - id: python/key-error-on-missing-key\n", "    - id: python/no-such-entry\n")(kb_copy)
    assert [p.message for p in check_path(kb_copy / "kb" / "python")] == [
        "KF701 no entry 'python/no-such-entry' in the knowledge base"
    ]


def test_a_single_file_is_named_as_given_and_checked_in_place(kb_copy: Path) -> None:
    sub("    - id: python/key-error-on-missing-key\n", "    - id: python/no-such-entry\n")(kb_copy)
    path = kb_copy / DICT
    assert [str(p) for p in check_path(path)] == [
        f"{path}:82: related.confused_with[0].id: KF701 no entry 'python/no-such-entry' in the knowledge base"
    ]


def test_problems_are_sorted_by_file_then_line(kb_copy: Path) -> None:
    sub("url: https://", "url: http://")(kb_copy)
    sub("domain: python\n", "domain: py\n", KEY)(kb_copy)
    sub("  zh: 循环在遍历字典的同时增删了它的键。", '  zh: ""')(kb_copy)
    assert [line.split(": ", 1)[0] for line in lines_of(kb_copy, "kb")] == [f"{DICT}:34", f"{DICT}:37", f"{KEY}:7"]


def test_a_crashing_rule_becomes_one_line_and_other_rules_still_run(kb_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(ctx: entry_rules.EntryContext):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(entry_rules, "ENTRY_RULES", (boom, entry_rules.check_docs))
    sub("url: https://", "url: http://")(kb_copy)
    assert lines_of(kb_copy, "kb") == [
        f"{DICT}:1: <check>: KF001 internal error in boom: ZeroDivisionError: division by zero",
        f"{DICT}:34: docs[0].url: KF901 documentation URL must use https",
        f"{KEY}:1: <check>: KF001 internal error in boom: ZeroDivisionError: division by zero",
    ]


def test_a_crash_outside_the_rules_is_still_one_line(kb_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(root: Path) -> list:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(check_pkg, "_check_kb", boom)
    target = kb_copy / "kb"
    assert [str(p) for p in check_path(target)] == [f"{target}:1: <check>: KF001 internal error: RuntimeError: disk on fire"]


def test_none_means_the_default_kb(kb_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWNFIX_KB", str(kb_copy / "kb"))
    assert check_path(None) == []
    sub("url: https://", "url: http://")(kb_copy)
    assert [p.message for p in check_path(None)] == ["KF901 documentation URL must use https"]


def test_every_rule_has_a_bad_case_and_is_documented() -> None:
    covered = {m.group(0) for case in CASES for line in case.expected for m in re.finditer(r"KF\d{3}", line)}
    covered.add("KF001")  # the crash tests above
    assert sorted(set(RULES) - covered) == []
    assert sorted(covered - set(RULES)) == []
    documented = set(re.findall(r"^\| (KF\d{3}) \|", DOCS.read_text(encoding="utf-8"), flags=re.MULTILINE))
    assert documented == set(RULES)


def test_cli_exit_codes_and_lines(kb_copy: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(app, ["check", str(kb_copy / "kb")])
    assert ok.exit_code == 0, ok.output
    assert ok.stdout == ""
    assert ok.stderr == "ok\n"

    sub("url: https://", "url: http://")(kb_copy)
    sub("domain: python\n", "domain: py\n", KEY)(kb_copy)
    bad = runner.invoke(app, ["check", str(kb_copy / "kb")])
    assert bad.exit_code == 1
    assert bad.stdout.splitlines() == [
        D(34, "docs[0].url", "KF901 documentation URL must use https"),
        K(7, "domain", "KF303 domain 'py' does not equal the domain folder 'python'"),
    ]
    assert bad.stderr == "2 problem(s)\n"


def test_console_script_never_prints_a_traceback(kb_copy: Path) -> None:
    write(DICT, b"\xff\xfe not yaml")(kb_copy)
    script = Path(sys.executable).with_name("knownfix")
    proc = subprocess.run([str(script), "check", "kb"], check=False, cwd=kb_copy, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert proc.stdout == f"{DICT}:1: <file>: KF102 not valid UTF-8 (byte 0xff at offset 0)\n"
    assert "Traceback" not in proc.stderr
