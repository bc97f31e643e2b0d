"""The ``knownfix`` console script: a lookup takes the fast path, everything else Typer.

``knownfix lookup ...`` (without ``--help``) runs :func:`knownfix.lookup.command.main`
(argparse), so the commonest command imports neither Typer nor pydantic; the Typer
app (:mod:`knownfix.cli`) serves every other command and all help screens.
"""

from __future__ import annotations

import sys

_HELP = {"--help", "-h"}


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["lookup"] and not _HELP & set(argv[1:]):
        from .lookup.command import main as lookup_main

        sys.exit(lookup_main(argv[1:]))
    from .cli import app

    sys.exit(app())


if __name__ == "__main__":  # pragma: no cover
    main()
