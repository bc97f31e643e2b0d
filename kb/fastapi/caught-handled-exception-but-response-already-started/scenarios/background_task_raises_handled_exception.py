"""A background task raises an exception class that the app has an exception handler for (QuotaExceeded ->
429). Background tasks run after the response has been sent, so the handler cannot produce a response and
Starlette raises this RuntimeError; the task's own error is hidden behind it.

Check: POST /reports answers 200 {"queued": true}, and the task's failure is recorded in the app's failure
log as "quota exceeded for report r-1".

Remedies:
  handle-inside-task          catch the exception inside the task and record it (log, store, notify)
  raise-http-exception-in-task  raise HTTPException from the task instead

Usage: python background_task_raises_handled_exception.py [--remedy ID]
"""

from _kit import parse_remedy, report

remedy = parse_remedy(("handle-inside-task", "raise-http-exception-in-task"))

from fastapi import BackgroundTasks, FastAPI, HTTPException  # noqa: E402
from fastapi.responses import JSONResponse  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

FAILURES = []


class QuotaExceeded(Exception):
    pass


app = FastAPI()


@app.exception_handler(QuotaExceeded)
async def quota_handler(request, exc):
    return JSONResponse({"error": str(exc)}, status_code=429)


def build_report(report_id: str):
    if remedy == "raise-http-exception-in-task":
        raise HTTPException(status_code=429, detail=f"quota exceeded for report {report_id}")
    raise QuotaExceeded(f"quota exceeded for report {report_id}")


def build_report_safely(report_id: str):
    try:
        build_report(report_id)
    except QuotaExceeded as exc:
        FAILURES.append(str(exc))  # in a real app: logger.exception(...), a status row, a notification


@app.post("/reports")
def create_report(background_tasks: BackgroundTasks):
    task = build_report_safely if remedy == "handle-inside-task" else build_report
    background_tasks.add_task(task, "r-1")
    return {"queued": True}


r = TestClient(app).post("/reports")
report([(r.status_code, r.json()), FAILURES], [(200, {"queued": True}), ["quota exceeded for report r-1"]])
