"""Stage 1 of the data flow: the knowledge base as content-as-code (format + loading)."""

from .loader import KB, LoadedEntry, Problem, default_kb_root, load_entry_file, load_kb
from .model import Entry, Text, entry_json_schema

__all__ = ["KB", "Entry", "LoadedEntry", "Problem", "Text", "default_kb_root", "entry_json_schema", "load_entry_file", "load_kb"]
