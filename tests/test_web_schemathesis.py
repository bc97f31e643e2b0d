"""Property-based API run: schemathesis generates requests from the OpenAPI spec and applies every check it has.

Positive and negative cases; every built-in check (no 5xx, status codes, content types,
headers and bodies as documented, schema-valid data accepted and invalid data
rejected, ``Allow`` on 405 for undeclared methods, ...): the OpenAPI document is true
to the responses.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

schemathesis = pytest.importorskip("schemathesis")

from knownfix.web.app import create_app

KB = Path(__file__).parent / "fixtures" / "web" / "kb"
schema = schemathesis.openapi.from_asgi("/api/v1/openapi.json", create_app(KB))
schema.config.generation.update(modes=[schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE],
                                database="none")


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_api_passes_every_check(case):
    response = case.call_and_validate()  # every check schemathesis has; raises with the failures it found
    assert response.status_code < 500, f"{case.method} {case.formatted_path}: {response.status_code} {response.text[:300]}"
    if response.status_code >= 400:
        assert response.headers["content-type"][0].startswith("application/problem+json")
