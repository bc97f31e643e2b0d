"""The ``knownfix`` console script: a lookup takes the fast path, everything else Typer.

``knownfix lookup ...`` (without ``--help``) runs :func:`knownfix.lookup.command.main`
(argparse), so the commonest command imports neither Typer nor pydantic; the Typer
app (:mod:`knownfix.cli`) serves every other command and all help screens.
"""

from __future__ import annotations

import sys

_HELP = {"--help", "-h"}


def main() -> None:
    try:
        _dispatch(sys.argv[1:])
    except BrokenPipeError:
        # the reader went away (``knownfix lookup ... | head``): stop quietly, as a Unix filter does; point
        # stdout at devnull so that the interpreter's final flush does not raise again
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)


def _dispatch(argv: list[str]) -> None:
    if argv[:1] == ["lookup"] and not _HELP & set(argv[1:]):
        from .lookup.command import main as lookup_main

        sys.exit(lookup_main(argv[1:]))
    from .cli import app

    sys.exit(app())


if __name__ == "__main__":  # pragma: no cover
    main()
