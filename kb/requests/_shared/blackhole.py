"""An address on 127.0.0.1 where TCP connection attempts get no answer, as behind a dropping firewall.

A listening socket with a backlog of 0 whose queue is filled by a few connections that are never
accepted: Linux then drops further SYNs instead of answering them, so a client's connect() waits
until its timeout, which is what a firewall or security group that silently drops packets causes.
``blackhole()`` yields ``(port, release)``; ``release()`` starts accepting (the server recovers).
"""
import contextlib
import socket
import threading
import time

__all__ = ["blackhole"]


@contextlib.contextmanager
def blackhole():
    ls = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    ls.bind(("127.0.0.1", 0))
    ls.listen(0)
    port = ls.getsockname()[1]
    fillers = []
    for _ in range(3):
        c = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        c.setblocking(False)
        with contextlib.suppress(BlockingIOError, OSError):
            c.connect(("127.0.0.1", port))
        fillers.append(c)
    time.sleep(0.2)
    state = {"handler": None, "stop": False}

    def release(handler):
        """Start accepting: every accepted connection (fillers first) goes to ``handler(conn)``."""
        state["handler"] = handler
        if state["stop"]:
            return
        ls.settimeout(0.1)

        def loop():
            while not state["stop"]:
                try:
                    conn, _ = ls.accept()
                except socket.timeout:
                    continue
                except OSError:
                    return
                threading.Thread(target=handler, args=(conn,), daemon=True).start()
        threading.Thread(target=loop, daemon=True).start()
        for c in fillers:
            with contextlib.suppress(OSError):
                c.close()

    try:
        yield port, release
    finally:
        state["stop"] = True
        for c in fillers:
            with contextlib.suppress(OSError):
                c.close()
        ls.close()
