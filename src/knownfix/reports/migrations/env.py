"""Alembic environment: runs on the connection :func:`knownfix.reports.store.migrate` hands over (no alembic.ini)."""

from __future__ import annotations

from alembic import context

from knownfix.reports.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
