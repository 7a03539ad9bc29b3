"""The two kinds of refusal the server gives: a WebSocket ``error`` and an HTTP error."""

from __future__ import annotations


class ProtocolError(Exception):
    """A WebSocket message was refused; nothing changed. ``code`` is from docs/protocol.md."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class ApiError(Exception):
    """An HTTP request was refused: answered as ``{"detail", "code"}`` with ``status``."""

    def __init__(self, status: int, code: str, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
