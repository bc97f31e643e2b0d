"""Alembic migrations of the report store (``env.py``, ``versions/``); run by :func:`knownfix.reports.store.open_store`."""
