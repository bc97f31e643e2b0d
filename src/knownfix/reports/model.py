"""A report as it is sent: ``{"entry", "remedy", "outcome", "other_entry"?, "versions"?, "note"?, "reporter"}``.

The reporter is an opaque token the client generates once and keeps (16–128 characters
from ``[A-Za-z0-9._~-]``); the store keeps only its SHA-256, so a leaked store names no
reporter token. ``versions`` maps library names to the versions the reporter ran.
"""

from __future__ import annotations

import hashlib
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

OUTCOMES = ("fixed", "not_fixed", "other_error")
Outcome = Literal["fixed", "not_fixed", "other_error"]
MAX_NOTE = 500
MAX_VERSIONS = 20

EntryId = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=161)]
RemedyId = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=80)]
Token = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9._~-]{16,128}$")]
Library = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")]
Version = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9.+!_-]{0,63}$")]


class ReportIn(BaseModel):
    """One outcome report (``POST /api/v1/reports``, ``knownfix report``, MCP ``report_outcome``)."""

    model_config = ConfigDict(extra="forbid")

    entry: EntryId = Field(description="The entry ID, e.g. pytorch/expected-all-tensors-on-same-device.")
    remedy: RemedyId = Field(description="A workaround or dead-end ID of that entry.")
    outcome: Outcome = Field(description="fixed | not_fixed | other_error (a different error came next).")
    other_entry: EntryId | None = Field(None, description="With other_error: the entry of the error that came next.")
    versions: dict[Library, Version] | None = Field(None, max_length=MAX_VERSIONS,
                                                    description="Library -> version the reporter ran, e.g. {\"torch\": \"2.13.0\"}.")
    note: str | None = Field(None, max_length=MAX_NOTE, description="Free text (at most 500 characters); secrets are "
                             "redacted before it is stored and it is only ever shown as text.")
    reporter: Token = Field(description="An opaque token of 16-128 characters ([A-Za-z0-9._~-]) the client keeps; one "
                            "report counts per (reporter, entry, remedy), the latest wins.")


def first_problem(error: ValidationError) -> str:
    """The first problem of a report that did not validate, as one line: ``field: message``."""
    err = error.errors()[0]
    return f"{'.'.join(str(p) for p in err.get('loc', ()))}: {err.get('msg', 'invalid')}"


def reporter_key(token: str) -> str:
    """What the store keeps of a reporter token: its SHA-256 (hex)."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()
