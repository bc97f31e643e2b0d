"""The security headers of every response (server) and of the static export's ``_headers`` file."""

from __future__ import annotations

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
}


def headers_file() -> str:
    """The static export's ``_headers`` file (Netlify / Cloudflare Pages): :data:`SECURITY_HEADERS` for every path."""
    lines = ["/*"] + [f"  {'-'.join(w.capitalize() for w in name.split('-'))}: {value}" for name, value in SECURITY_HEADERS.items()]
    return "\n".join(lines) + "\n"
