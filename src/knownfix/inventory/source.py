"""Raise sites from a module's Python source, by walking its AST (nothing is imported or run).

For each ``raise X(...)`` (with or without ``from``), each ``assert test, msg`` and each
``warnings.warn(msg, Category)`` this records the exception class (resolved through
the module's imports to a dotted name where possible), the message template (string
literals, f-strings, ``%``, ``.format``, ``+`` and a name assigned a string in the same
function or at module level), the qualified function, the line, the guarding
condition (the test of the nearest enclosing ``if``, negated in its ``else``; the
failing test of an ``assert``; ``except T`` when the nearest guard is a handler) and
the first sentence of the function's docstring.
"""

from __future__ import annotations

import ast
import builtins
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .template import Hole, Part, Template, normalise, parse_brace, parse_percent

#: longest guarding condition kept (characters of ``ast.unparse``)
MAX_CONDITION = 300
#: longest docstring summary kept
MAX_SUMMARY = 240
_BUILTIN_NAMES = frozenset(dir(builtins))
_INVERSE_OPS: dict[type, type] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Lt: ast.GtE,
    ast.GtE: ast.Lt,
    ast.Gt: ast.LtE,
    ast.LtE: ast.Gt,
}


@dataclass(frozen=True)
class Site:
    """One place in a module that raises (or warns) with a message."""

    kind: str  # "raise" | "warning"
    exception: str | None
    parts: Template
    module: str
    path: str
    function: str
    line: int
    condition: str | None
    summary: str | None


def module_name(path: str) -> str:
    """``pkg/sub/mod.py`` -> ``pkg.sub.mod``; ``pkg/__init__.py`` -> ``pkg``."""
    p = path.removesuffix(".py")
    bits = [b for b in p.split("/") if b]
    if bits and bits[-1] == "__init__":
        bits.pop()
    return ".".join(bits)


def parse(text: str | bytes, path: str = "<source>") -> ast.Module | None:
    """``ast.parse`` with its warnings silenced; None on a syntax this interpreter does not read."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return ast.parse(text, filename=path)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return None


def negate(test: ast.expr) -> str:
    """The source of ``not test``, simplified for ``not x`` and single comparisons."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return ast.unparse(test.operand)
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _INVERSE_OPS:
        flipped = ast.Compare(left=test.left, ops=[_INVERSE_OPS[type(test.ops[0])]()], comparators=test.comparators)
        return ast.unparse(flipped)
    return f"not ({ast.unparse(test)})"


def docstring_summary(node: ast.AST) -> str | None:
    """First sentence of a function's or class's docstring, or None."""
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return None
    doc = ast.get_docstring(node)
    if not doc:
        return None
    para = " ".join(doc.strip().split("\n\n", 1)[0].split())
    cut = para.find(". ")
    if cut != -1:
        para = para[: cut + 1]
    if len(para) > MAX_SUMMARY:
        para = para[: MAX_SUMMARY - 1].rstrip() + "…"
    return para or None


