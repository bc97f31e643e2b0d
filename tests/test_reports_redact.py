"""Redaction of report notes: every kind of secret goes, ordinary technical text stays."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knownfix.reports.redact import redact

REDACTED = [
    ("OPENAI_API_KEY=sk-proj-Abcdefghijklmnop0123456789xyz", "OPENAI_API_KEY=[redacted]"),
    ("key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUv012345", "key [token]"),
    ("cloned with ghp_16C7e42F292c6912E7710c838347Ae178B4a", "cloned with [token]"),
    ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", "[token]"),
    ("login hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123 then", "login [token] then"),
    ("xoxb-1234567890-abcdefghij works", "[token] works"),
    ("AKIAIOSFODNN7EXAMPLE in env", "[token] in env"),
    ("AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW", "[token]"),
    ("Authorization: Bearer abc.def-ghi_jkl", "Authorization: Bearer [token]"),
    ("password = hunter2!", "password = [redacted]"),
    ("db_password: 'p@ss w0rd'", "db_password: [redacted]"),
    ('"api_key": "abc def"', '"api_key": [redacted]'),
    ("postgresql://app:s3cr3t@db.internal:5432/prod", "postgresql://app:[password]@db.internal:5432/prod"),
    ("https://user:tok@github.com/org/repo.git", "https://user:[password]@github.com/org/repo.git"),
    ("ask ops-team@corp.example.com", "ask [email]"),
    ("/home/mlee/.cache/huggingface", "/home/[user]/.cache/huggingface"),
    ("/Users/kimpark/x.py", "/Users/[user]/x.py"),
    ("C:\\Users\\alice\\miniconda3\\python.exe", "C:\\Users\\[user]\\miniconda3\\python.exe"),
    ("sha 3f786850e387550fdab836ed7e6dc881de23001b", "sha [token]"),
    ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijk_lmnop", "[token]"),
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEow...\n-----END RSA PRIVATE KEY-----", "[private key]"),
    ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA", "[private key]"),
]

KEPT = [
    "worked on torch 2.13.0+cu124 with python 3.12.1 after model.to('cuda:0')",
    "still fails: RuntimeError: Expected all tensors to be on the same device, cuda:0 and cpu",
    "pip install 'numpy<2' fixed it; pandas 2.3.3",
    "shape (32, 3, 224, 224) vs (32, 3, 256, 256)",
    "used /usr/lib/python3/dist-packages and /opt/conda/envs/ml/bin/python",
    "see https://github.com/pytorch/pytorch/issues/12345",
    "set token count to 512; max_length=1024",
    "the key error went away after df.reset_index()",
    "修复了，谢谢；torch 2.14",
]


@pytest.mark.parametrize(("note", "expected"), REDACTED)
def test_secrets_are_replaced_by_labels(note, expected):
    assert redact(note) == expected


@pytest.mark.parametrize("note", KEPT)
def test_ordinary_technical_text_is_kept(note):
    assert redact(note) == note


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=500))
def test_redaction_is_total_and_idempotent(note):
    once = redact(note)
    assert isinstance(once, str) and redact(once) == once
