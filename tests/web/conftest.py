"""Fixtures of the web tests: an app with a fresh SQLite file, a real server in a thread."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from maumau.web.config import Settings
from maumau.web.operations.app import create_app
from tests.web.servers import Running, postgres_binaries, postgres_server, server_in_thread


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings.resolve(None, tmp_path))) as test_client:
        yield test_client


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Running]:
    with server_in_thread(tmp_path) as running:
        yield running


@pytest.fixture
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A throwaway PostgreSQL server's URL: skipped locally without its binaries, a
    failure in CI (``CI`` set), where ``make test`` installs them."""
    if postgres_binaries() is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL binaries are missing (apt-get install postgresql)")
        pytest.skip("PostgreSQL binaries are not installed")
    with postgres_server(tmp_path_factory.mktemp("postgres")) as url:
        yield url
