"""Connection guards for ``knownfix serve``: header and body timeouts, connection limits (slowloris).

uvicorn's own HTTP protocols time out only an idle keep-alive connection: one that
opens and sends nothing, sends its headers a byte at a time, or never finishes its
body is held open for ever. :class:`GuardedH11Protocol` and
:class:`GuardedHttpToolsProtocol` (selected like uvicorn's ``auto``:
httptools when installed, else h11; :data:`GuardedHTTP`) add, per server process:

* a **header timeout**: a request's line and headers must arrive within
  ``header_timeout`` seconds of its first byte (or of the connection opening); else
  the server answers 408 and closes the connection;
* a **body timeout**: its body must arrive within ``body_timeout`` seconds of the
  headers; else the connection is closed;
* a **per-address connection limit** (``max_per_client`` open connections from one
  address; more are reset at once) and a **total connection limit**
  (``max_connections``);
* ``TCP_NODELAY`` on every connection (uvicorn's worker processes lose it, see
  :func:`_no_delay`);
* a **header size limit** (``max_header_bytes`` of request line and headers: 400 and
  closed; h11 has its own, which ``knownfix serve`` sets to the same value).

Deadlines are kept as numbers on each connection and checked by one sweep per second
per process, so a request costs no timer. Settings come from the environment
(``KNOWNFIX_HEADER_TIMEOUT_S``, ``KNOWNFIX_BODY_TIMEOUT_S``,
``KNOWNFIX_MAX_CONNECTIONS_PER_CLIENT``, ``KNOWNFIX_MAX_CONNECTIONS``,
``KNOWNFIX_MAX_HEADER_BYTES``), which ``knownfix serve`` sets for its worker processes.
"""

from __future__ import annotations

import asyncio
import os
import socket
from dataclasses import dataclass
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

_408 = b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: 48\r\nconnection: close\r\n\r\nThe request was not received in time; resend it."
SWEEP_INTERVAL_S = 1.0


def _env_float(name: str, default: float) -> float:
    try:
        return float(os.environ.get(name, "") or default)
    except ValueError:
        return default


@dataclass(frozen=True)
class GuardSettings:
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    max_per_client: int = 64
    max_connections: int = 4096
    max_header_bytes: int = 16 * 1024

    @classmethod
    def from_env(cls) -> GuardSettings:
        d = cls()
        return cls(
            header_timeout=_env_float("KNOWNFIX_HEADER_TIMEOUT_S", d.header_timeout),
            body_timeout=_env_float("KNOWNFIX_BODY_TIMEOUT_S", d.body_timeout),
            max_per_client=int(_env_float("KNOWNFIX_MAX_CONNECTIONS_PER_CLIENT", d.max_per_client)),
            max_connections=int(_env_float("KNOWNFIX_MAX_CONNECTIONS", d.max_connections)),
            max_header_bytes=int(_env_float("KNOWNFIX_MAX_HEADER_BYTES", d.max_header_bytes)),
        )


def _no_delay(transport: asyncio.Transport) -> None:
    """Turn Nagle's algorithm off. asyncio does it for TCP sockets, but not for those of uvicorn's worker processes
    (their listening socket is rebuilt from a file descriptor with protocol 0), where every response of a
    keep-alive connection would then wait ~40 ms for the client's delayed ACK."""
    sock = transport.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:  # pragma: no cover - not a TCP socket after all
            pass


class _GuardState:
    """Per process: the settings, open connections per address, the sweeper of each event loop."""

    settings: GuardSettings | None = None
    per_client: dict[str, int] = {}  # noqa: RUF012 - one per process on purpose
    sweepers: dict[int, asyncio.Task[None]] = {}  # noqa: RUF012

    @classmethod
    def get(cls) -> GuardSettings:
        if cls.settings is None:
            cls.settings = GuardSettings.from_env()
        return cls.settings


async def _sweep(connections: set[Any], loop: asyncio.AbstractEventLoop) -> None:
    while True:
        await asyncio.sleep(SWEEP_INTERVAL_S)
        now = loop.time()
        for proto in list(connections):
            deadline = getattr(proto, "_kf_deadline", None)
            if deadline is not None and now > deadline:
                proto._kf_expire()


