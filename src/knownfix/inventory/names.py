"""Public names per module of one release, read from source: what ``from Y import X`` and ``Y.X`` find.

A module's names are its module-level definitions (``def``, ``class``, assignments,
including those under ``if``/``try``/``with`` at module level), the names it imports
from its own library, ``__all__`` (literal lists, ``+=``, ``.extend``, ``.append``),
the lazy-import tables some libraries use (transformers' ``_import_structure``,
``huggingface_hub``'s ``_SUBMOD_ATTRS``, and any literal ``{module: [names]}`` or
``{name: module}`` dict of a module that defines ``__getattr__``), the names star
imports from modules of the same release bring in, and a package's submodules.
Names starting with ``_`` are kept only when ``__all__`` lists them.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field

from .source import module_name, parse, resolve_relative

#: dict names always read as lazy-import tables
LAZY_TABLES = frozenset({"_import_structure", "_SUBMOD_ATTRS", "_submod_attrs", "_lazy_imports", "_LAZY_IMPORTS", "_attr_to_module"})


@dataclass
class ModuleNames:
    """What one module defines and exports, before star imports are followed."""

    module: str
    names: set[str] = field(default_factory=set)
    all_: set[str] | None = None
    stars: list[str] = field(default_factory=list)
    #: ``__all__`` is built from something not literal (``__all__ += core.__all__``)
    all_open: bool = False

    def exported(self) -> set[str]:
        """What ``from module import *`` brings in: a literal ``__all__``, else the public names (and ``__all__``)."""
        public = {n for n in self.names if not n.startswith("_")}
        if self.all_ is None:
            return public
        return set(self.all_) | public if self.all_open else set(self.all_)

    def public(self) -> set[str]:
        listed = self.all_ or set()
        return {n for n in self.names if not n.startswith("_") or n in listed} | listed


def _top_statements(body: list[ast.stmt]) -> Iterable[ast.stmt]:
    for node in body:
        yield node
        if isinstance(node, ast.If | ast.With | ast.AsyncWith | ast.For | ast.While):
            yield from _top_statements(node.body)
            yield from _top_statements(getattr(node, "orelse", []))
        elif isinstance(node, ast.Try) or type(node).__name__ == "TryStar":
            yield from _top_statements(node.body)  # type: ignore[attr-defined]
            for h in node.handlers:  # type: ignore[attr-defined]
                yield from _top_statements(h.body)
            yield from _top_statements(node.orelse)  # type: ignore[attr-defined]
            yield from _top_statements(node.finalbody)  # type: ignore[attr-defined]


def _strings(node: ast.AST) -> set[str]:
    """String constants that are elements of list/tuple/set displays inside ``node`` (or ``node`` itself)."""
    out: set[str] = set()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        out.add(node.value)
    for sub in ast.walk(node):
        if isinstance(sub, ast.List | ast.Tuple | ast.Set):
            out.update(e.value for e in sub.elts if isinstance(e, ast.Constant) and isinstance(e.value, str))
    return out


def _literal_only(node: ast.AST) -> bool:
    """Whether an ``__all__`` expression is made of string literals only (lists, tuples, sets, ``+``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return all(_literal_only(e) for e in node.elts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _literal_only(node.left) and _literal_only(node.right)
    return False


def _targets(node: ast.expr) -> Iterable[str]:
    if isinstance(node, ast.Name):
        yield node.id
    elif isinstance(node, ast.Tuple | ast.List):
        for e in node.elts:
            yield from _targets(e)
    elif isinstance(node, ast.Starred):
        yield from _targets(node.value)


def _table_names(value: ast.Dict, any_shape: bool) -> set[str]:
    """Names in a literal lazy table: ``{"mod": ["Name", ...]}`` gives modules and names; ``{"Name": "mod"}`` gives keys."""
    out: set[str] = set()
    keys = [k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    if len(keys) != len(value.keys):
        return out
    if all(isinstance(v, ast.List | ast.Tuple | ast.Set) for v in value.values):
        for k in keys:
            out.add(k.split(".")[0])
        for v in value.values:
            out |= _strings(v)
    elif any_shape and all(isinstance(v, ast.Constant) and isinstance(v.value, str) for v in value.values):
        out.update(keys)
    return {n for n in out if n.isidentifier()}


def module_names(tree: ast.Module, module: str, is_package: bool, own_tops: frozenset[str]) -> ModuleNames:
    """The names one module's source defines, imports from its own library, lists in ``__all__`` or lazy tables."""
    out = ModuleNames(module)
    package = module if is_package else module.rpartition(".")[0]
    stmts = list(_top_statements(tree.body))
    has_getattr = any(isinstance(s, ast.FunctionDef) and s.name == "__getattr__" for s in stmts)
    tables: set[str] = set(LAZY_TABLES)
    for node in stmts:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out.names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            for t in targets:
                for n in _targets(t):
                    if n == "__all__" and value is not None:
                        out.all_open |= not _literal_only(value)
                        if isinstance(node, ast.AugAssign):
                            out.all_ = (out.all_ or set()) | _strings(value)
                        else:
                            out.all_ = _strings(value)
                    elif n in tables or (has_getattr and isinstance(value, ast.Dict)):
                        if isinstance(value, ast.Dict):
                            found = _table_names(value, any_shape=True)
                            if found:
                                tables.add(n)
                                out.names |= found
                                continue
                        out.names.add(n)
                    else:
                        out.names.add(n)
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in tables and value is not None:
                    # _import_structure["models.bert"] = ["BertModel", ...]
                    out.names |= {s for s in _strings(value) if s.isidentifier()}
                    if isinstance(t.slice, ast.Constant) and isinstance(t.slice.value, str):
                        out.names.add(t.slice.value.split(".")[0])
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            f = node.value.func
            if isinstance(f, ast.Attribute) and f.attr in ("extend", "append", "update"):
                base = f.value
                if isinstance(base, ast.Subscript):
                    base = base.value
                if isinstance(base, ast.Name) and (base.id == "__all__" or base.id in tables):
                    found = set()
                    for a in node.value.args:
                        found |= {s for s in _strings(a) if s.isidentifier()}
                        if isinstance(a, ast.Dict):
                            found |= _table_names(a, any_shape=True)
                    if base.id == "__all__":
                        out.all_open |= not all(_literal_only(a) for a in node.value.args)
                        out.all_ = (out.all_ or set()) | found
                    else:
                        out.names |= found
        elif isinstance(node, ast.ImportFrom):
            target = resolve_relative(package, node.module, node.level)
            own = node.level > 0 or target.split(".")[0] in own_tops
            for alias in node.names:
                if alias.name == "*":
                    if own:
                        out.stars.append(target)
                elif own or alias.asname is not None and alias.asname == alias.name:
                    out.names.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and alias.name.split(".")[0] in own_tops:
                    out.names.add(alias.asname)
    return out


def release_names(files: Iterable[tuple[str, bytes]], own_tops: Iterable[str] | None = None) -> dict[str, set[str]]:
    """Module -> public names, for all the ``(path, source)`` files of one release, star imports followed."""
    trees: list[tuple[str, ast.Module]] = []
    for path, text in files:
        tree = parse(text, path)
        if tree is not None:
            trees.append((path, tree))
    tops = frozenset(own_tops) if own_tops is not None else frozenset(p.split("/")[0].removesuffix(".py") for p, _ in trees)
    mods = {}
    for path, tree in trees:
        mod = module_name(path)
        if mod:
            mods[mod] = module_names(tree, mod, path.endswith("__init__.py"), tops)
    return resolve_names(mods)


def resolve_names(mods: dict[str, ModuleNames]) -> dict[str, set[str]]:
    """Module -> public names: each module's own, its submodules', and what its star imports bring in."""
    exported = {m: mn.exported() for m, mn in mods.items()}
    public = {m: mn.public() for m, mn in mods.items()}
    for m in mods:
        parent, _, leaf = m.rpartition(".")
        if parent in public and not leaf.startswith("_"):
            public[parent].add(leaf)
    for _ in range(8):  # follow star imports to a fixed point (bounded)
        changed = False
        for m, mn in mods.items():
            for target in mn.stars:
                if target in exported:
                    gain = exported[target] - public[m]
                    if gain:
                        public[m] |= gain
                        if mn.all_ is None or mn.all_open:
                            exported[m] |= {n for n in gain if not n.startswith("_")}
                        changed = True
        if not changed:
            break
    return {m: names for m, names in public.items() if names}
