"""Fixtures of the web tests: an app with a fresh SQLite file, a real server in a thread."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from maumau.web.app import create_app
from maumau.web.config import Settings
from tests.web.servers import Running, server_in_thread


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings.resolve(None, tmp_path))) as test_client:
        yield test_client


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Running]:
    with server_in_thread(tmp_path) as running:
        yield running
