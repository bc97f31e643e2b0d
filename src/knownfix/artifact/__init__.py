"""Stage ``knownfix build``: the knowledge base compiled into one versioned artifact.

Every read path (CLI ``lookup``/``show``, the Python API, the web server and the
static export, the MCP server, the hook) opens an artifact and nothing else: no
YAML, no ``knownfix check``, no recompilation of the matcher at start-up. The
wheel carries one (``knownfix/data/knownfix.kfa``, built when the wheel is
built); a KB folder (a checkout's ``kb/``, ``--kb``, ``$KNOWNFIX_KB``) is compiled
on first use and cached by content hash. Format: docs/artifact.md.

Public surface::

    open_kb(spec=None) -> Artifact           the KB to read (resolution order: :mod:`.resolve`)
    default_kb() -> Artifact                 the default one, opened once per process
    open_artifact(path) -> Artifact          one artifact file
    build_artifact(kb_root, out) -> BuildReport
    ArtifactError                            no / unreadable / empty knowledge base
"""

from .build import BuildReport, Sources, build_artifact, source_fingerprint, source_hash, write_artifact
from .resolve import bundled_path, checkout_kb, compiled, default_kb, forget_open, open_kb
from .store import BUNDLED_NAME, FORMAT_VERSION, Artifact, ArtifactError, open_artifact

__all__ = [
    "BUNDLED_NAME",
    "FORMAT_VERSION",
    "Artifact",
    "ArtifactError",
    "BuildReport",
    "Sources",
    "build_artifact",
    "bundled_path",
    "checkout_kb",
    "compiled",
    "default_kb",
    "forget_open",
    "open_artifact",
    "open_kb",
    "source_fingerprint",
    "source_hash",
    "write_artifact",
]
