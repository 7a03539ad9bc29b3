"""The two kinds of refusal the server gives: a WebSocket ``error`` and an HTTP error."""

from __future__ import annotations


class ProtocolError(Exception):
    """A WebSocket message was refused; nothing changed. ``code`` is from docs/protocol.md.
    ``reason`` is the library's refusal (``{"code", "params"}``) where there is one, so the
    page can say why in the player's language."""

    def __init__(self, code: str, message: str,
                 reason: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason


class ApiError(Exception):
    """An HTTP request was refused: answered as ``{"detail", "code"}`` with ``status``."""

    def __init__(self, status: int, code: str, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
