"""The public socket of a serving process (serve.py, ``_listen``): shared with other
worker processes it is only bound until uvicorn serves on it, so the kernel hands no
connection to a worker that is still starting; alone it listens at once."""

from __future__ import annotations

import contextlib
import socket

from maumau.web.operations import serve


def accepts_connections(bound: socket.socket) -> bool:
    host, port = bound.getsockname()[:2]
    with contextlib.suppress(ConnectionRefusedError), \
            socket.create_connection((host, port), timeout=5):
        return True
    return False


def test_a_shared_socket_is_only_bound_until_the_server_listens_on_it() -> None:
    shared = serve._listen("127.0.0.1", 0, reuse_port=True)
    try:
        assert shared.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT) == 1
        assert not accepts_connections(shared)
        shared.listen(serve.BACKLOG)  # what uvicorn does once the app has started
        assert accepts_connections(shared)
    finally:
        shared.close()


def test_a_socket_of_its_own_listens_at_once() -> None:
    alone = serve._listen("127.0.0.1", 0, reuse_port=False)
    try:
        assert accepts_connections(alone)
    finally:
        alone.close()
