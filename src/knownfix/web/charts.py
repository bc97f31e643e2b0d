"""Inline SVG charts for the dashboard: no JavaScript, no style attributes (CSP-safe).

Each function returns :class:`markupsafe.Markup` holding one ``<svg role="img">``
with a ``<title>`` (its accessible name), every label escaped, colours given
as presentation attributes (``fill``), so ``style-src 'self'`` allows them.
"""

from __future__ import annotations

from markupsafe import Markup, escape

COLOURS = {
    "fresh": "#1c7c3a",
    "stale": "#c77800",
    "missing": "#9aa5b1",
    "gpu_only": "#6f42c1",
    "not_verifiable": "#5b6673",
    "bar": "#0b5cad",
    "all": "#1c7c3a",
    "some": "#e0a800",
    "none": "#b33a3a",
    "not_run": "#eef1f4",
    "verified": "#1c7c3a",
    "disagrees": "#b33a3a",
    "cause_fixed": "#1c7c3a",
    "cause_exceptions": "#e0a800",
    "cause_not_fixed": "#b33a3a",
    "cause_not_checked": "#9aa5b1",
}


def _svg(width: int, height: int, title: str, body: list[str], css_class: str) -> Markup:
    return Markup(
        f'<svg class="chart {css_class}" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>{"".join(body)}</svg>'
    )


def bar_chart(items: list[tuple[str, int]], title: str, unit: str = "") -> Markup:
    """Horizontal bars: one row per (label, value)."""
    row, label_w, bar_w = 26, 170, 300
    top = max((v for _, v in items), default=0) or 1
    body: list[str] = []
    for i, (name, value) in enumerate(items):
        y = i * row + 4
        w = round(bar_w * value / top)
        body.append(f'<text x="{label_w - 8}" y="{y + 15}" text-anchor="end" font-size="13" fill="#1d232b">{escape(name)}</text>')
        body.append(f'<rect x="{label_w}" y="{y}" width="{max(w, 1)}" height="18" fill="{COLOURS["bar"]}"><title>{escape(name)}: {value}{escape(unit)}</title></rect>')
        body.append(f'<text x="{label_w + w + 6}" y="{y + 15}" font-size="13" fill="#1d232b">{value}</text>')
    return _svg(label_w + bar_w + 50, max(len(items), 1) * row + 8, title, body, "bars")


def stacked_bar(parts: list[tuple[str, str, int]], title: str) -> Markup:
    """One bar split into parts ``(key, label, count)`` with a legend below."""
    width, total = 520, sum(c for _, _, c in parts) or 1
    body: list[str] = []
    x = 0.0
    for key, name, count in parts:
        if count:
            w = width * count / total
            body.append(f'<rect x="{x:.1f}" y="0" width="{w:.1f}" height="28" fill="{COLOURS.get(key, "#999")}"><title>{escape(name)}: {count}</title></rect>')
            x += w
    # legend columns: three when every entry fits 175 px (about 7.5 px a character, 13 px a CJK one), else fewer
    longest = max((sum(13 if ord(ch) > 0x2e80 else 7.5 for ch in f"{name}: {count}") + 18 for _, name, count in parts),
                  default=0)
    cols = 3 if longest <= 175 else 2 if longest <= 260 else 1
    for i, (key, name, count) in enumerate(parts):
        lx, ly = (i % cols) * (width // cols), 48 + (i // cols) * 22
        body.append(f'<rect x="{lx}" y="{ly - 11}" width="12" height="12" fill="{COLOURS.get(key, "#999")}"/>')
        body.append(f'<text x="{lx + 18}" y="{ly}" font-size="13" fill="#1d232b">{escape(name)}: {count}</text>')
    return _svg(width, 48 + ((len(parts) + cols - 1) // cols) * 22, title, body, "stacked")


def histogram(bins: list[tuple[str, int]], title: str) -> Markup:
    """Vertical bars over labelled bins (counts, e.g. entries per number of causes)."""
    col, height, base = 46, 140, 160
    top = max((c for _, c in bins), default=0) or 1
    body: list[str] = []
    for i, (name, count) in enumerate(bins):
        h = round(height * count / top)
        x = i * col + 6
        body.append(f'<rect x="{x}" y="{base - h}" width="{col - 10}" height="{max(h, 1)}" fill="{COLOURS["bar"]}"><title>{escape(name)}: {count}</title></rect>')
        body.append(f'<text x="{x + (col - 10) / 2}" y="{base - h - 4}" text-anchor="middle" font-size="12" fill="#1d232b">{count}</text>')
        body.append(f'<text x="{x + (col - 10) / 2}" y="{base + 16}" text-anchor="middle" font-size="10" fill="#5b6673">{escape(name)}</text>')
    return _svg(len(bins) * col + 12, base + 24, title, body, "histogram")


def matrix(rows: list[tuple[str, dict[str, tuple[int, int]]]], columns: list[str], title: str,
           legend: dict[str, str]) -> Markup:
    """A grid: one row per entry, one column per environment; cell colour by k of n reproduced."""
    cell, label_w, head_h = 22, 330, 110
    body: list[str] = []
    for j, env in enumerate(columns):
        x = label_w + j * cell + cell / 2
        body.append(f'<text transform="translate({x:.0f},{head_h - 6}) rotate(-55)" font-size="11" fill="#1d232b">{escape(env)}</text>')
    for i, (name, cells) in enumerate(rows):
        y = head_h + i * cell
        body.append(f'<text x="{label_w - 8}" y="{y + 15}" text-anchor="end" font-size="11" fill="#1d232b">{escape(name)}</text>')
        for j, env in enumerate(columns):
            k, n = cells.get(env, (0, 0))
            key = "not_run" if n == 0 else "all" if k == n else "some" if k else "none"
            tip = f"{name} · {env}: " + (legend[key] if n == 0 else f"{k}/{n} — {legend[key]}")
            body.append(f'<rect x="{label_w + j * cell}" y="{y}" width="{cell - 2}" height="{cell - 2}" fill="{COLOURS[key]}"><title>{escape(tip)}</title></rect>')
    ly = head_h + len(rows) * cell + 18
    for i, key in enumerate(("all", "some", "none", "not_run")):
        lx = i * 170
        body.append(f'<rect x="{lx}" y="{ly - 11}" width="12" height="12" fill="{COLOURS[key]}" stroke="#9aa5b1"/>')
        body.append(f'<text x="{lx + 18}" y="{ly}" font-size="12" fill="#1d232b">{escape(legend[key])}</text>')
    width = max(label_w + len(columns) * cell + 10, 690)
    return _svg(width, ly + 10, title, body, "matrix")
