"""The numbered rules of ``knownfix check``: one stable code per kind of problem.

Every problem line is ``path:line: field: KFnnn message``. Codes never change
meaning; a retired rule keeps its number unused. ``docs/entry-format.md`` lists
them, and a test keeps that list, this table and the bad fixtures in step.

Groups::

    KF0xx  the checker itself
    KF1xx  files and YAML syntax          (reported by knownfix.kb.loader)
    KF2xx  schema                          (reported by knownfix.kb.loader)
    KF3xx  identity and layout: path = ID
    KF4xx  languages: English and Simplified Chinese
    KF5xx  patterns: RE2 / Hyperscan safe, examples match
    KF6xx  references inside one entry
    KF7xx  references between entries
    KF8xx  the lab: scenarios, remedies, environments
    KF9xx  documentation links
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "KF001": "internal error in the checker (a bug in knownfix, reported instead of a traceback)",
    "KF101": "file not found",
    "KF102": "file cannot be read, or is not valid UTF-8",
    "KF103": "file is empty",
    "KF104": "invalid YAML",
    "KF105": "duplicate key in a YAML mapping",
    "KF106": "top level of entry.yaml is not a mapping",
    "KF107": "knowledge-base folder not found",
    "KF201": "unknown field",
    "KF202": "required field is missing",
    "KF203": "invalid value (wrong type, bad format, value not allowed)",
    "KF204": "a typed figure (fix_rate, confidence, ...): figures are computed, never typed",
    "KF301": "duplicate entry id",
    "KF302": "entry id does not equal its folder <domain>/<slug>",
    "KF303": "domain field does not equal the domain folder",
    "KF304": "entry.yaml outside the <domain>/<slug>/ layout (the loader would ignore it)",
    "KF305": "entry folder without entry.yaml",
    "KF401": "English text is empty",
    "KF402": "Chinese text is empty",
    "KF403": "Chinese text contains no Chinese characters",
    "KF405": "space between Chinese characters",
    "KF404": "English text is mostly Chinese characters",
    "KF406": "English changed since the Chinese was reviewed, or is new (translations.lock): zh may be stale",
    "KF407": "translations.lock missing",
    "KF408": "translations.lock lists a field that entry.yaml no longer has",
    "KF409": "translations.lock cannot be read or is malformed",
    "KF410": "frequency word (usually, often, almost always, 通常, ...) in a text that cites no source",
    "KF411": "words about how the entry was produced (run here, on this machine, 本机, a helper session as author)",
    "KF412": "a workaround whose code reaches a weaker goal (an upper-bound pin, drop_last=True) has no `reaches`",
    "KF501": "pattern does not compile under RE2",
    "KF502": "pattern uses a backreference",
    "KF503": "pattern uses lookaround",
    "KF504": "pattern rejected by Hyperscan",
    "KF505": "signature example does not match its own pattern",
    "KF506": "pattern matches the empty string (it would match any input)",
    "KF507": "hint has neither a frame nor a text pattern",
    "KF601": "id used twice within the entry",
    "KF602": "reference to an unknown cause",
    "KF603": "cause not addressed by any workaround",
    "KF604": "the same id listed twice in one list",
    "KF701": "related entry does not exist in the knowledge base",
    "KF702": "entry refers to itself",
    "KF801": "lab.reason is required when lab.verifiable is not 'here'",
    "KF802": "cause has no scenario (lab.verifiable is 'here')",
    "KF803": "scenario file not found",
    "KF804": "scenario remedy is not a workaround or dead-end id",
    "KF805": "workaround or dead end not exercised by any scenario",
    "KF806": "expect key is not one of the scenario's remedies",
    "KF807": "unknown lab environment",
    "KF808": "lab/environments.yaml cannot be read",
    "KF809": "scenario environment is not one of the entry's environments",
    "KF810": "signature versions start at the oldest version of the lab matrix (lab-first-seen dating) without a source",
    "KF811": "scenario absent_in environment is not one of the entry's environments, or is one of the scenario's own",
    "KF812": "signature versions exclude a release the lab saw print it",
    "KF901": "documentation URL is not https",
    "KF951": "link with a scheme other than http, https or mailto in text, or a docs URL that ends a Markdown link",
    "KF952": "raw HTML (an element tag, a comment, a character reference) in text outside code spans",
}
