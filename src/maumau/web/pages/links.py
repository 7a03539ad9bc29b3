"""The absolute links the server hands out (invitations, QR codes, share links): built on
the configured public URL (``Settings.public_url``) where one is set, so a forged ``Host``
header cannot point an invitation elsewhere."""

from __future__ import annotations

from starlette.requests import Request

from maumau.web.config import Settings

__all__ = [
    "public_base",
    "public_link",
]


def public_link(settings: Settings, request: Request, name: str, **params: str) -> str:
    """The absolute link of route ``name``: on the configured public URL where one is set,
    else on the request's own (its ``Host`` header: a server on a trusted network)."""
    if settings.public_url:
        path = request.app.url_path_for(name, **params)
        return settings.public_url.rstrip("/") + str(path)
    return str(request.url_for(name, **params))


def public_base(settings: Settings, request: Request) -> str:
    """The server's public base URL without a trailing slash (see :func:`public_link`)."""
    return (settings.public_url or str(request.base_url)).rstrip("/")