class _Guard:
    """The guard as a mixin over one of uvicorn's HTTP protocols (see the module docstring)."""

    _kf_deadline: float | None = None
    _kf_phase = ""  # "headers" | "body" | ""
    _kf_peer = ""
    _kf_counted = False
    _kf_header_bytes = 0

    # attributes of the uvicorn protocol this is mixed into
    loop: asyncio.AbstractEventLoop
    transport: asyncio.Transport
    connections: set[Any]
    client: tuple[str, int] | None

    def _kf_connection_made(self) -> bool:
        """Count the connection; False if it is over a limit (it is then reset)."""
        _no_delay(self.transport)
        s = _GuardState.get()
        self._kf_peer = self.client[0] if self.client else "?"
        n = _GuardState.per_client.get(self._kf_peer, 0) + 1
        _GuardState.per_client[self._kf_peer] = n
        self._kf_counted = True
        if (s.max_per_client > 0 and n > s.max_per_client) or (0 < s.max_connections < len(self.connections)):
            self.transport.abort()
            return False
        self._kf_start("headers")
        key = id(self.loop)
        sweeper = _GuardState.sweepers.get(key)
        if sweeper is None or sweeper.done():
            _GuardState.sweepers[key] = self.loop.create_task(_sweep(self.connections, self.loop))
        return True

    def _kf_connection_lost(self) -> None:
        self._kf_deadline = None
        if self._kf_counted:
            self._kf_counted = False
            n = _GuardState.per_client.get(self._kf_peer, 1) - 1
            if n > 0:
                _GuardState.per_client[self._kf_peer] = n
            else:
                _GuardState.per_client.pop(self._kf_peer, None)

    def _kf_start(self, phase: str) -> None:
        s = _GuardState.get()
        self._kf_phase = phase
        timeout = s.header_timeout if phase == "headers" else s.body_timeout
        self._kf_deadline = self.loop.time() + timeout if timeout > 0 else None
        if phase == "headers":
            self._kf_header_bytes = 0

    def _kf_done(self) -> None:
        self._kf_phase = ""
        self._kf_deadline = None

    def _kf_expire(self) -> None:
        self._kf_deadline = None
        if self.transport.is_closing():
            return
        if self._kf_phase == "headers":
            self.transport.write(_408)
        self.transport.close()

    def _kf_header_size(self, n: int) -> None:
        """Count ``n`` bytes of request line and headers; past the limit the parser fails (400, closed)."""
        self._kf_header_bytes += n
        limit = _GuardState.get().max_header_bytes
        if 0 < limit < self._kf_header_bytes:
            raise ValueError("request headers too large")


class GuardedH11Protocol(_Guard, H11Protocol):
    """uvicorn's h11 protocol with the guards of this module."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._kf_connection_made()

    def connection_lost(self, exc: Exception | None) -> None:
        self._kf_connection_lost()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.transport.is_closing():
            return
        state = self.conn.their_state
        if state is h11.IDLE:  # part of a request's headers (h11 bounds their size itself)
            if self._kf_phase != "headers":
                self._kf_start("headers")
        elif state is h11.SEND_BODY:
            if self._kf_phase != "body":
                self._kf_start("body")
        elif self._kf_phase:
            self._kf_done()


GuardedHTTP: type[asyncio.Protocol] = GuardedH11Protocol

try:  # httptools is faster; uvicorn's "auto" prefers it too
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
except ImportError:  # pragma: no cover - depends on the installed extras
    pass
else:

    class GuardedHttpToolsProtocol(_Guard, HttpToolsProtocol):
        """uvicorn's httptools protocol with the guards of this module."""

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._kf_connection_made()

        def connection_lost(self, exc: Exception | None) -> None:
            self._kf_connection_lost()
            super().connection_lost(exc)

        def on_message_begin(self) -> None:
            super().on_message_begin()
            if self._kf_phase != "headers":
                self._kf_start("headers")

        def on_url(self, url: bytes) -> None:
            self._kf_header_size(len(url))
            super().on_url(url)

        def on_header(self, name: bytes, value: bytes) -> None:
            self._kf_header_size(len(name) + len(value) + 4)
            super().on_header(name, value)

        def on_headers_complete(self) -> None:
            self._kf_start("body")
            super().on_headers_complete()

        def on_message_complete(self) -> None:
            self._kf_done()
            super().on_message_complete()

    GuardedHTTP = GuardedHttpToolsProtocol


__all__ = ["GuardSettings", "GuardedH11Protocol", "GuardedHTTP"]
