"""Language rules (KF4xx) for every :class:`~knownfix.kb.model.Text` in an entry.

English is canonical and must not be empty; Chinese must not be empty and must
contain Chinese characters (an untranslated copy of the English fails), except
a bare API name such as ``torch.no_grad`` that is identical in both slots. An
English text whose letters are mostly Chinese characters was put in the wrong
language slot.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from ..kb.loader import Loc
from ..kb.model import Text

_CJK_RANGES = (
    (0x3400, 0x4DBF),  # CJK Unified Ideographs Extension A
    (0x4E00, 0x9FFF),  # CJK Unified Ideographs
    (0xF900, 0xFAFF),  # CJK Compatibility Ideographs
    (0x20000, 0x3134F),  # Extensions B-G
)


def is_cjk(ch: str) -> bool:
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in _CJK_RANGES)


def cjk_count(text: str) -> int:
    return sum(1 for ch in text if is_cjk(ch))


def walk_texts(value: Any, loc: Loc = ()) -> Iterator[tuple[Loc, Text]]:
    """Every Text inside a model, with its location (as in pydantic error locations)."""
    if isinstance(value, Text):
        yield loc, value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from walk_texts(getattr(value, name), loc + (name,))
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from walk_texts(item, loc + (i,))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from walk_texts(item, loc + (str(key),))


_CJK_CLASS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef"
_SPACE_BETWEEN_CJK = re.compile(f"[{_CJK_CLASS}][ \t]+[{_CJK_CLASS}]")


def _is_code_name(text: str) -> bool:
    """An API name such as ``torch.Tensor.backward`` reads the same in every language."""
    return not any(ch.isspace() for ch in text) and any(ch in "._()" for ch in text)


def text_problems(text: Text) -> list[tuple[str, str]]:
    """Problems of one Text as (language key, message)."""
    out: list[tuple[str, str]] = []
    en, zh = text.en.strip(), text.zh.strip()
    if not en:
        out.append(("en", "KF401 English text is empty"))
    else:
        letters = sum(1 for ch in en if ch.isalpha())
        cjk = cjk_count(en)
        if cjk * 2 > letters:
            out.append(("en", f"KF404 English text is mostly Chinese characters ({cjk} of {letters} letters)"))
    if not zh:
        out.append(("zh", "KF402 Chinese text is empty"))
    elif cjk_count(zh) == 0 and not (zh == en and _is_code_name(en)):
        out.append(("zh", "KF403 Chinese text contains no Chinese characters (untranslated?)"))
    elif m := _SPACE_BETWEEN_CJK.search(zh):
        out.append(("zh", f"KF405 space between Chinese characters ({m.group(0)!r}): a folded YAML line break?"))
    return out
