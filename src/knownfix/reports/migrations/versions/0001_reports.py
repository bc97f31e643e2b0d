"""The reports table: one row per (reporter, entry, remedy), the latest report wins.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reports",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
        sa.Column("reporter", sa.String(64), nullable=False),
        sa.Column("entry", sa.String(161), nullable=False),
        sa.Column("remedy", sa.String(80), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("other_entry", sa.String(161), nullable=True),
        sa.Column("versions", sa.Text(), nullable=True),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("created_at", sa.Float(), nullable=False),
        sa.Column("updated_at", sa.Float(), nullable=False),
        sa.Column("revisions", sa.Integer(), nullable=False, server_default="1"),
        sa.UniqueConstraint("reporter", "entry", "remedy", name="uq_reports_reporter_entry_remedy"),
        sa.CheckConstraint("outcome IN ('fixed', 'not_fixed', 'other_error')", name="ck_reports_outcome"),
    )
    op.create_index("ix_reports_entry_remedy_outcome", "reports", ["entry", "remedy", "outcome"])


def downgrade() -> None:
    op.drop_index("ix_reports_entry_remedy_outcome", table_name="reports")
    op.drop_table("reports")
