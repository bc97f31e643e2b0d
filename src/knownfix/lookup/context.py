"""Library context of a paste: which libraries (and versions) and which Python it came from.

Evidence, each recorded with where it was seen:

* frame paths ``.../site-packages/<lib>/...`` or ``dist-packages/<lib>/...``
  (``<lib>-<version>.dist-info`` / ``.egg`` gives a version), and the relative paths of
  Cython sources a compiled module's frames print (``pandas/_libs/index.pyx``), and a library's own
  source checkout (``.../pandas/pandas/core/...``, ``.../transformers/src/transformers/...``);
* Python version from paths (``python3.8/``, ``Python311\\``) and banners
  (``Python 3.11.4 (main, ...)``);
* banners printed by tools: ``PyTorch version: 2.1.0`` (collect_env),
  ``pip 23.0 from ...``, ``torch==2.1.0`` / ``torch-2.1.0`` in pip output;
* ``import x`` / ``from x import`` in source lines, common aliases (``np.``, ``pd.``)
  and dotted exception types (``torch.OutOfMemoryError`` -> torch);
* pip ``ERROR:`` blocks -> pip.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ._rx import compile_rx, group_numbers

if TYPE_CHECKING:
    from .parse import Block

_SITE = compile_rx(r"[\\/](?:site|dist)-packages[\\/](?P<lib>[A-Za-z_][\w]*)(?:-(?P<ver>\d[\w.+]*?)\.(?:dist-info|egg-info|egg))?[\\/]")
_PYPATH = compile_rx(r"[\\/][Pp]ython(?P<maj>3)\.?(?P<min>\d{1,2})[\\/]")
_PYBANNER = compile_rx(r"\bPython (?P<v>3\.\d{1,2})(?:\.\d+)?\b")
_TORCH_BANNER = compile_rx(r"\bPyTorch version: (?P<v>\d[\w.+]*)")
_PIP_BANNER = compile_rx(r"^pip (?P<v>\d[\w.]*) from ")
_PINNED = compile_rx(r"\b(?P<lib>torch|numpy|pandas|pip|scipy|tensorflow|jax)(?:==|-)(?P<v>\d+\.\d+[\w.+]*)")
#: A compiled module's frame, printed with the path of its Cython source inside the library's own tree
#: (``pandas/_libs/index.pyx``, ``pandas\\_libs\\hashtable_class_helper.pxi``, ``sklearn/tree/_tree.pyx``).
CYTHON_FRAME = compile_rx(r"^([A-Za-z_]\w*)[\\/][^\s]*\.(?:pyx|pxi|pxd)$")
#: Libraries whose source checkouts are recognised (a user's project laid out as ``app/app/`` is not a library).
CHECKOUT_LIBRARIES = frozenset({
    "torch", "torchvision", "torchaudio", "numpy", "pandas", "scipy", "sklearn", "matplotlib", "pip", "setuptools",
    "transformers", "diffusers", "datasets", "accelerate", "peft", "tokenizers", "safetensors", "huggingface_hub",
    "jax", "flax", "tensorflow", "keras", "langchain", "langchain_core", "fastapi", "starlette", "pydantic",
    "requests", "urllib3", "httpx", "networkx", "sqlalchemy", "lightning", "pytorch_lightning", "timm",
})
_IMPORT = compile_rx(r"^\s*(?:>\s*)?(?:import|from)\s+(?P<lib>[A-Za-z_]\w*)")
_ALIAS = compile_rx(r"\b(?P<alias>np|pd|torch|nn|F|tf|jnp|scipy|sklearn|cv2)\.\w")
_PIN_LIBS = ("torch", "numpy", "pandas", "pip", "scipy", "tensorflow", "jax")
#: What a line must contain for ``_PINNED`` / ``_ALIAS`` to match (checked first: most lines hold none).
_PIN_MARKS = tuple(f"{lib}{sep}" for lib in _PIN_LIBS for sep in ("==", "-"))
_ALIAS_MARKS = ("np.", "pd.", "torch.", "nn.", "F.", "tf.", "jnp.", "scipy.", "sklearn.", "cv2.")
_G_SITE, _G_PYPATH, _G_PYBANNER = group_numbers(_SITE), group_numbers(_PYPATH), group_numbers(_PYBANNER)
_G_TORCH, _G_PIP, _G_PINNED = group_numbers(_TORCH_BANNER), group_numbers(_PIP_BANNER), group_numbers(_PINNED)
_G_IMPORT, _G_ALIAS = group_numbers(_IMPORT), group_numbers(_ALIAS)
_ALIASES = {"np": "numpy", "pd": "pandas", "nn": "torch", "F": "torch", "tf": "tensorflow", "jnp": "jax"}
#: Distribution-level names for top-level packages whose folder differs.
_FOLDER_TO_LIB = {"_pytest": "pytest", "sklearn": "scikit-learn", "PIL": "pillow", "cv2": "opencv", "yaml": "pyyaml"}
MAX_CONTEXT_LINES = 4000


@dataclass
class LibraryContext:
    """Libraries seen (name -> version or None), Python version, and the evidence for each."""

    libraries: dict[str, str | None] = field(default_factory=dict)
    python: str | None = None
    evidence: dict[str, str] = field(default_factory=dict)

    def add(self, lib: str, version: str | None, why: str) -> None:
        lib = _FOLDER_TO_LIB.get(lib, lib).lower()
        if lib not in self.libraries or (version and not self.libraries[lib]):
            self.libraries[lib] = version or self.libraries.get(lib)
            self.evidence.setdefault(lib, why)

    def has(self, lib: str) -> bool:
        return lib.lower() in self.libraries

    def describe(self) -> str:
        libs = ", ".join(f"{k} {v}" if v else k for k, v in sorted(self.libraries.items()))
        py = f"Python {self.python}" if self.python else "Python version unknown"
        return f"{py}; libraries: {libs or 'none seen'}"


#: RE2's ASCII ``[A-Za-z_]`` (a name's first character) and ``\w``
NAME_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_WORD = NAME_START | frozenset("0123456789")
_VERSION_CHARS = _WORD | {".", "+"}
_META_SUFFIXES = ("dist-info", "egg-info", "egg")


def site_packages(text: str) -> list[tuple[str, str | None, str]]:
    """``(library, version or None, matched text)`` for each match of ``_SITE`` in ``text``, in order, as
    ``_SITE.finditer`` finds them, read with string methods (a traceback has a site-packages path on
    most lines: no regex call per line)."""
    out: list[tuple[str, str | None, str]] = []
    pos, n = 0, len(text)
    k = text.find("-packages", 5)
    while k >= 0:
        start = k - 5
        if start >= pos and text[start] in "/\\" and text[k - 4:k] in ("site", "dist") and text[k + 9:k + 10] in ("/", "\\"):
            j = k + 10
            e = j
            if e < n and text[e] in NAME_START:
                e += 1
                while e < n and text[e] in _WORD:
                    e += 1
                found = _after_library(text, j, e)
                if found is not None:
                    ver, end = found
                    out.append((text[j:e], ver, text[start:end + 1]))
                    pos = end + 1
                    k = text.find("-packages", max(pos + 5, k + 1))
                    continue
        k = text.find("-packages", k + 1)
    return out


def _after_library(text: str, lib_start: int, lib_end: int) -> tuple[str | None, int] | None:
    """After a library folder name in a site-packages path: ``(version, index of the closing slash)``
    for ``/lib/`` (version None) or ``/lib-1.2.dist-info/`` (``.egg-info``, ``.egg``); None otherwise."""
    n = len(text)
    if lib_end < n and text[lib_end] in "/\\":
        return None, lib_end
    if not (lib_end + 1 < n and text[lib_end] == "-" and text[lib_end + 1] in "0123456789"):
        return None
    e = lib_end + 2  # the shortest version the metadata suffix can follow (``\d[\w.+]*?``)
    while True:
        if e < n and text[e] == ".":
            for sfx in _META_SUFFIXES:
                close = e + 1 + len(sfx)
                if text.startswith(sfx, e + 1) and close < n and text[close] in "/\\":
                    return text[lib_end + 1:e], close
        if e >= n or text[e] not in _VERSION_CHARS:
            return None
        e += 1


def _checkout_library(path: str) -> str | None:
    """The library a frame path runs from its source checkout: the repository folder holds the package,
    directly or under ``src/`` (``.../pandas/pandas/core/indexing.py``, ``.../transformers/src/transformers/...``)."""
    parts = path.replace("\\", "/").split("/")[:-1]
    for k in range(len(parts) - 1):
        name = parts[k + 2] if parts[k + 1] == "src" and k + 2 < len(parts) else parts[k + 1]
        if name in CHECKOUT_LIBRARIES and parts[k].lower().replace("-", "_") == name.lower():
            return name
    return None


def detect_context(lines: list[str], blocks: list[Block]) -> LibraryContext:
    """Collect library and Python evidence from the (already capped) lines and parsed blocks."""
    ctx = LibraryContext()
    sample = lines if len(lines) <= MAX_CONTEXT_LINES else lines[: MAX_CONTEXT_LINES // 4] + lines[-MAX_CONTEXT_LINES:]
    seen: set[str] = set()  # a traceback repeats its frame lines: read each distinct line once
    for text in sample:
        if text in seen:
            continue
        if len(seen) < MAX_CONTEXT_LINES:
            seen.add(text)
        if "-packages" in text:
            for name, ver, seen_as in site_packages(text):
                ctx.add(name, ver, f"path {seen_as.strip('/')}")
        if ctx.python is None and "ython" in text:
            path_match = _PYPATH.search(text)
            if path_match:
                ctx.python = f"{path_match.group(_G_PYPATH['maj'])}.{path_match.group(_G_PYPATH['min'])}"
            banner = _PYBANNER.search(text) if ctx.python is None and "Python " in text else None
            if banner:
                ctx.python = banner.group(_G_PYBANNER["v"])
        if "PyTorch version" in text:
            t = _TORCH_BANNER.search(text)
            if t:
                ctx.add("torch", t.group(_G_TORCH["v"]), "banner 'PyTorch version'")
        if text.startswith("pip "):
            p = _PIP_BANNER.match(text)
            if p:
                ctx.add("pip", p.group(_G_PIP["v"]), "banner 'pip ... from'")
        if any(map(text.__contains__, _PIN_MARKS)):
            for m in _PINNED.finditer(text):
                ctx.add(m.group(_G_PINNED["lib"]), m.group(_G_PINNED["v"]), f"version pin {m.group(0)}")
        _imports(ctx, text)
        if any(map(text.__contains__, _ALIAS_MARKS)):
            for m in _ALIAS.finditer(text):
                alias = m.group(_G_ALIAS["alias"])
                ctx.add(_ALIASES.get(alias, alias), None, f"use of {alias}.")
    for b in blocks:
        if b.kind == "pip":
            ctx.add("pip", None, "pip ERROR output")
        if b.type and "." in b.type:
            ctx.add(b.type.split(".", 1)[0], None, f"exception type {b.type}")
        for f in b.frames:
            if f.source and "import" in f.source:
                _imports(ctx, f.source)
            if f.file.endswith((".pyx", ".pxi", ".pxd")):
                cy = CYTHON_FRAME.match(f.file)
                if cy is not None:
                    ctx.add(cy.group(1), None, f"Cython frame {f.file[-80:]}")
            elif "packages" not in f.file:
                lib = _checkout_library(f.file)
                if lib is not None:
                    ctx.add(lib, None, f"source checkout {f.file[-80:]}")
    return ctx


def _imports(ctx: LibraryContext, text: str) -> None:
    if "import" in text or "from" in text:
        im = _IMPORT.match(text)
        if im:
            lib = im.group(_G_IMPORT["lib"])
            ctx.add(lib, None, f"import of {lib}")
