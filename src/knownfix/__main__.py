"""``python -m knownfix ...`` is the ``knownfix`` command."""

from .console import main

main()
