"""Stands in for a third-party SDK that still defines its data classes with pydantic.v1 (as older LangChain
releases, redis-om and similar libraries did). Imported by library_v1_model_returned.py."""

from pydantic.v1 import BaseModel


class Invoice(BaseModel):
    number: str
    total_cents: int
    paid: bool = False


def fetch_invoice(number: str) -> Invoice:
    return Invoice(number=number, total_cents=4200, paid=True)
