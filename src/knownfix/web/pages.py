"""Every HTML page of the site, rendered from Jinja2 templates, shared by the server and the static export.

Entry pages extend the renderer's ``entry.html.j2`` (through the ChoiceLoader of
:func:`knownfix.render.jinja_env`) with the same view that
:func:`knownfix.render.render_entry` uses, so an entry's content has one source;
the web adds only the site navigation and footer around it. All other pages
extend ``layout.html.j2`` (which extends the renderer's ``base.html.j2``).
Autoescaping is on for every page; user text is only ever passed as data.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader
from markupsafe import Markup

from ..lookup.engine import LookupResult
from ..render import HTML_LANG, LANG_NAME, jinja_env
from ..render.reports import reports_view
from ..render.view import build_view
from . import charts
from .data import CAUSE_STATES, FRESHNESS, VERIFICATION, SiteData
from .labels import n_entries, t
from .urls import SiteUrls

SORT_KEYS = ("title", "id", "domain", "lab", "evidence", "freshness")
CONTEXT_LINES = 3


def method_markdown_path(kb_root: Path | None = None) -> Path | None:
    """docs/method.md beside the KB, else in the source checkout; None if neither exists."""
    candidates = [Path(__file__).resolve().parents[3] / "docs" / "method.md"]
    if kb_root is not None:
        candidates.insert(0, Path(kb_root).resolve().parent / "docs" / "method.md")
    return next((p for p in candidates if p.is_file()), None)


_RELATIVE_LINK = re.compile(r'<a href="(?!https?://|#|mailto:)[^"]*">(.*?)</a>', re.DOTALL)


def markdown_html(text: str) -> Markup:
    """Markdown as safe HTML: raw HTML disabled (escaped); relative links become plain text."""
    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark", {"html": False}).enable("table").render(text)
    return Markup(_RELATIVE_LINK.sub(r"\1", html))


def sort_rows(rows: list[dict[str, Any]], key: str, order: str, lang: str) -> list[dict[str, Any]]:
    """Rows sorted by ``key`` (unknown keys: by id); unmeasured figures always last."""
    if key not in SORT_KEYS:
        key = "id"
    rev = order == "desc"

    def k(r: dict[str, Any]) -> Any:
        if key == "title":
            return r["title"][lang].lower()
        if key == "freshness":
            return FRESHNESS.index(r["freshness"]) if r["freshness"] in FRESHNESS else len(FRESHNESS)
        if key == "lab":
            return None if r["lab"] is None else r["lab"]["order"]
        return r[key]

    present = [r for r in rows if k(r) is not None]
    absent = [r for r in rows if k(r) is None]
    return sorted(present, key=lambda r: (k(r), r["id"]), reverse=rev) + absent


class Pages:
    """Renders the site's pages for one :class:`SiteData` and one URL mode."""

    def __init__(self, data: SiteData, urls: SiteUrls, max_paste: str = "1 MiB",
                 live_reports: Callable[[str], dict[str, Any] | None] | None = None) -> None:
        self.data = data
        #: entry id -> its reports document from the live store (the server); None: the counts folded into the artifact
        self.live_reports = live_reports
        self.urls = urls
        self.max_paste = max_paste
        self.env: Environment = jinja_env(PackageLoader("knownfix.web", "templates"))
        self.env.globals.update(t=t, n_entries=n_entries, urls=urls, static=urls.static, max_paste=max_paste,
                                freshness_rank=lambda s: FRESHNESS.index(s) if s in FRESHNESS else len(FRESHNESS))
        method = data.method_markdown
        self.method_html: Markup | None = markdown_html(method) if method else None

    # --- helpers ---------------------------------------------------------------------
    def _ctx(self, lang: str, path: str, page: str, **extra: Any) -> dict[str, Any]:
        other = "en" if lang == "zh" else "zh"
        here = self.urls.base + path
        return {
            "lang": lang,
            "other_lang": other,
            "other_html_lang": HTML_LANG[other],
            "other_lang_name": LANG_NAME[other],
            "here": here,
            "other_url": self.urls.switch(path, lang),
            "alternates": {HTML_LANG[lang]: here, HTML_LANG[other]: self.urls.switch(path, lang)},
            "page": page,
            "css_url": self.urls.links.css(),
            "home_url": self.urls.page("home", lang),
            **extra,
        }

    def _path(self, lang: str, rest: str) -> str:
        return f"/zh{rest}" if lang == "zh" else rest

    def render(self, template: str, ctx: dict[str, Any]) -> str:
        return self.env.get_template(template).render(ctx)

    # --- pages -----------------------------------------------------------------------
    def home(self, lang: str) -> str:
        return self.render("home.html.j2", self._ctx(lang, self._path(lang, "/"), "home", domains=self.data.domains(),
                                                      total=len(self.data.ids)))

    def entries(self, lang: str, sort: str = "id", order: str = "asc", domain: str | None = None) -> str:
        ids = [i for i in self.data.ids if domain is None or self.data.entry(i).domain == domain]
        rows = sort_rows([self.data.row(i) for i in ids], sort, order, lang)
        if domain is None:
            path, page, heading = self._path(lang, "/entries/"), "entries", t("entries_heading", lang)
        else:
            path, page, heading = self._path(lang, f"/domains/{domain}/"), "domains", t("domain_heading", lang, domain=domain)
        return self.render("list.html.j2", self._ctx(lang, path, page, rows=rows, heading=heading, sort=sort,
                                                      order=order, show_domain=domain is None))

    def domains(self, lang: str) -> str:
        return self.render("domains.html.j2", self._ctx(lang, self._path(lang, "/domains/"), "domains",
                                                         domains=self.data.domains()))

    def search(self, lang: str, query: str = "") -> str:
        results = self.data.search(query) if query.strip() and not self.urls.static else []
        return self.render("search.html.j2", self._ctx(lang, self._path(lang, "/search/"), "search", query=query,
                                                        results=results, searched=bool(query.strip())))

    def lookup(self, lang: str, text: str | None = None, result: LookupResult | None = None,
               error: str | None = None, status_note: str | None = None) -> str:
        matches: list[dict[str, Any]] = []
        if result is not None and text is not None:
            lines = text.splitlines()
            for m in result.matches:
                n = m.matched_line
                ctx_lines = []
                if n is not None and 1 <= n <= len(lines):
                    lo, hi = max(1, n - CONTEXT_LINES), min(len(lines), n + CONTEXT_LINES)
                    ctx_lines = [(i, lines[i - 1][:500], i == n) for i in range(lo, hi + 1)]
                titles = self._cause_titles(m.id, lang)
                lc = m.likely_causes
                top = lc[0] if lc and (len(lc) == 1 or lc[0].score > lc[1].score) else None
                matches.append({"m": m, "context": ctx_lines, "url": self.urls.entry(m.id, lang),
                                "answer": self._answer(m, lang) if not matches else None,
                                "title": self.data.entry(m.id).title.get(lang) if self.data.has(m.id) else m.title,
                                "cause_titles": titles, "top_cause": top,
                                "all_causes": [titles.get(c.id, c.title) for c in lc]})
        possible = [{"p": p, "url": self.urls.entry(p.id, lang),
                     "title": self.data.entry(p.id).title.get(lang) if self.data.has(p.id) else p.title}
                    for p in (result.possible if result is not None and not matches else [])]
        return self.render("lookup.html.j2", self._ctx(lang, self._path(lang, "/lookup/"), "lookup", text=text or "",
                                                        matches=matches, possible=possible, searched=result is not None,
                                                        error=error))

    def _answer(self, m: Any, lang: str) -> dict[str, Any] | None:
        """The best match's answer (knownfix.lookup.answer) with the short texts the result shows."""
        if not self.data.has(m.id):
            return None
        from ..lookup.answer import answer_for, first_sentence

        a = answer_for(m, self.data.artifact.entry_data(m.id), self.data.artifact.figures_data(m.id), lang)
        for c in a["tell_apart"]:
            c["short"] = first_sentence(c["recognise"])
        for n in a["next"]:
            n["short"] = first_sentence(n["condition"], 200)
        return a

    def _cause_titles(self, entry_id: str, lang: str) -> dict[str, str]:
        if not self.data.has(entry_id):
            return {}
        return {c.id: c.title.get(lang) for c in self.data.entry(entry_id).causes}

    def method(self, lang: str) -> str:
        return self.render("method.html.j2", self._ctx(lang, self._path(lang, "/method/"), "method",
                                                        method_html=self.method_html))

    def dashboard(self, lang: str) -> str:
        s = self.data.stats()
        svg = {
            "domains": charts.bar_chart(list(s["domains"].items()), t("chart_domains", lang)),
            "freshness": charts.stacked_bar([(k, t(k, lang), s["freshness"][k]) for k in FRESHNESS],
                                            t("chart_freshness", lang)),
            "lab": charts.stacked_bar([(k, t(f"verification_{k}", lang), s["lab"]["verification"][k]) for k in VERIFICATION],
                                      t("chart_lab", lang)),
            "causes": charts.stacked_bar([(f"cause_{k}", t(f"cause_state_{k}", lang), s["lab"]["causes"][k])
                                          for k in CAUSE_STATES], t("chart_causes", lang)),
        }
        vs = s["versions"]
        if vs["rows"]:
            legend = {k: t(f"matrix_{k}", lang) for k in ("all", "some", "none", "not_run")}
            rows = [(r["id"], {e: (c["k"], c["n"]) for e, c in r["cells"].items()}) for r in vs["rows"]]
            svg["matrix"] = charts.matrix(rows, vs["environments"], t("chart_matrix", lang), legend)
        return self.render("dashboard.html.j2", self._ctx(lang, self._path(lang, "/dashboard/"), "dashboard", s=s,
                                                           svg=svg, freshness_keys=FRESHNESS))

    def entry(self, entry_id: str, lang: str) -> str:
        e, f = self.data.entry(entry_id), self.data.figures[entry_id]
        view = build_view(e, f, lang, self.urls.links, self.reports(entry_id, lang))
        path = self.urls.entry(entry_id, lang)[len(self.urls.base):]
        ctx = self._ctx(lang, path, "entry", v=view)
        ctx["other_url"] = view["links"]["other_lang"]
        return self.render("entry_page.html.j2", ctx)

    def reports(self, entry_id: str, lang: str) -> dict[str, Any]:
        """The entry page's outcome-report section: live counts and notes on the server, else the artifact's export."""
        e = self.data.entry(entry_id)
        if self.live_reports is not None:
            doc = self.live_reports(entry_id) or {}
            counts = {rid: {o: r[o] for o in ("fixed", "not_fixed", "other_error")} for rid, r in doc.get("remedies", {}).items()}
            return reports_view(e, counts, lang, doc.get("notes", []))
        return reports_view(e, self.data.artifact.reports(entry_id), lang,
                            exported_at=str(self.data.artifact.meta.get("reports_exported_at") or ""))

    def not_found(self, lang: str, path: str) -> str:
        tail = re.sub(r"^(/zh)?(/entries|/domains)?/", "", path.lower()).strip("/")
        close = difflib.get_close_matches(tail, self.data.ids, n=5, cutoff=0.6) if tail else []
        suggestions = [self.data.search_by_id[i] for i in close]
        return self.render("error.html.j2", self._ctx(lang, self._path(lang, "/"), "error", status=404,
                                                       missing_path=path, suggestions=suggestions))

    def error(self, lang: str, status: int) -> str:
        return self.render("error.html.j2", self._ctx(lang, self._path(lang, "/"), "error", status=status,
                                                       missing_path="", suggestions=[]))