def _cap(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_CONDITION else text[: MAX_CONDITION - 1] + "…"


class _Imports:
    """Local name -> dotted name, from the module's imports, and the classes it defines."""

    def __init__(self, tree: ast.Module, module: str, is_package: bool):
        self.names: dict[str, str] = {}
        self.defined: set[str] = set()
        package = module if is_package else module.rpartition(".")[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.names[a.asname] = a.name
                    else:
                        top = a.name.split(".")[0]
                        self.names[top] = top
            elif isinstance(node, ast.ImportFrom):
                base = resolve_relative(package, node.module, node.level)
                for a in node.names:
                    if a.name != "*":
                        self.names[a.asname or a.name] = f"{base}.{a.name}" if base else a.name
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                self.defined.add(node.name)
        self.module = module

    def resolve(self, node: ast.expr) -> str:
        chain: list[str] = []
        cur: ast.expr = node
        while isinstance(cur, ast.Attribute):
            chain.append(cur.attr)
            cur = cur.value
        if not isinstance(cur, ast.Name):
            return ast.unparse(node)
        chain.reverse()
        head = cur.id
        if head in self.defined:
            base = f"{self.module}.{head}" if self.module else head
        elif head in self.names:
            base = self.names[head]
        else:
            base = head
        return ".".join([base, *chain])


def resolve_relative(package: str, module: str | None, level: int) -> str:
    """The absolute module of ``from {'.' * level}{module} import ...`` inside ``package``."""
    if level == 0:
        return module or ""
    bits = package.split(".") if package else []
    if level > 1:
        bits = bits[: len(bits) - (level - 1)] if level - 1 <= len(bits) else []
    if module:
        bits.append(module)
    return ".".join(bits)


class _Scope:
    """String assignments of one function (or of the module), to resolve ``raise X(msg)``."""

    def __init__(self, body: list[ast.stmt]):
        self.assigns: dict[str, list[tuple[int, ast.expr]]] = {}
        self.augments: dict[str, list[int]] = {}
        stack: list[ast.AST] = list(body)
        while stack:
            node = stack.pop()
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
                continue
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self.assigns.setdefault(node.targets[0].id, []).append((node.lineno, node.value))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                self.assigns.setdefault(node.target.id, []).append((node.lineno, node.value))
            elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
                self.augments.setdefault(node.target.id, []).append(node.lineno)
            stack.extend(ast.iter_child_nodes(node))

    def lookup(self, name: str, line: int) -> tuple[ast.expr, bool] | None:
        """The nearest assignment of ``name`` before ``line``, and whether ``+=`` follows it."""
        before = [(ln, v) for ln, v in self.assigns.get(name, ()) if ln < line]
        if not before:
            return None
        ln, value = max(before, key=lambda x: x[0])
        augmented = any(ln < a < line for a in self.augments.get(name, ()))
        return value, augmented


Resolver = Callable[[str, int], "tuple[ast.expr, bool] | None"]
#: Operands of one ``+`` chain read as one level of a message (a longer chain's head is nested deeper).
MAX_CONCAT = 64


def expr_parts(node: ast.expr, resolve: Resolver, line: int, depth: int = 0) -> list[Part]:
    """The template parts of a message expression; anything not a string becomes a hole."""
    if depth > 4:
        return [Hole(_label(node))]
    if isinstance(node, ast.Constant):
        return [node.value] if isinstance(node.value, str) else [Hole(_label(node))]
    if isinstance(node, ast.JoinedStr):
        out: list[Part] = []
        for v in node.values:
            if isinstance(v, ast.Constant) and isinstance(v.value, str):
                out.append(v.value)
            elif isinstance(v, ast.FormattedValue):
                out.append(Hole(_label(v.value)))
            else:
                out.append(Hole(""))
        return out
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        # a chain ``"a" + str(x) + "b" + ...`` nests to the left: its operands are one level, whatever its length
        operands: list[ast.expr] = [node.right]
        head = node.left
        while isinstance(head, ast.BinOp) and isinstance(head.op, ast.Add) and len(operands) < MAX_CONCAT:
            operands.append(head.right)
            head = head.left
        operands.append(head)
        return [p for operand in reversed(operands) for p in expr_parts(operand, resolve, line, depth + 1)]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        left = expr_parts(node.left, resolve, line, depth + 1)
        if not any(isinstance(p, str) for p in left):
            return [Hole(_label(node))]
        labels: list[str] = []
        if isinstance(node.right, ast.Tuple):
            labels = [_label(e) for e in node.right.elts]
        else:
            labels = [_label(node.right)]
        out = []
        for p in left:
            out.extend(parse_percent(p, labels) if isinstance(p, str) else [p])
        return out
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        base = expr_parts(node.func.value, resolve, line, depth + 1)
        if not any(isinstance(p, str) for p in base):
            return [Hole(_label(node))]
        out = []
        fmt_labels = [_label(a) for a in node.args]
        for p in base:
            if isinstance(p, str):
                parsed = parse_brace(p, fmt_labels)
                out.extend(parsed if parsed is not None else [p])
            else:
                out.append(p)
        return out
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("str", "repr") and len(node.args) == 1:
        return [Hole(_label(node.args[0]))]
    if isinstance(node, ast.Name):
        found = resolve(node.id, line)
        if found is not None:
            value, augmented = found
            parts = expr_parts(value, resolve, getattr(value, "lineno", line), depth + 1)
            return parts + [Hole("")] if augmented else parts
        return [Hole(node.id)]
    return [Hole(_label(node))]


def _label(node: ast.AST) -> str:
    try:
        text = ast.unparse(node)
    except Exception:  # noqa: BLE001 - unparse of an odd node
        return ""
    return text if len(text) <= 40 else ""


def _literal_score(parts: list[Part]) -> int:
    return sum(len(p.strip()) for p in parts if isinstance(p, str))


class _Walker:
    def __init__(self, tree: ast.Module, module: str, path: str, is_package: bool):
        self.imports = _Imports(tree, module, is_package)
        self.module = module
        self.path = path
        self.module_scope = _Scope(tree.body)
        self.sites: list[Site] = []
        self.warn_names = {k for k, v in self.imports.names.items() if v in ("warnings.warn", "warnings.warn_explicit")}
        self.warnings_modules = {k for k, v in self.imports.names.items() if v == "warnings"}

    def run(self, tree: ast.Module) -> list[Site]:
        self._block(tree.body, qual=[], func=None, scope=None, conds=[])
        return self.sites

    def _resolver(self, scope: _Scope | None) -> Resolver:
        def resolve(name: str, line: int) -> tuple[ast.expr, bool] | None:
            if scope is not None:
                found = scope.lookup(name, line)
                if found is not None:
                    return found
                if name in scope.assigns:
                    return None
            return self.module_scope.lookup(name, 10**9)

        return resolve

    def _block(self, body: list[ast.stmt], qual: list[str], func: ast.AST | None, scope: _Scope | None, conds: list[str]) -> None:
        for stmt in body:
            self._stmt(stmt, qual, func, scope, conds)

    def _stmt(self, node: ast.stmt, qual: list[str], func: ast.AST | None, scope: _Scope | None, conds: list[str]) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            inner = [*qual, "<locals>", node.name] if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef) else [*qual, node.name]
            self._block(node.body, inner, node, _Scope(node.body), [])
            return
        if isinstance(node, ast.ClassDef):
            self._block(node.body, [*qual, node.name], node, None, [])
            return
        if isinstance(node, ast.If):
            self._expr_walk(node.test, qual, func, scope, conds)
            self._block(node.body, qual, func, scope, [*conds, _cap(ast.unparse(node.test))])
            self._block(node.orelse, qual, func, scope, [*conds, _cap(negate(node.test))])
            return
        if isinstance(node, ast.Try) or type(node).__name__ == "TryStar":
            self._block(node.body, qual, func, scope, conds)  # type: ignore[attr-defined]
            for h in node.handlers:  # type: ignore[attr-defined]
                guard = f"except {ast.unparse(h.type)}" if h.type is not None else "except"
                self._block(h.body, qual, func, scope, [*conds, _cap(guard)])
            self._block(node.orelse, qual, func, scope, conds)  # type: ignore[attr-defined]
            self._block(node.finalbody, qual, func, scope, conds)  # type: ignore[attr-defined]
            return
        if isinstance(node, ast.Raise):
            self._raise(node, qual, func, scope, conds)
        elif isinstance(node, ast.Assert):
            self._assert(node, qual, func, scope)
        # nested statements (for, while, with, match) keep the current guard
        for fieldname in ("body", "orelse", "finalbody"):
            sub = getattr(node, fieldname, None)
            if isinstance(sub, list) and not isinstance(node, ast.If | ast.Try):
                self._block([s for s in sub if isinstance(s, ast.stmt)], qual, func, scope, conds)
        if isinstance(node, ast.Match):
            for case in node.cases:
                self._block(case.body, qual, func, scope, conds)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._expr_walk(child, qual, func, scope, conds)

    def _expr_walk(self, node: ast.expr, qual: list[str], func: ast.AST | None, scope: _Scope | None, conds: list[str]) -> None:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call):
                self._maybe_warn(sub, qual, func, scope, conds)

    def _site(self, kind: str, exc: str | None, parts: list[Part], qual: list[str], func: ast.AST | None, line: int, cond: str | None) -> None:
        self.sites.append(
            Site(
                kind=kind,
                exception=exc,
                parts=normalise(parts),
                module=self.module,
                path=self.path,
                function=".".join(qual) if qual else "<module>",
                line=line,
                condition=cond,
                summary=docstring_summary(func) if func is not None else None,
            )
        )

    def _message(self, call: ast.Call, scope: _Scope | None, line: int) -> list[Part] | None:
        resolve = self._resolver(scope)
        candidates = [expr_parts(a, resolve, line) for a in call.args if not isinstance(a, ast.Starred)]
        if not candidates:
            for kw in call.keywords:
                if kw.arg in ("msg", "message", "detail"):
                    candidates.append(expr_parts(kw.value, resolve, line))
        if not candidates:
            return None
        best = max(range(len(candidates)), key=lambda i: _literal_score(candidates[i]))
        parts = candidates[best]
        if best > 0:
            parts = [Hole(""), *parts]
        if len(candidates) > best + 1:
            parts = [*parts, Hole("")]
        return parts

    def _raise(self, node: ast.Raise, qual: list[str], func: ast.AST | None, scope: _Scope | None, conds: list[str]) -> None:
        exc = node.exc
        if isinstance(exc, ast.Name) and scope is not None:
            found = scope.lookup(exc.id, node.lineno)
            if found is not None and isinstance(found[0], ast.Call):
                exc = found[0]
        if not isinstance(exc, ast.Call):
            return
        parts = self._message(exc, scope, node.lineno)
        if parts is None:
            return
        self._site("raise", self.imports.resolve(exc.func), parts, qual, func, node.lineno, conds[-1] if conds else None)

    def _assert(self, node: ast.Assert, qual: list[str], func: ast.AST | None, scope: _Scope | None) -> None:
        if node.msg is None:
            return
        parts = expr_parts(node.msg, self._resolver(scope), node.lineno)
        self._site("raise", "AssertionError", parts, qual, func, node.lineno, _cap(negate(node.test)))

    def _maybe_warn(self, call: ast.Call, qual: list[str], func: ast.AST | None, scope: _Scope | None, conds: list[str]) -> None:
        f = call.func
        is_warn = (isinstance(f, ast.Name) and f.id in self.warn_names) or (
            isinstance(f, ast.Attribute) and f.attr == "warn" and isinstance(f.value, ast.Name) and f.value.id in self.warnings_modules
        )
        if not is_warn or not call.args:
            return
        msg = call.args[0]
        category: ast.expr | None = call.args[1] if len(call.args) > 1 else None
        for kw in call.keywords:
            if kw.arg == "category":
                category = kw.value
            elif kw.arg == "message":
                msg = kw.value
        if isinstance(msg, ast.Call) and not (isinstance(msg.func, ast.Attribute) and msg.func.attr == "format"):
            # warnings.warn(SomeWarning("text"))
            inner = self._message(msg, scope, call.lineno)
            if inner is None:
                return
            cat_name = self.imports.resolve(msg.func)
            self._site("warning", cat_name, inner, qual, func, call.lineno, conds[-1] if conds else None)
            return
        parts = expr_parts(msg, self._resolver(scope), call.lineno)
        cat = self.imports.resolve(category) if category is not None else "UserWarning"
        self._site("warning", cat, parts, qual, func, call.lineno, conds[-1] if conds else None)


def sites_from_source(text: str | bytes, path: str, module: str | None = None) -> list[Site]:
    """Every raise, assert-with-message and ``warnings.warn`` site of one module's source ([] if unparsable)."""
    tree = parse(text, path)
    if tree is None:
        return []
    mod = module if module is not None else module_name(path)
    return _Walker(tree, mod, path, path.endswith("__init__.py")).run(tree)


def iter_sites(files: Iterator[tuple[str, bytes]]) -> Iterator[Site]:
    """Sites of many ``(path, source)`` pairs."""
    for path, text in files:
        yield from sites_from_source(text, path)
