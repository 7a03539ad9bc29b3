"""What the server serves for offline play (docs/offline.md, "What the server serves"):
the manifest and its icons, the service worker, and ``/api/offline`` both where Pyodide is
installed and where it is not (an answer, never an error the page would log)."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from maumau.web.config import Settings
from maumau.web.operations.app import create_app
from maumau.web.pages.offline import PYODIDE_FILES


def client_with(pyodide: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                ) -> Iterator[TestClient]:
    monkeypatch.setenv("MAUMAU_PYODIDE_DIR", str(pyodide))
    with TestClient(create_app(Settings.resolve(None, tmp_path / "data"))) as client:
        yield client


@pytest.fixture
def without_pyodide(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    yield from client_with(tmp_path / "nowhere", tmp_path, monkeypatch)


@pytest.fixture
def with_pyodide(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    folder = tmp_path / "pyodide"
    folder.mkdir()
    for name in PYODIDE_FILES:
        (folder / name).write_bytes(f"// {name}\n".encode() * 400)
    (folder / "package.json").write_text('{"version": "314.0.8"}')
    yield from client_with(folder, tmp_path, monkeypatch)


def png_size(body: bytes) -> tuple[int, int]:
    assert body[:8] == b"\x89PNG\r\n\x1a\n" and body[12:16] == b"IHDR"
    width, height = struct.unpack(">II", body[16:24])
    return width, height


def test_without_pyodide_offline_play_is_not_offered_and_nothing_fails(
        without_pyodide: TestClient) -> None:
    answer = without_pyodide.get("/api/offline")
    assert answer.status_code == 200 and answer.json() == {"available": False}
    assert without_pyodide.get("/offline/pyodide/314.0.8/pyodide.mjs").status_code == 404
    assert without_pyodide.get("/sw.js").status_code == 200


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_manifest_makes_the_app_installable(without_pyodide: TestClient, lang: str) -> None:
    manifest = without_pyodide.get(f"/manifest.webmanifest?lang={lang}").json()
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    assert manifest["name"] and manifest["short_name"] and manifest["theme_color"]
    sizes = set()
    for icon in manifest["icons"]:
        image = without_pyodide.get(icon["src"])
        assert image.status_code == 200 and image.headers["content-type"] == "image/png"
        width, height = png_size(image.content)
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add(width)
    assert {192, 512} <= sizes
    page = without_pyodide.get(f"/?lang={lang}").text
    assert 'rel="manifest"' in page


def test_with_pyodide_the_worker_finds_it_and_the_bundle_at_versioned_urls(
        with_pyodide: TestClient) -> None:
    info = with_pyodide.get("/api/offline").json()
    assert info["available"] is True
    assert info["pyodide"] == "/offline/pyodide/314.0.8/"
    loader = with_pyodide.get(info["pyodide"] + "pyodide.mjs",
                              headers={"Accept-Encoding": "gzip"})
    assert loader.status_code == 200 and "immutable" in loader.headers["cache-control"]
    assert loader.text.startswith("// pyodide.mjs")
    bundle = with_pyodide.get(info["bundle"])
    assert bundle.status_code == 200 and bundle.content[:2] == b"PK"
    assert with_pyodide.get("/offline/pyodide/0.0.1/pyodide.mjs").status_code == 404
    assert with_pyodide.get("/offline/bundle/not-the-hash.zip").status_code == 404
    worker = with_pyodide.get("/sw.js").text
    assert info["bundle"] in worker and info["version"] in worker
    raw = with_pyodide.get(info["bundle"], headers={"Accept-Encoding": "identity"})
    assert raw.headers.get("content-encoding") is None
