"""A hostile outcome-report note on a real server's entry page: shown as text, never executed."""

from __future__ import annotations

import json
import urllib.request

ENTRY, REMEDY = "python/module-missing", "edit-sys-path"
HOSTILE = ('<script>window.pwned="script"</script><img src=x onerror="window.pwned=\'img\'">'
           '<a href="javascript:window.pwned=1">x</a><svg onload="window.pwned=\'svg\'"></svg>')


def test_a_hostile_note_is_shown_as_text_and_never_runs(page, server, shot):
    body = json.dumps({"entry": ENTRY, "remedy": REMEDY, "outcome": "not_fixed", "reporter": "browser-test-reporter-01",
                       "note": HOSTILE}).encode()
    req = urllib.request.Request(server + "/api/v1/reports", body, {"content-type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=10) as r:
        assert r.status == 201
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(server + f"/entries/{ENTRY}/")
    notes = page.locator("#reports .report-note")
    assert HOSTILE in notes.all_inner_texts()  # the exact characters, as text
    assert page.locator("#reports script, #reports img, #reports svg, #reports a[href^='javascript']").count() == 0
    page.wait_for_timeout(300)
    assert page.evaluate("typeof window.pwned") == "undefined" and not dialogs
    assert "not fixed 1" in page.inner_text("#reports")
    shot(page, "entry-reports")
