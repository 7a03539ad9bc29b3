"""Draws the web app's icons (src/maumau/web/static/icons/icon-192.png and icon-512.png):
a white playing card with a red "M" on the felt green of the table, rasterised here with
the standard library alone, so the committed PNGs can be made again on any machine::

    python3 tools/make_icons.py
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "maumau" / "web" / "static" / "icons"
FELT = (21, 94, 59)
CARD = (255, 255, 255)
EDGE = (200, 200, 200)
RED = (192, 32, 42)
SAMPLES = 4
"""Samples per pixel along each axis (anti-aliasing)."""

# The shapes in a unit square (0..1): the card a rounded rectangle, the "M" four strokes.
CARD_BOX = (0.2, 0.1, 0.8, 0.9)
CARD_RADIUS = 0.07
M_STROKES = [((0.33, 0.68), (0.33, 0.32)), ((0.33, 0.32), (0.5, 0.55)),
             ((0.5, 0.55), (0.67, 0.32)), ((0.67, 0.32), (0.67, 0.68))]
M_WIDTH = 0.045


def in_card(x: float, y: float, grow: float = 0.0) -> bool:
    left, top, right, bottom = CARD_BOX
    left, top, right, bottom = left - grow, top - grow, right + grow, bottom + grow
    radius = CARD_RADIUS + grow
    if not (left <= x <= right and top <= y <= bottom):
        return False
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def in_m(x: float, y: float) -> bool:
    for (ax, ay), (bx, by) in M_STROKES:
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        if (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= M_WIDTH ** 2:
            return True
    return False


def colour(x: float, y: float) -> tuple[int, int, int]:
    if in_m(x, y):
        return RED
    if in_card(x, y):
        return CARD
    if in_card(x, y, 0.012):
        return EDGE
    return FELT


def png(size: int) -> bytes:
    rows = []
    step = 1.0 / (size * SAMPLES)
    for row in range(size):
        line = bytearray([0])
        for column in range(size):
            total = [0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    r, g, b = colour((column * SAMPLES + sx + 0.5) * step,
                                     (row * SAMPLES + sy + 0.5) * step)
                    total[0] += r
                    total[1] += g
                    total[2] += b
            line += bytes(round(value / SAMPLES ** 2) for value in total)
        rows.append(bytes(line))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(png(size))


if __name__ == "__main__":
    main()
