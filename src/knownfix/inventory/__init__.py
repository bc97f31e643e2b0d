"""The message inventory: every error a library can raise, identified from its own source.

Reader API (standard library only, for the artifact build)::

    from knownfix.inventory import iter_templates, iter_names, inventory_dir
    for t in iter_templates():        # TemplateRecord: id, library, kind, exception, pattern, ...
        ...
    for n in iter_names():            # NameRecord: library, module, name, releases, first, last
        ...

The data lives in the repository's ``inventory/`` folder (``$KNOWNFIX_INVENTORY``
overrides); ``knownfix inventory mine`` refreshes it. See docs/inventory.md.
"""

from .store import NameRecord, TemplateRecord, Wording, inventory_dir, iter_names, iter_templates, libraries

__all__ = ["NameRecord", "TemplateRecord", "Wording", "inventory_dir", "iter_names", "iter_templates", "libraries"]
