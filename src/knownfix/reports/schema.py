"""The report store's tables as SQLAlchemy Core metadata (the migrations in ``migrations/versions`` create them)."""

from __future__ import annotations

import sqlalchemy as sa

#: The newest migration; :func:`knownfix.reports.store.migrate` upgrades a store to it.
HEAD = "0001"

metadata = sa.MetaData()

reports = sa.Table(
    "reports",
    metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
    sa.Column("reporter", sa.String(64), nullable=False),  # SHA-256 of the reporter token
    sa.Column("entry", sa.String(161), nullable=False),
    sa.Column("remedy", sa.String(80), nullable=False),
    sa.Column("outcome", sa.String(16), nullable=False),
    sa.Column("other_entry", sa.String(161), nullable=True),
    sa.Column("versions", sa.Text(), nullable=True),  # JSON object
    sa.Column("note", sa.Text(), nullable=True),  # redacted
    sa.Column("created_at", sa.Float(), nullable=False),  # Unix time of the first report
    sa.Column("updated_at", sa.Float(), nullable=False),  # ... and of the latest
    sa.Column("revisions", sa.Integer(), nullable=False, server_default="1"),
    sa.UniqueConstraint("reporter", "entry", "remedy", name="uq_reports_reporter_entry_remedy"),
    sa.CheckConstraint("outcome IN ('fixed', 'not_fixed', 'other_error')", name="ck_reports_outcome"),
    sa.Index("ix_reports_entry_remedy_outcome", "entry", "remedy", "outcome"),
)
