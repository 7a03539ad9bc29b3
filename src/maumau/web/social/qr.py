"""The invite link as a QR code in SVG, for phones around a real table."""

from __future__ import annotations

import io

import segno

__all__ = [
    "svg",
]


def svg(link: str, title: str) -> bytes:
    """A scalable SVG of ``link`` (error correction M, the standard quiet zone of 4)."""
    code = segno.make_qr(link, error="m")
    out = io.BytesIO()
    code.save(out, kind="svg", scale=8, border=4, xmldecl=False, omitsize=True, title=title,
              svgclass="invite-qr", lineclass="invite-qr-line")
    return out.getvalue()
