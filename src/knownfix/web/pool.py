"""Lookups on the server: worker processes with an enforced CPU budget, per-client limits, a result cache.

A lookup never runs in the server process. :class:`LookupPool` keeps up to ``size``
worker processes (``python -m knownfix.web.pool ARTIFACT``), each with the artifact
and its compiled matcher open. A worker arms ``ITIMER_PROF`` with the CPU budget
(:data:`DEFAULT_BUDGET_S`, ``$KNOWNFIX_LOOKUP_BUDGET_S``) before each lookup and
disarms it after; a lookup that uses more CPU than that is ended by the kernel
(``SIGPROF``'s default action terminates the process, even inside C code), the
request answers 503 and the pool starts a replacement. Workers run at a lower CPU
priority (``nice`` +:data:`WORKER_NICE`) than the server processes, so pages and
cached answers go first when the CPU is contended. The server side also stops a
worker that has not answered by the request's deadline (``SIGKILL``). So the work of
a hostile input ends when its budget does, and the other workers keep answering.

:class:`ClientLimits` keeps, per client address (IPv6: per /64), the number of its
lookups in flight (at most ``concurrency``) and a token bucket of *CPU seconds*
(``cpu_rate`` per second, up to ``cpu_burst``), charged with the CPU time each of
its lookups actually used. A client over its limit is answered 429 with
``Retry-After``; one whose bucket is only slightly empty is delayed (up to
:data:`MAX_SHAPING_WAIT_S`) instead. Limits are per server process (``--workers N``
gives a client up to N times them).

:class:`ResultCache` remembers the matches of the last pastes (by a hash of the text
and the limit); a paste seen before is answered without a lookup and costs the client
no CPU seconds.
"""

from __future__ import annotations

import asyncio
import functools
import ipaddress
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from hashlib import blake2b
from pathlib import Path
from typing import Any

DEFAULT_BUDGET_S = 2.0
DEFAULT_TIMEOUT_S = 10.0
#: A client whose CPU bucket would refill within this many seconds is delayed, not refused.
MAX_SHAPING_WAIT_S = 1.0
#: Every lookup that reaches a worker costs at least this many CPU seconds (transfer, parsing).
MIN_CHARGE_S = 0.001
#: Lookup workers run this much nicer than the server processes.
WORKER_NICE = 5
_HEADER = struct.Struct(">I")
_STARTUP_TIMEOUT_S = 60.0


class PoolError(Exception):
    """A lookup that did not produce an answer; ``kind`` says why."""

    def __init__(self, kind: str, message: str, cpu: float = 0.0) -> None:
        super().__init__(message)
        #: ``budget`` (CPU budget exceeded, worker stopped), ``timeout`` (deadline passed, worker stopped),
        #: ``busy`` (no worker free before the deadline), ``crashed`` (the worker died otherwise), ``error``.
        self.kind = kind
        self.cpu = cpu


@dataclass
class Answer:
    """A lookup's matches, its source-tier answers (``LookupResult.source``), its possible match
    (``LookupResult.possible``) and the CPU seconds it used."""

    matches: list[Any]
    cpu: float
    source: list[Any] = field(default_factory=list)
    possible: list[Any] = field(default_factory=list)


