"""Every UI label the renderers print, in English and Simplified Chinese, in one place.

Use :func:`label` (or the ``t`` global in templates) rather than writing words into
templates or code, so both languages stay complete: a test checks every key has
both. Labels with ``{name}`` placeholders are filled with :meth:`str.format`.
"""

from __future__ import annotations

from typing import Literal

Lang = Literal["en", "zh"]
LANGS: tuple[Lang, ...] = ("en", "zh")
#: BCP 47 tag used for ``<html lang>`` and ``hreflang``.
HTML_LANG: dict[str, str] = {"en": "en", "zh": "zh-CN"}
#: The name of each language, written in that language (for the switcher).
LANG_NAME: dict[str, str] = {"en": "English", "zh": "中文"}

LABELS: dict[str, dict[str, str]] = {
    "site_name": {"en": "knownfix", "zh": "knownfix"},
    "id": {"en": "ID", "zh": "ID"},
    "domain": {"en": "Domain", "zh": "领域"},
    "category": {"en": "Category", "zh": "类别"},
    "tags": {"en": "Tags", "zh": "标签"},
    "provenance": {"en": "Provenance", "zh": "来源"},
    "written_by_ai": {"en": "AI-written", "zh": "由 AI 撰写"},
    "written_by_human": {"en": "written by a person", "zh": "由人工撰写"},
    "written_on": {"en": "written {date}", "zh": "撰写于 {date}"},
    "updated_on": {"en": "updated {date}", "zh": "更新于 {date}"},
    "reviewed": {"en": "reviewed by a person", "zh": "已经人工审阅"},
    "reviewed_by": {"en": "reviewed by {name}", "zh": "审阅人：{name}"},
    "reviewed_on": {"en": "reviewed {date}", "zh": "审阅于 {date}"},
    "not_reviewed": {"en": "not reviewed by a person", "zh": "尚未经过人工审阅"},
    "verified_verified": {
        "en": "machine-verified (every expectation the entry states agrees with the lab; evidence is current)",
        "zh": "已由实验室机器验证（条目写明的每项预期都与实验室结果一致；证据为最新）",
    },
    "verified_fresh": {"en": "lab evidence is current", "zh": "实验室证据为最新"},
    "verified_disagrees": {"en": "the lab disagrees with this entry", "zh": "实验室结果与本条目不一致"},
    "verified_stale": {"en": "lab evidence is stale (entry changed since)", "zh": "实验室证据已过期（条目此后有改动）"},
    "verified_missing": {"en": "not yet machine-verified", "zh": "尚未经过机器验证"},
    "verified_gpu_only": {"en": "not machine-verified (needs a GPU)", "zh": "未经机器验证（需要 GPU）"},
    "verified_not_verifiable": {"en": "not machine-verifiable", "zh": "无法机器验证"},
    "last_lab_run": {"en": "last lab run {date}", "zh": "最近一次实验室运行：{date}"},
    "lab_summary": {"en": "What the lab verified", "zh": "实验室验证结果"},
    "lab_disagrees": {"en": "The lab disagrees", "zh": "实验室结果与条目不一致"},
    "evidence": {"en": "Evidence", "zh": "证据"},
    "first_seen": {"en": "First seen", "zh": "首次出现"},
    "first_seen_measured": {"en": "earliest version the lab reproduced it on: {version}", "zh": "实验室最早在 {version} 上复现"},
    "not_measured": {"en": "not yet measured", "zh": "尚未测量"},
    "summary_workarounds": {
        "en": "Workarounds fixed every case checked for {k} of {n} causes, in {envs}.",
        "zh": "解决方法：在 {envs}中检验，{n} 个原因中有 {k} 个的每个情形都已修复。",
    },
    "summary_no_workarounds": {
        "en": "No workaround was checked on a cause it claims.",
        "zh": "还没有解决方法在它声称适用的原因上经过检验。",
    },
    "summary_exceptions": {"en": "Not fixed in every case: {items}.", "zh": "并非每个情形都已修复：{items}。"},
    "summary_exception": {
        "en": "{remedy} {outcome} in scenario {scenario} ({envs})",
        "zh": "{remedy} 在场景 {scenario}（{envs}）中{outcome}",
    },
    "summary_not_checked": {
        "en": "Causes no workaround was checked on: {causes}.",
        "zh": "没有任何解决方法检验过的原因：{causes}。",
    },
    "summary_dead_ends": {"en": "Dead ends: {items}.", "zh": "无效做法：{items}。"},
    "summary_dead_end": {"en": "{remedy} — {clauses}", "zh": "{remedy}——{clauses}"},
    "outcome_for_causes": {"en": "{outcome} for {n} causes{seen}", "zh": "{outcome}（{n} 个原因{seen}）"},
    "outcome_for_cause": {"en": "{outcome} for {n} cause{seen}", "zh": "{outcome}（{n} 个原因{seen}）"},
    "seen_on": {"en": " (on {envs})", "zh": "，见于 {envs}"},
    "checked_in": {"en": "checked in {envs}", "zh": "检验于 {envs}"},
    "n_environments": {"en": "{n} environments ({names})", "zh": "{n} 个环境（{names}）"},
    "n_environments_one": {"en": "{n} environment ({names})", "zh": "{n} 个环境（{names}）"},
    "paren": {"en": " ({text})", "zh": "（{text}）"},
    "unmodified_program": {"en": "the unmodified program", "zh": "未修改的程序"},
    "mismatch": {
        "en": "{scenario} / {remedy} @ {environment}: the entry expects {expected}, the lab saw {observed}",
        "zh": "{scenario} / {remedy} @ {environment}：条目预期“{expected}”，实验室观察到“{observed}”",
    },
    "matrix_heading": {"en": "Remedies × causes", "zh": "补救方法 × 原因"},
    "matrix_intro": {
        "en": "What the lab saw each remedy do on each cause, in {envs}; where the outcome differs between environments, the cell names them. Bold: a workaround on a cause it claims to fix. Empty: not checked.",
        "zh": "实验室在 {envs}中观察到的每个补救方法在每个原因上的结果；不同环境结果不同时，单元格会写明环境。粗体：解决方法在它声称能修复的原因上。空白：未检验。",
    },
    "col_remedy": {"en": "Remedy", "zh": "补救方法"},
    "workaround": {"en": "workaround", "zh": "解决方法"},
    "dead_end": {"en": "dead end", "zh": "无效做法"},
    "evidence_value": {"en": "{n} records", "zh": "{n} 条记录"},
    "evidence_one": {"en": "1 record", "zh": "1 条记录"},
    "version_table": {"en": "Version compatibility", "zh": "版本兼容性"},
    "col_environment": {"en": "Environment", "zh": "环境"},
    "col_versions": {"en": "Versions", "zh": "版本"},
    "col_status": {"en": "Status", "zh": "状态"},
    "col_wording": {"en": "Wording printed", "zh": "打印的措辞"},
    "col_last_run": {"en": "Last run", "zh": "最近运行"},
    "col_cause": {"en": "Cause", "zh": "原因"},
    "col_result": {"en": "Result", "zh": "结果"},
    "reproduced_k_of_n": {"en": "reproduced by {k} of {n} scenarios", "zh": "{n} 个复现场景中有 {k} 个复现"},
    "not_reproduced": {"en": "not reproduced (0 of {n} scenarios)", "zh": "未复现（{n} 个复现场景中 0 个）"},
    "root_cause": {"en": "Root cause", "zh": "根本原因"},
    "causes": {"en": "Causes", "zh": "具体原因"},
    "how_to_recognise": {"en": "How to recognise it", "zh": "如何识别"},
    "hint_frame": {"en": "traceback frame matches", "zh": "回溯帧匹配"},
    "hint_text": {"en": "pasted text matches", "zh": "粘贴的文本匹配"},
    "docs": {"en": "Official documentation", "zh": "官方文档"},
    "no_docs": {"en": "No documentation links yet.", "zh": "暂无文档链接。"},
    "workarounds": {"en": "Workarounds", "zh": "解决方法"},
    "no_workarounds": {"en": "No workarounds recorded yet.", "zh": "暂无记录的解决方法。"},
    "fixes_causes": {"en": "Fixes", "zh": "适用原因"},
    "applies_to": {"en": "Tried on", "zh": "针对原因"},
    "conditions": {"en": "Conditions", "zh": "适用条件"},
    "tradeoffs": {"en": "Trade-offs", "zh": "代价与权衡"},
    "lab_result": {"en": "Lab result", "zh": "实验室结果"},
    "by_cause": {"en": "By cause", "zh": "按原因"},
    "dead_ends": {"en": "Dead ends", "zh": "无效做法"},
    "no_dead_ends": {"en": "No dead ends recorded yet.", "zh": "暂无记录的无效做法。"},
    "why_fails": {"en": "Why it fails", "zh": "为什么无效"},
    "what_it_did": {"en": "What the lab saw it do instead", "zh": "实验室观察到的实际结果"},
    "related": {"en": "Related entries", "zh": "相关条目"},
    "leads_to": {"en": "Leads to", "zh": "可能引发"},
    "confused_with": {"en": "Easily confused with", "zh": "容易混淆"},
    "observed_leads_to": {"en": "Observed by the lab", "zh": "实验室观察到"},
    "observed_edge": {"en": "via {remedy}, on cause {causes}, in {envs}", "zh": "经由 {remedy}，原因 {causes}，{envs}"},
    "no_match_target": {"en": "an error not in the knowledge base", "zh": "知识库中没有的错误"},
    "no_related": {"en": "No related entries yet.", "zh": "暂无相关条目。"},
    "signatures": {"en": "Signatures", "zh": "错误签名"},
    "exception": {"en": "Exception", "zh": "异常类型"},
    "pattern": {"en": "Pattern", "zh": "匹配模式"},
    "example": {"en": "Example", "zh": "示例"},
    "versions": {"en": "Versions", "zh": "版本"},
    "all_versions": {"en": "all versions", "zh": "所有版本"},
    "verification": {"en": "Verification", "zh": "验证"},
    "verifiable_here": {"en": "reproducible in the lab", "zh": "可在实验室复现"},
    "verifiable_gpu_only": {"en": "needs a GPU to reproduce", "zh": "需要 GPU 才能复现"},
    "verifiable_no": {"en": "cannot be reproduced in the lab", "zh": "无法在实验室复现"},
    "environments": {"en": "Environments", "zh": "环境"},
    "scenarios": {"en": "Scenarios", "zh": "复现场景"},
    "scenario_for": {"en": "reproduces cause {cause}", "zh": "复现原因 {cause}"},
    "unavailable_environments": {"en": "Environments the lab could not build here", "zh": "实验室无法在此构建的环境"},
    "excluded_runs": {
        "en": "{n} remedy runs not counted (the unmodified program did not reproduce the error in that environment)",
        "zh": "{n} 次补救运行未计入（该环境中原始程序没有复现此错误）",
    },
    "stale_records": {
        "en": "{n} stale evidence records ignored (the entry or scenario changed since)",
        "zh": "忽略了 {n} 条过期证据记录（条目或复现场景此后有改动）",
    },
    "declared_too": {"en": "also declared by the entry", "zh": "条目中也已声明"},
    "also_available": {"en": "Also available as", "zh": "其他格式"},
    "format_json": {"en": "JSON", "zh": "JSON"},
    "format_md": {"en": "Markdown", "zh": "Markdown"},
    "outcome_reproduced": {"en": "reproduced", "zh": "复现"},
    "outcome_fixed": {"en": "fixed", "zh": "修复"},
    "outcome_still_fails": {"en": "still fails", "zh": "仍然报错"},
    "outcome_wrong_result": {"en": "wrong result", "zh": "结果错误"},
    "outcome_other_error": {"en": "other error", "zh": "其他错误"},
    "outcome_resource_growth": {"en": "resource growth", "zh": "资源持续增长"},
    "outcome_timeout": {"en": "timeout", "zh": "超时"},
    "outcome_crashed": {"en": "crashed", "zh": "崩溃"},
    "outcome_not_reproduced": {"en": "not reproduced", "zh": "未复现"},
    "reports_heading": {"en": "What users reported", "zh": "用户反馈"},
    "reports_label": {"en": "User reports", "zh": "用户反馈"},
    "reports_intro": {
        "en": "Real-world outcomes sent by people and agents who applied a remedy: one report counts per reporter and remedy (the latest). These are not the lab's results and are never mixed with them.",
        "zh": "应用过补救方法的用户和智能体发来的实际结果：每位报告者对每个补救方法只计一次（以最新一次为准）。这些不是实验室的结果，也从不与之混合。",
    },
    "reports_none": {"en": "no reports yet", "zh": "尚无反馈"},
    "reports_summary": {"en": "{n} reports on {remedies} remedies", "zh": "{remedies} 个补救方法共 {n} 份反馈"},
    "reports_counts": {"en": "fixed {fixed} · not fixed {not_fixed} · other error {other} ({n} reporters)",
                       "zh": "已修复 {fixed} · 未修复 {not_fixed} · 出现其他错误 {other}（共 {n} 位报告者）"},
    "reports_figure": {"en": "fixed the error for {share} % of {n} reporters (Beta(1, 1) posterior mean {mean} %, 95 % interval {low}–{high} %)",
                       "zh": "{n} 位报告者中 {share} % 已修复（Beta(1, 1) 后验均值 {mean} %，95 % 区间 {low}–{high} %）"},
    "reports_too_few": {"en": "a share is shown from {min} reporters on", "zh": "满 {min} 位报告者后显示比例"},
    "reports_notes": {"en": "Latest notes", "zh": "最新留言"},
    "reports_how": {"en": "Tried a remedy? Report what happened: knownfix report {id} REMEDY fixed|not_fixed|other_error (or POST /api/v1/reports).",
                    "zh": "试过某个补救方法？请反馈结果：knownfix report {id} REMEDY fixed|not_fixed|other_error（或 POST /api/v1/reports）。"},
    "reports_exported": {"en": "counts as exported on {when}", "zh": "计数导出于 {when}"},
    "remedy_kind_workaround": {"en": "workaround", "zh": "解决方法"},
    "remedy_kind_dead_end": {"en": "dead end", "zh": "无效做法"},
    "report_outcome_fixed": {"en": "fixed", "zh": "已修复"},
    "report_outcome_not_fixed": {"en": "not fixed", "zh": "未修复"},
    "report_outcome_other_error": {"en": "other error", "zh": "出现其他错误"},
    "list_sep": {"en": ", ", "zh": "，"},
    "colon": {"en": ":", "zh": "："},
    "clause_sep": {"en": "; ", "zh": "；"},
    "enum_sep": {"en": ", ", "zh": "、"},
}


def label(key: str, lang: str, **values: object) -> str:
    """The label ``key`` in ``lang`` (``en`` or ``zh``), with ``{placeholders}`` filled."""
    try:
        text = LABELS[key][lang]
    except KeyError:
        raise KeyError(f"no label {key!r} in language {lang!r}") from None
    return text.format(**values) if values else text
