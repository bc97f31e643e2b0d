"""The static paste box's signature shards: every signature is found for its own example, and a
lookup fetches only part of a large KB."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from knownfix.artifact import open_kb
from knownfix.web.data import SiteData
from knownfix.web.shards import build_shards, entry_shard, fnv1a, key_options, shards_for, words

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> dict:
    import os

    os.environ.setdefault("KNOWNFIX_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    return SiteData(open_kb(ROOT / "kb")).signatures_export()


def test_fnv1a_matches_the_reference_values() -> None:
    # the same function runs in site.js: pin it to the published FNV-1a 32-bit test vectors
    assert fnv1a("") == 0x811C9DC5
    assert fnv1a("a") == 0xE40C292C
    assert fnv1a("foobar") == 0xBF9CF968


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"Trying to backward through the graph", [{"trying"}, {"backward"}, {"through"}, {"graph"}]),
        (r"^name '[A-Za-z_]+' is not defined", [{"name"}, {"defined"}]),
        (r"unexpected key \"[^\"]+\" in state_dict|missing keys in state_dict: ", [{"unexpected", "missing"}]),
        (r"(?i)cuda out of memory", [{"cuda"}, {"memory"}]),
        (r"[a-z]+ish", []),  # the only word is cut by a class: no key, the always shard
    ],
)
def test_key_options(pattern: str, expected: list[set[str]]) -> None:
    assert [o for o in key_options(pattern) if o] == expected


def test_every_signature_is_in_a_shard_its_own_example_fetches(export: dict) -> None:
    manifest, shards = build_shards(export)
    kb = open_kb(ROOT / "kb")
    examples = {(e, s.id): s.example for e in kb.ids for s in kb.entry(e).signatures}
    by_shard = {name: {(s["entry"], s["id"]) for s in shard.get("signatures", [])} for name, shard in shards.items()}
    missing = []
    for s in export["signatures"]:
        fetched = shards_for(manifest, examples[(s["entry"], s["id"])])
        if not any((s["entry"], s["id"]) in by_shard[n] for n in fetched):
            missing.append((s["entry"], s["id"]))
    assert missing == []
    # and every entry's titles and causes are in the entry shard its ID names
    for entry_id in export["entries"]:
        assert entry_id in shards[entry_shard(manifest, entry_id)]["entries"]


def test_a_lookup_fetches_part_of_a_large_kb(export: dict) -> None:
    # 40 copies of every signature, each under its own key word: the sample traceback still needs only a few shards
    sigs, entries = [], {}
    for k in range(40):
        for s in export["signatures"]:
            sigs.append(s | {"entry": f"copy{k}/{s['entry']}", "pattern": f"kfcopy{k}x " + s["pattern"]})
        entries |= {f"copy{k}/{i}": e for i, e in export["entries"].items()}
    big = {"version": 1, "skipped": 0, "signatures": export["signatures"] + sigs, "entries": export["entries"] | entries}
    manifest, shards = build_shards(big)
    sample = (ROOT / "examples" / "sample-traceback.txt").read_text(encoding="utf-8")
    fetched = shards_for(manifest, sample)
    sig_files = [n for n in shards if not n.startswith("e")]
    assert manifest["buckets"] > 50 and len(fetched) < len(sig_files) / 5
    size = sum(len(json.dumps(shards[n])) for n in fetched) + len(json.dumps(manifest))
    whole = sum(len(json.dumps(shards[n])) for n in sig_files)
    assert size < whole / 5
    assert "kfcopy0x" in words("kfcopy0x graph")


def test_site_js_hashes_words_like_the_build() -> None:
    """The browser and the build must agree on every bucket: run site.js's hash in Node where there is one."""
    import shutil
    import subprocess

    from knownfix.web.shards import bucket_hash

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    src = (ROOT / "src" / "knownfix" / "web" / "static" / "site.js").read_text(encoding="utf-8")
    funcs = src[src.index("function fnv1a"):src.index("function loadManifest")]
    sample = ["graph", "backward", "kfsyn00001xx", "0:cuda", "6:state_dict", "a" * 300]
    script = funcs + f"\nconsole.log(JSON.stringify({json.dumps(sample)}.map(bucketHash)));"
    out = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(out.stdout) == [bucket_hash(w) for w in sample]