# --- framing -----------------------------------------------------------------------------
def _write_frame(fd: int, obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(_HEADER.pack(len(data)) + data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _read_exact(fd: int, n: int, deadline: float | None) -> bytes | None:
    """``n`` bytes from ``fd``; None at end of file; TimeoutError past ``deadline`` (monotonic)."""
    chunks: list[bytes] = []
    while n:
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise TimeoutError
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def _read_frame(fd: int, deadline: float | None) -> Any:
    head = _read_exact(fd, _HEADER.size, deadline)
    if head is None:
        return None
    body = _read_exact(fd, _HEADER.unpack(head)[0], deadline)
    return None if body is None else pickle.loads(body)


# --- the worker process ------------------------------------------------------------------------
def worker_main(artifact_path: str) -> None:
    """Serve lookups on stdin/stdout until stdin closes: ``(text, limit, budget_s)`` -> ``("ok", (matches, source), cpu)``."""
    from ..artifact import open_kb
    from ..lookup import lookup_detailed

    try:
        os.nice(WORKER_NICE)  # a heavy lookup yields the CPU to the server processes (pages, cached answers)
    except (AttributeError, OSError):  # pragma: no cover - not POSIX
        pass
    art = open_kb(artifact_path)
    index = art.index()
    lookup_detailed("ValueError: warm-up", kb=art, index=index)  # load what the first lookup loads
    inp, out = sys.stdin.buffer.fileno(), sys.stdout.buffer.fileno()
    has_timer = hasattr(signal, "setitimer")
    if has_timer:
        signal.signal(signal.SIGPROF, signal.SIG_DFL)  # past the budget the kernel ends this process
    _write_frame(out, ("ready", os.getpid()))
    while True:
        t0 = time.process_time()  # waiting for a job costs no CPU time; reading it (up to 1 MiB) does
        job = _read_frame(inp, None)
        if job is None:
            return
        text, limit, budget = job
        if has_timer and budget > 0:
            signal.setitimer(signal.ITIMER_PROF, budget)
        try:
            result = lookup_detailed(text, kb=art, index=index, limit=limit)  # as SiteData.lookup does
            reply: tuple[Any, ...] = ("ok", (result.matches, result.source, result.possible))
        except Exception as e:  # noqa: BLE001 - reported to the server, which logs it
            reply = ("error", f"{type(e).__name__}: {str(e)[:200]}")
        finally:
            if has_timer:
                signal.setitimer(signal.ITIMER_PROF, 0)
        _write_frame(out, (*reply, time.process_time() - t0))


class _Worker:
    """One worker process and its pipes (used by one thread at a time)."""

    def __init__(self, artifact_path: str, generation: int = 0) -> None:
        self.generation = generation
        env = dict(os.environ)
        src = str(Path(__file__).resolve().parents[2])  # the folder holding the knownfix package
        env["PYTHONPATH"] = src + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "knownfix.web.pool", artifact_path],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, bufsize=0,
            start_new_session=True,  # Ctrl+C on the server does not interrupt a lookup mid-way
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._in, self._out = self.proc.stdin.fileno(), self.proc.stdout.fileno()
        try:
            ready = _read_frame(self._out, time.monotonic() + _STARTUP_TIMEOUT_S)
        except TimeoutError:
            ready = None
        if not (isinstance(ready, tuple) and ready[0] == "ready"):
            self.kill()
            raise PoolError("crashed", f"the lookup worker did not start (exit status {self.proc.poll()})")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def run(self, text: str, limit: int, budget: float, deadline: float) -> Answer:
        try:
            t0 = time.thread_time()
            _write_frame(self._in, (text, limit, budget))
            sent = time.thread_time() - t0  # this side's share: pickling and writing the paste
            reply = _read_frame(self._out, deadline)
        except TimeoutError:
            self.kill()
            raise PoolError("timeout", "the lookup did not finish before the deadline", budget) from None
        except OSError:
            reply = None
        if reply is None:  # the process ended: the kernel stopped it at the budget, or it crashed
            rc = self.proc.wait()
            if rc == -signal.SIGPROF:
                raise PoolError("budget", f"the lookup used more than its CPU budget ({budget:g} s)", budget)
            raise PoolError("crashed", f"the lookup worker ended (exit status {rc})", budget)
        kind, *rest = reply
        if kind == "ok":
            matches, source, possible = rest[0]
            return Answer(matches, float(rest[1]) + sent, source, possible)
        raise PoolError("error", str(rest[0]), float(rest[1]) + sent)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout):
            if f is not None:
                f.close()

    def close(self) -> None:
        try:
            if self.proc.stdin is not None:
                self.proc.stdin.close()  # the worker exits at end of input
            self.proc.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            pass
        self.kill()


