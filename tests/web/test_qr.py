"""The invite QR code: an SVG that encodes exactly the table's invite
link, read back module by module; an unknown table is a 404."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import httpx2
import segno

from tests.web.clients import create_table
from tests.web.servers import Running

SVG = "{http://www.w3.org/2000/svg}"


def dark_modules(svg: bytes) -> tuple[set[tuple[int, int]], int]:
    """The dark modules an SVG path of horizontal runs draws, and the border it leaves."""
    root = ET.fromstring(svg)
    path = root.find(f"{SVG}path")
    assert path is not None and path.get("transform") == "scale(8)"
    x = y = 0.0
    dark: set[tuple[int, int]] = set()
    for command, a, b in re.findall(r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", path.get("d", "")):
        if command == "M":
            x, y = float(a), float(b)
        elif command == "m":
            x, y = x + float(a), y + float(b)
        else:
            dark.update((int(x) + i, int(y - 0.5)) for i in range(int(a)))
            x += float(a)
    view = root.get("viewBox", "").split()
    size = int(float(view[2]) / 8)
    return dark, size


def test_qr_code_encodes_the_invite_link(server: Running) -> None:
    created = create_table(server.http)
    answer = httpx2.get(f"{server.http}/api/tables/{created['code']}/qr.svg")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert created["invite_url"] in answer.text  # in the title, for screen readers
    dark, size = dark_modules(answer.content)
    expected = segno.make_qr(created["invite_url"], error="m")
    matrix = expected.matrix
    assert size == len(matrix) + 8
    wanted = {(col + 4, row + 4) for row, line in enumerate(matrix)
              for col, value in enumerate(line) if value}
    assert dark == wanted
    finder = {(4 + i, 4) for i in range(7)}  # the top row of the top-left finder pattern
    assert finder <= dark


def test_qr_code_of_an_unknown_table_is_404(server: Running) -> None:
    answer = httpx2.get(f"{server.http}/api/tables/nope/qr.svg")
    assert answer.status_code == 404
    body = answer.json()
    assert {key: body[key] for key in ("code", "detail", "reason")} == {
        "code": "unknown_table", "detail": "there is no table 'nope'",
        "reason": {"code": "unknown_table", "params": {}}}
    assert body["message"] == "Diesen Tisch gibt es nicht (mehr)."  # server.unknown_table
