"""Terminal output of ``knownfix lookup`` (Rich): results, likely causes, and ``--explain``."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .engine import LookupResult
from .rank import THRESHOLD


def render_result(result: LookupResult, *, explain: bool = False, console: Console | None = None) -> None:
    con = console or Console(highlight=False, soft_wrap=True)
    if explain:
        _render_parse(result, con)
    if not result.matches:
        con.print("[bold]No match.[/bold] No entry's signature fits this error well enough "
                  f"(nothing scored at least {THRESHOLD:.2f}).")
        if explain and result.hits:
            con.print("Weaker hits (below the threshold):")
            for h in result.hits[:5]:
                con.print(f"  {h.score:.2f}  {escape(h.entry.id)}  ({escape('; '.join(r for _, r in h.parts))})")
        return
    for rank, m in enumerate(result.matches, start=1):
        con.print(f"[bold]{rank}. {escape(m.title)}[/bold]")
        con.print(f"   ID [cyan]{escape(m.id)}[/cyan] · score {m.score:.2f} · signature {escape(m.matched_signature)}")
        con.print(f"   matched (line {m.matched_line}): [dim]{escape(m.matched_text[:160])}[/dim]")
        if m.likely_causes:
            table = Table(show_header=True, header_style="bold", box=None, padding=(0, 1))
            # The cause ranking is a heuristic weight, not a measured probability: show the
            # order and the evidence behind it, never a percentage.
            table.add_column("#", justify="right")
            table.add_column("likely cause")
            table.add_column("why")
            for i, c in enumerate(m.likely_causes, start=1):
                table.add_row(str(i), escape(c.title), escape("; ".join(c.reasons)))
            con.print(table)
        if explain:
            for line in m.explanation:
                con.print(f"   - {escape(line)}")
        con.print(f"   more: knownfix show {escape(m.id)}")
    if explain:
        below = [h for h in result.hits if h.score < THRESHOLD]
        for h in below[:5]:
            con.print(f"   below threshold: {h.score:.2f} {escape(h.entry.id)} ({escape(h.parts[0][1])})")


def _render_parse(result: LookupResult, con: Console) -> None:
    p = result.parsed
    con.print(f"[bold]Parsed[/bold] ({result.backend} matcher): {len(p.clean.lines)} lines"
              + (f", input cut to head+tail of {p.clean.original_chars} chars" if p.clean.truncated else ""))
    for b in p.blocks[-8:]:
        link = f" ({'direct cause' if b.link == 'cause' else 'during handling'} of the previous)" if b.link else ""
        mark = " [final]" if b in p.primary else ""
        first = b.messages[0][:100] if b.messages else ""
        con.print(f"   {b.kind} {escape(b.type or '-')}{link}{mark}: {escape(first)}  ({len(b.frames)} frames)")
    con.print(f"   context: {escape(p.context.describe())}")
    if result.normalized_message:
        con.print(f"   normalised final message: {escape(result.normalized_message[:200])}")