class LookupPool:
    """Up to ``size`` worker processes over the artifact at ``artifact_path``, started when first needed.

    :meth:`submit` runs a lookup in a thread of the pool and returns a future that
    resolves to an :class:`Answer` or raises :class:`PoolError`; the caller waits for it
    at most until the request's deadline (:attr:`timeout_s` from submission). At most ``size + queue`` lookups are accepted at
    once; past that ``submit`` raises ``PoolError("busy")`` at once.
    """

    def __init__(self, artifact_path: Path | str, size: int = 2, budget_s: float = DEFAULT_BUDGET_S,
                 timeout_s: float = DEFAULT_TIMEOUT_S, queue: int = 64) -> None:
        self.artifact_path = str(artifact_path)
        self.size = max(1, size)
        self.budget_s = budget_s
        self.timeout_s = timeout_s
        self.capacity = self.size + max(0, queue)
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []
        self._free = threading.Condition(self._lock)
        self._live = 0  # started or starting, of this generation
        self._pending = 0
        self._generation = 0  # counts close(): workers of an older generation are stopped when they come back
        self._threads: ThreadPoolExecutor | None = None
        #: Counters for logs and benchmarks: lookups run, stopped at the budget, stopped at the deadline, workers started.
        self.stats = {"lookups": 0, "budget": 0, "timeout": 0, "crashed": 0, "started": 0}

    def _executor(self) -> ThreadPoolExecutor:
        # under self._lock
        if self._threads is None:
            self._threads = ThreadPoolExecutor(max_workers=self.capacity, thread_name_prefix="knownfix-lookup")
        return self._threads

    def submit(self, text: str, limit: int) -> Future[Answer]:
        with self._lock:
            if self._pending >= self.capacity:
                raise PoolError("busy", "every lookup worker is busy and the queue is full")
            self._pending += 1
            threads = self._executor()
        deadline = time.monotonic() + self.timeout_s
        try:
            return threads.submit(self._run, text, limit, deadline)
        except RuntimeError:  # closed meanwhile
            with self._lock:
                self._pending -= 1
            raise PoolError("busy", "the server is shutting down") from None

    def warm(self) -> None:
        """Start every worker now (in this thread), each ready for lookups as soon as it has started."""
        for _ in range(self.size):
            w = self._start_if_room()
            if w is None:
                break
            self._put_back(w)

    def _start_if_room(self) -> _Worker | None:
        with self._lock:
            if self._live >= self.size:
                return None
            self._live += 1
            generation = self._generation
        try:
            w = _Worker(self.artifact_path, generation)
        except BaseException:
            with self._lock:
                if generation == self._generation:
                    self._live -= 1
                self._free.notify()
            raise
        with self._lock:
            self.stats["started"] += 1
        return w

    def _take(self, deadline: float) -> _Worker:
        while True:
            with self._lock:
                while self._idle:
                    w = self._idle.pop()
                    if w.alive():
                        return w
                    self._live -= 1
                can_start = self._live < self.size
                if not can_start:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        raise PoolError("busy", "no lookup worker became free before the deadline")
                    self._free.wait(left)
                    continue
            w2 = self._start_if_room()
            if w2 is not None:
                return w2

    def _put_back(self, w: _Worker) -> None:
        with self._lock:
            current = w.generation == self._generation
            if current:
                self._idle.append(w)
                self._free.notify()
        if not current:
            w.close()

    def _lost(self, w: _Worker) -> None:
        w.kill()
        with self._lock:
            if w.generation == self._generation:
                self._live -= 1
            self._free.notify()

    def _run(self, text: str, limit: int, deadline: float) -> Answer:
        try:
            w = self._take(deadline)
            # The request answers 503 at its deadline (the caller waits no longer); the worker itself is
            # stopped by its CPU budget, or here when it has not answered well after both.
            stop_at = max(deadline, time.monotonic() + 4 * self.budget_s + 1.0)
            try:
                answer = w.run(text, limit, self.budget_s, stop_at)
            except PoolError as e:
                if e.kind in ("budget", "timeout", "crashed"):
                    self._lost(w)
                    with self._lock:
                        self.stats[e.kind] += 1
                else:
                    self._put_back(w)
                raise
            except BaseException:
                self._lost(w)
                raise
            self._put_back(w)
            with self._lock:
                self.stats["lookups"] += 1
            return answer
        finally:
            with self._lock:
                self._pending -= 1

    def close(self) -> None:
        """Stop every idle worker now and each busy one when its lookup ends; a later lookup starts new ones."""
        with self._lock:
            self._generation += 1
            idle, self._idle = self._idle, []
            self._live = 0
            self._free.notify_all()
        for w in idle:
            w.close()


