"""The two kinds of refusal the server gives: a WebSocket ``error`` and an HTTP error."""

from __future__ import annotations

from typing import Any

__all__ = [
    "ApiError",
    "ProtocolError",
    "ServeError",
]


class ProtocolError(Exception):
    """A WebSocket message was refused; nothing changed. ``code`` is from docs/protocol.md.

    ``reason`` is the library refusal behind it, ``{"code", "params"}`` (an illegal action:
    why), for the page to render in its language; any other refusal names its reason with
    ``why`` (a ``why.<code>`` catalogue text) and ``params``, sent as the same ``reason``.
    """

    def __init__(self, code: str, message: str,
                 reason: dict[str, Any] | None = None, *, why: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        if reason is None and why is not None:
            reason = {"code": why, "params": params or {}}
        self.reason = reason


class ApiError(Exception):
    """An HTTP request was refused: answered as ``{"detail", "code"}`` with ``status``,
    plus ``params`` (extra fields such as ``refusal`` and ``message``) where given."""

    def __init__(self, status: int, code: str, detail: str,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.params = params or {}


class ServeError(Exception):
    """The server cannot start as asked; ``code`` names the catalogue text
    ``error.<code>``, ``params`` fill it in, ``status`` is the exit status."""

    def __init__(self, code: str, message: str, status: int = 2,
                 **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.status = status
        self.params = params
