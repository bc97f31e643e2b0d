"""UI labels of the web pages (home, lists, search, dashboard, errors), in English and Chinese.

Entry pages use the renderer's labels (:mod:`knownfix.render.labels`); :func:`t`
looks here first and falls back to those, so templates call one ``t(key, lang)``.
A test checks every key has both languages.
"""

from __future__ import annotations

from ..render import label as render_label

WEB_LABELS: dict[str, dict[str, str]] = {
    "tagline": {
        "en": "Paste an error or a traceback: what it is, what works, and what is not worth trying.",
        "zh": "粘贴错误信息或回溯：它是什么、什么办法有效、哪些做法不值得尝试。",
    },
    "nav_home": {"en": "Home", "zh": "首页"},
    "nav_entries": {"en": "All entries", "zh": "全部条目"},
    "nav_domains": {"en": "Domains", "zh": "领域"},
    "nav_dashboard": {"en": "Dashboard", "zh": "仪表盘"},
    "nav_method": {"en": "Method", "zh": "方法"},
    "nav_search": {"en": "Search", "zh": "搜索"},
    "nav_api": {"en": "API", "zh": "API"},
    "paste_heading": {"en": "Paste an error", "zh": "粘贴错误"},
    "paste_label": {"en": "Error message or traceback", "zh": "错误信息或回溯"},
    "paste_placeholder": {
        "en": "Traceback (most recent call last):\n  ...\nRuntimeError: ...",
        "zh": "Traceback (most recent call last):\n  ...\nRuntimeError: ...",
    },
    "paste_submit": {"en": "Find the entry", "zh": "查找条目"},
    "paste_limit": {"en": "At most {size}; your text is matched on the server and not stored.", "zh": "最多 {size}；文本只在服务器上匹配，不会保存。"},
    "paste_limit_static": {
        "en": "Matched in your browser by this site's signature list; nothing is sent anywhere.",
        "zh": "在浏览器中用本站的签名列表匹配，不会发送到任何地方。",
    },
    "paste_needs_js": {
        "en": "This static copy of the site matches pasted text in the browser, which needs JavaScript. Browse the entries instead, or use a knownfix server.",
        "zh": "本站的静态副本在浏览器中匹配粘贴的文本，需要启用 JavaScript。也可以浏览条目列表，或使用 knownfix 服务器。",
    },
    "results_heading": {"en": "Results", "zh": "结果"},
    "no_match": {
        "en": "No entry matches this text. A wrong entry is worse than none, so knownfix says so rather than guessing.",
        "zh": "没有条目与这段文本匹配。给出错误的条目比没有更糟，所以 knownfix 如实说明而不去猜测。",
    },
    "possible_match": {
        "en": "No signature matched. Possible match: the wording is close to this entry's; check that it fits.",
        "zh": "没有签名匹配。可能匹配：措辞与这个条目相近，请先确认是否适用。",
    },
    "similarity": {"en": "similarity", "zh": "相似度"},
    "empty_paste": {"en": "The text is empty: paste the error message or traceback.", "zh": "文本为空：请粘贴错误信息或回溯。"},
    "score": {"en": "score", "zh": "得分"},
    "matched_line": {"en": "Matched line {n}", "zh": "匹配的第 {n} 行"},
    "matched_text": {"en": "Matched text", "zh": "匹配的文本"},
    "likely_cause": {"en": "Likely cause", "zh": "可能的原因"},
    "answer_fix": {"en": "Fix", "zh": "解决方法"},
    "answer_which": {"en": "Which cause do you have? Check:", "zh": "你遇到的是哪个原因？请检查："},
    "answer_skip": {"en": "Don't bother", "zh": "不必尝试"},
    "answer_next": {"en": "May come next", "zh": "之后可能出现"},
    "why_matched": {"en": "Why it matched", "zh": "匹配理由"},
    "open_entry": {"en": "Open the entry", "zh": "打开条目"},
    "searching": {"en": "Matching…", "zh": "正在匹配…"},
    "search_heading": {"en": "Search the entries", "zh": "搜索条目"},
    "search_label": {"en": "Words from the error, a library or an ID", "zh": "错误中的词、库名或 ID"},
    "search_submit": {"en": "Search", "zh": "搜索"},
    "search_results_for": {"en": "{n} entries for “{q}”", "zh": "“{q}” 共 {n} 个条目"},
    "search_none": {"en": "No entry contains all of these words.", "zh": "没有条目同时包含这些词。"},
    "search_needs_js": {
        "en": "Searching this static copy of the site needs JavaScript; the full list of entries works without it.",
        "zh": "在本站静态副本中搜索需要启用 JavaScript；不用 JavaScript 也可以浏览全部条目列表。",
    },
    "domains_heading": {"en": "Domains", "zh": "领域"},
    "n_entries": {"en": "{n} entries", "zh": "{n} 个条目"},
    "one_entry": {"en": "1 entry", "zh": "1 个条目"},
    "entries_heading": {"en": "All entries", "zh": "全部条目"},
    "domain_heading": {"en": "Domain: {domain}", "zh": "领域：{domain}"},
    "col_title": {"en": "Error", "zh": "错误"},
    "col_id": {"en": "ID", "zh": "ID"},
    "col_domain": {"en": "Domain", "zh": "领域"},
    "col_category": {"en": "Category", "zh": "类别"},
    "col_lab": {"en": "Fixed in every case (lab)", "zh": "每个情形都已修复（实验室）"},
    "list_causes_fixed": {"en": "{k} of {n} causes", "zh": "{n} 个原因中 {k} 个"},
    "col_evidence": {"en": "Evidence", "zh": "证据"},
    "col_verification": {"en": "Verification", "zh": "验证"},
    "sort_by": {"en": "Sort by {column}", "zh": "按{column}排序"},
    "fresh": {"en": "fresh", "zh": "最新"},
    "stale": {"en": "stale", "zh": "已过期"},
    "missing": {"en": "no evidence", "zh": "无证据"},
    "gpu_only": {"en": "needs a GPU", "zh": "需要 GPU"},
    "not_verifiable": {"en": "not verifiable", "zh": "无法验证"},
    "dashboard_heading": {"en": "Dashboard", "zh": "仪表盘"},
    "dashboard_intro": {
        "en": "Every figure below is counted from the knowledge base and the lab's evidence records when the site was built or started.",
        "zh": "下面的每个数字都是在网站构建或启动时，从知识库和实验室证据记录中统计出来的。",
    },
    "chart_domains": {"en": "Entries per domain", "zh": "各领域条目数"},
    "chart_freshness": {"en": "Verification status", "zh": "验证状态"},
    "chart_lab": {"en": "Lab verification of the entries", "zh": "条目的实验室验证"},
    "chart_lab_intro": {
        "en": "Machine-verified means the evidence is current and every expectation the entry states agrees with the lab.",
        "zh": "“机器验证”表示证据为最新，且条目写明的每项预期都与实验室结果一致。",
    },
    "verification_verified": {"en": "machine-verified", "zh": "已机器验证"},
    "verification_stale": {"en": "stale evidence", "zh": "证据已过期"},
    "verification_disagrees": {"en": "the lab disagrees", "zh": "实验室结果不一致"},
    "verification_missing": {"en": "no evidence", "zh": "无证据"},
    "verification_gpu_only": {"en": "needs a GPU", "zh": "需要 GPU"},
    "verification_not_verifiable": {"en": "not verifiable", "zh": "无法验证"},
    "chart_causes": {"en": "Causes: what their workarounds did in the lab", "zh": "各原因：其解决方法在实验室中的结果"},
    "chart_causes_intro": {
        "en": "Counted over the causes of every entry with lab evidence; a cause counts as fixed when every case of every workaround claiming it was fixed.",
        "zh": "统计所有有实验室证据的条目的原因；只有声称适用于某原因的每个解决方法的每个情形都已修复，该原因才算“已修复”。",
    },
    "cause_state_fixed": {"en": "fixed in every case", "zh": "每个情形都已修复"},
    "cause_state_exceptions": {"en": "fixed with exceptions", "zh": "部分情形未修复"},
    "cause_state_not_fixed": {"en": "not fixed", "zh": "未修复"},
    "cause_state_not_checked": {"en": "no workaround checked", "zh": "没有检验过的解决方法"},
    "chart_matrix": {"en": "Version compatibility: did the error reproduce?", "zh": "版本兼容性：错误是否复现？"},
    "coverage_heading": {"en": "Coverage of each library's messages", "zh": "各库报错消息的覆盖情况"},
    "coverage_intro": {
        "en": ("The message inventory lists the messages each library raises, read from its own released source "
               "(templates that are mostly placeholders are left out). A template counts as covered when a curated "
               "entry's signature example is one of its messages."),
        "zh": ("消息清单列出了各库会抛出的报错消息，均从其发布版本的源码中读取（以占位符为主的模板不计入）。"
               "若某条已整理条目的签名示例正是该模板的一条消息，该模板即计为已覆盖。"),
    },
    "col_library": {"en": "Library", "zh": "库"},
    "col_templates": {"en": "Messages in the inventory", "zh": "清单中的消息"},
    "col_covered": {"en": "With a curated entry", "zh": "已有整理条目"},
    "col_releases": {"en": "Releases read", "zh": "已读取的版本"},
    "no_inventory": {"en": "This knowledge base carries no message inventory.", "zh": "此知识库未附带消息清单。"},
    "matrix_all": {"en": "reproduced in every run", "zh": "每次运行都复现"},
    "matrix_some": {"en": "reproduced in some runs", "zh": "部分运行复现"},
    "matrix_none": {"en": "not reproduced", "zh": "未复现"},
    "matrix_not_run": {"en": "not run", "zh": "未运行"},
    "no_measured": {"en": "No entry has lab evidence yet: not yet measured.", "zh": "还没有条目具有实验室证据：尚未测量。"},
    "not_measured_n": {"en": "{n} entries not yet measured", "zh": "{n} 个条目尚未测量"},
    "total_entries": {"en": "Entries", "zh": "条目"},
    "total_evidence": {"en": "Evidence records", "zh": "证据记录"},
    "method_heading": {"en": "Method", "zh": "方法"},
    "method_english_only": {
        "en": "",
        "zh": "本页目前只有英文版本。",
    },
    "method_missing": {
        "en": "The method document (docs/method.md) is not available in this installation.",
        "zh": "此安装中没有方法说明文档（docs/method.md）。",
    },
    "not_found_heading": {"en": "Page not found", "zh": "页面不存在"},
    "not_found_text": {
        "en": "There is no page at {path}. Entry pages live at /entries/<domain>/<slug>; if you came here with an error message, paste it below.",
        "zh": "{path} 没有页面。条目页面位于 /zh/entries/<领域>/<名称>；如果你是带着错误信息来的，请粘贴到下面。",
    },
    "entry_suggestions": {"en": "Entries with a similar ID", "zh": "ID 相近的条目"},
    "error_heading": {"en": "Something went wrong", "zh": "出错了"},
    "error_text": {
        "en": "The server could not answer this request ({status}). Nothing you pasted was stored. Try again, or go back to the home page.",
        "zh": "服务器无法响应此请求（{status}）。你粘贴的内容没有被保存。请重试，或返回首页。",
    },
    "footer_text": {
        "en": "Every figure is counted from lab evidence (what the lab saw, per cause and environment; never a rate); unmeasured figures say so.",
        "zh": "每个数字都由实验室证据统计得出（实验室在每个原因、每个环境中观察到的结果，而非比率）；未测量的会如实注明。",
    },
    "formats_footer": {"en": "Data", "zh": "数据"},
    "switch_lang": {"en": "中文", "zh": "English"},
}


def t(key: str, lang: str, **values: object) -> str:
    """The label ``key`` in ``lang``: web labels first, then the renderer's."""
    entry = WEB_LABELS.get(key)
    if entry is None:
        return render_label(key, lang, **values)
    try:
        text = entry[lang]
    except KeyError:
        raise KeyError(f"no label {key!r} in language {lang!r}") from None
    return text.format(**values) if values else text


def n_entries(n: int, lang: str) -> str:
    """'1 entry' / 'n entries'."""
    return t("one_entry", lang) if n == 1 else t("n_entries", lang, n=n)