# --- per-client limits ---------------------------------------------------------------------------
@functools.lru_cache(maxsize=65536)
def client_key(host: str | None) -> str:
    """The address a client is counted by: the IPv4 address, or the /64 of an IPv6 address."""
    if not host:
        return "?"
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host[:64]
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is None:
        return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
    return str(ip.ipv4_mapped or ip) if isinstance(ip, ipaddress.IPv6Address) else str(ip)


@dataclass
class _Client:
    tokens: float
    stamp: float
    in_flight: int = 0


@dataclass
class Admission:
    """What :meth:`ClientLimits.admit` decided: run after ``wait`` seconds, or refuse (``retry_after`` > 0)."""

    wait: float = 0.0
    retry_after: int = 0
    reason: str = ""
    #: CPU seconds taken from the client's bucket in advance (an estimate from the paste's length).
    reserved: float = 0.0

    @property
    def refused(self) -> bool:
        return self.retry_after > 0


class ClientLimits:
    """Per-client lookups in flight and CPU-second token buckets (see the module docstring)."""

    def __init__(self, concurrency: int = 4, cpu_rate: float = 0.1, cpu_burst: float = 0.5,
                 max_clients: int = 100_000, clock: Callable[[], float] = time.monotonic) -> None:
        self.concurrency = concurrency
        self.cpu_rate = cpu_rate
        self.cpu_burst = cpu_burst
        self.max_clients = max_clients
        #: CPU seconds per character of paste, learned from every lookup: what :meth:`admit` reserves in advance,
        #: so that several large pastes in flight at once cannot overdraw the bucket before the first is charged.
        self.cpu_per_char = 1e-7
        self._clock = clock
        self._lock = threading.Lock()
        self._clients: dict[str, _Client] = {}

    @property
    def enabled(self) -> bool:
        return self.concurrency > 0 or self.cpu_rate > 0

    def _get(self, key: str, now: float) -> _Client:
        c = self._clients.get(key)
        if c is None:
            if len(self._clients) >= self.max_clients:
                self._prune(now)
            c = self._clients[key] = _Client(self.cpu_burst, now)
        elif self.cpu_rate > 0:
            c.tokens = min(self.cpu_burst, c.tokens + (now - c.stamp) * self.cpu_rate)
            c.stamp = now
        return c

    def _prune(self, now: float) -> None:
        """Forget clients with nothing in flight and a full bucket (then, if still too many, the idlest)."""
        for key in [k for k, c in self._clients.items() if not c.in_flight
                    and (self.cpu_rate <= 0 or c.tokens + (now - c.stamp) * self.cpu_rate >= self.cpu_burst)]:
            del self._clients[key]
        if len(self._clients) >= self.max_clients:
            for key in sorted(self._clients, key=lambda k: self._clients[k].stamp)[: len(self._clients) // 2]:
                if not self._clients[key].in_flight:
                    del self._clients[key]

    def check(self, key: str) -> Admission:
        """Whether ``key`` would be refused now (nothing is counted)."""
        if key not in self._clients:  # never seen, or forgotten with a full bucket: not refused
            return Admission()
        return self._decide(key, count=False)

    def admit(self, key: str, chars: int = 0) -> Admission:
        """Count a lookup of ``chars`` characters for ``key`` unless refused; a counted one must be :meth:`release` d."""
        return self._decide(key, count=True, chars=chars)

    def _decide(self, key: str, count: bool, chars: int = 0) -> Admission:
        if not self.enabled:
            return Admission()
        with self._lock:
            now = self._clock()
            c = self._get(key, now)
            if self.concurrency > 0 and c.in_flight >= self.concurrency:
                return Admission(retry_after=1, reason=f"{c.in_flight} lookups from your address are already running "
                                                       f"(at most {self.concurrency} at a time)")
            wait = 0.0
            if self.cpu_rate > 0 and c.tokens < 0:
                wait = -c.tokens / self.cpu_rate
                if wait > MAX_SHAPING_WAIT_S:
                    return Admission(retry_after=max(1, int(wait - MAX_SHAPING_WAIT_S + 0.999)),
                                     reason=f"your address has used its lookup CPU time ({self.cpu_rate:g} s per second, "
                                            f"bursts of {self.cpu_burst:g} s)")
            reserved = 0.0
            if count:
                c.in_flight += 1
                if self.cpu_rate > 0:
                    reserved = max(MIN_CHARGE_S, self.cpu_per_char * chars)
                    c.tokens -= reserved
            return Admission(wait=wait, reserved=reserved)

    def release(self, key: str, cpu: float, reserved: float = 0.0, chars: int = 0) -> None:
        """A counted lookup of ``key`` (``chars`` long, ``reserved`` in advance) ended, having used ``cpu`` seconds."""
        if not self.enabled:
            return
        with self._lock:
            c = self._get(key, self._clock())
            c.in_flight = max(0, c.in_flight - 1)
            if self.cpu_rate > 0:
                c.tokens += reserved - max(cpu, MIN_CHARGE_S)
            if chars >= 1000 and cpu > 0:
                self.cpu_per_char = 0.9 * self.cpu_per_char + 0.1 * min(cpu / chars, 1e-5)


# --- result cache ---------------------------------------------------------------------------------
class ResultCache:
    """The matches of the last ``size`` distinct (text, limit) pairs, by a 128-bit hash of the text."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._items: OrderedDict[bytes, dict[str, Any]] = OrderedDict()

    @staticmethod
    def key(text: str, limit: int) -> bytes:
        h = blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16)
        h.update(limit.to_bytes(2, "big"))
        return h.digest()

    def get(self, key: bytes) -> dict[str, Any] | None:
        """The cached record (``{"matches": [...], ...}``; callers may add rendered forms to it), or None."""
        if self.size <= 0:
            return None
        with self._lock:
            got = self._items.get(key)
            if got is not None:
                self._items.move_to_end(key)
            return got

    def put(self, key: bytes, matches: list[Any], source: list[Any] | None = None,
            possible: list[Any] | None = None) -> dict[str, Any]:
        record: dict[str, Any] = {"matches": matches, "source": source or [], "possible": possible or []}
        if self.size > 0:
            with self._lock:
                self._items[key] = record
                self._items.move_to_end(key)
                while len(self._items) > self.size:
                    self._items.popitem(last=False)
        return record


# --- the three together, for a request ------------------------------------------------------------
@dataclass
class Refusal:
    """Why a lookup was not answered: HTTP ``status``, problem ``slug``, ``detail``, ``retry_after`` seconds (0: none)."""

    status: int
    slug: str
    detail: str
    retry_after: int = 0


#: A refused client waits this long for its 429, so a client that ignores Retry-After cannot turn
#: refusals into a request flood.
REFUSAL_DELAY_S = 0.5


class Lookups:
    """A request's lookup: the cache, then the client's limits, then a worker of the pool (all per process)."""

    def __init__(self, pool: LookupPool, limits: ClientLimits, cache: ResultCache, timeout_s: float) -> None:
        self.pool, self.limits, self.cache, self.timeout_s = pool, limits, cache, timeout_s
        #: Lookups in flight by cache key: the same paste arriving meanwhile waits for that one (no second lookup).
        self._inflight: dict[bytes, Future[dict[str, Any] | Refusal]] = {}
        self._lock = threading.Lock()

    def precheck(self, host: str | None) -> Refusal | None:
        """Refuse a client over its limits before its body is read (nothing is counted)."""
        got = self.limits.check(client_key(host))
        return self._refusal(got) if got.refused else None

    @staticmethod
    def _refusal(adm: Admission) -> Refusal:
        return Refusal(429, "rate-limited", f"Too many lookups: {adm.reason}; retry in {adm.retry_after} s.",
                       adm.retry_after)

    async def refused(self, refusal: Refusal) -> Refusal:
        """``refusal``, after :data:`REFUSAL_DELAY_S` when it is a 429."""
        if refusal.status == 429:
            await asyncio.sleep(REFUSAL_DELAY_S)
        return refusal

    async def run(self, host: str | None, text: str, limit: int) -> dict[str, Any] | Refusal:
        """The cache record ``{"matches": [...]}`` for ``text``, or why there is none."""
        ckey = self.cache.key(text, limit)
        hit = self.cache.get(ckey)
        if hit is not None:
            return hit
        with self._lock:
            leader = self._inflight.get(ckey)
            if leader is None:
                mine: Future[dict[str, Any] | Refusal] = Future()
                self._inflight[ckey] = mine
        if leader is not None:  # the same paste is being looked up: its answer is this one's
            try:
                shared = await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(leader)), self.timeout_s)
            except TimeoutError:
                return Refusal(503, "timeout", f"The lookup did not finish within {self.timeout_s:g} s.", 1)
            if isinstance(shared, Refusal) and shared.slug == "rate-limited":  # the other client's limit, not ours
                return await self.run(host, text, limit)
            return shared
        try:
            got = await self._lookup(ckey, host, text, limit)
        except BaseException as e:
            mine.set_exception(e)
            raise
        finally:
            with self._lock:
                self._inflight.pop(ckey, None)
        mine.set_result(got)
        return got

    async def _lookup(self, ckey: bytes, host: str | None, text: str, limit: int) -> dict[str, Any] | Refusal:
        client = client_key(host)
        adm = self.limits.admit(client, len(text))
        if adm.refused:
            return await self.refused(self._refusal(adm))
        started = time.monotonic()
        charge = [0.0]
        deferred = False
        try:
            if adm.wait:
                await asyncio.sleep(adm.wait)
            try:
                fut = self.pool.submit(text, limit)
            except PoolError as e:
                return Refusal(503, "busy", f"The server is busy: {e}.", 1)
            try:
                left = self.timeout_s - (time.monotonic() - started)
                answer = await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(fut)), max(0.01, left))
            except TimeoutError:
                deferred = True  # charged when the worker is done with it

                def later(f: Future[Answer]) -> None:
                    exc = f.exception() if not f.cancelled() else None
                    used = f.result().cpu if exc is None and not f.cancelled() else getattr(exc, "cpu", 0.0)
                    self.limits.release(client, used, adm.reserved, len(text))

                fut.add_done_callback(later)
                return Refusal(503, "timeout", f"The lookup did not finish within {self.timeout_s:g} s.", 1)
            except PoolError as e:
                charge[0] = e.cpu
                if e.kind == "budget":
                    return Refusal(503, "budget", f"The lookup was stopped: {e}. Paste less: the error message "
                                   "and the traceback around it.")
                if e.kind == "busy":
                    return Refusal(503, "busy", f"The server is busy: {e}.", 1)
                if e.kind == "timeout":
                    return Refusal(503, "timeout", f"The lookup did not finish within {self.timeout_s:g} s.", 1)
                raise
            charge[0] = answer.cpu
            return self.cache.put(ckey, answer.matches, answer.source, answer.possible)
        finally:
            if not deferred:
                self.limits.release(client, charge[0], adm.reserved, len(text))


if __name__ == "__main__":  # pragma: no cover - the worker process
    worker_main(sys.argv[1])
