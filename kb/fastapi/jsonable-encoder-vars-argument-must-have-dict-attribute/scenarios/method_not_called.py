"""The returned dict holds a built-in function instead of its result: `"created_at": time.time` without the
call parentheses (a 'builtin_function_or_method' object), which jsonable_encoder cannot serialize.

Check: GET /events/1 answers {"id": 1, "created_at": t} with t a float between the clock readings taken
just before and just after the request.

Remedies:
  call-the-function   "created_at": time.time()

Usage: python method_not_called.py [--remedy ID]
"""

import json
import time

from _kit import parse_remedy

remedy = parse_remedy(("call-the-function",))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

app = FastAPI()


@app.post("/events/{event_id}")
def create_event(event_id: int):
    created = time.time() if remedy == "call-the-function" else time.time  # missing ()
    return {"id": event_id, "created_at": created}


t0 = time.time()
r = TestClient(app).post("/events/1")
t1 = time.time()
body = r.json()
ok = body.get("id") == 1 and isinstance(body.get("created_at"), float) and t0 <= body["created_at"] <= t1
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"response {body}, expected id 1 and created_at in [{t0}, {t1}]"}))
