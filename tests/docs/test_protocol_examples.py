"""docs/protocol.md's JSON examples are what the server takes: every ``json`` block of the
page is JSON, and the request bodies it shows (named on the line before the block, such as
```CreateTable`:``) are sent to a test app, which must accept them."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from maumau.web.config import Settings
from maumau.web.operations.app import create_app
from tests.docs.markdown_blocks import ROOT, Block, blocks

PAGE = ROOT / "docs" / "protocol.md"
REQUESTS = {"CreateTable": ("POST", "/api/tables", 201)}
"""The request bodies the page shows by name: where each is sent, and the answer's status."""
NAMED = re.compile(r"^`(?P<name>\w+)`:\s*$")

JSON_BLOCKS = [block for block in blocks(PAGE) if block.language == "json"]


def named(block: Block) -> str | None:
    """The name on the page's last non-blank line before the block (```CreateTable`:``)."""
    lines = PAGE.read_text(encoding="utf-8").split("\n")[:block.line - 1]
    before = next((line for line in reversed(lines) if line.strip()), "")
    found = NAMED.match(before.strip())
    return found["name"] if found else None


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings.resolve(None, tmp_path))) as test_client:
        yield test_client


@pytest.mark.parametrize("block", JSON_BLOCKS, ids=lambda block: block.name)
def test_every_json_example_is_json(block: Block) -> None:
    json.loads(block.text)


def test_every_request_the_page_names_is_shown() -> None:
    assert {named(block) for block in JSON_BLOCKS} >= set(REQUESTS)


@pytest.mark.parametrize("block", [block for block in JSON_BLOCKS if named(block) in REQUESTS],
                         ids=lambda block: block.name)
def test_a_request_example_is_accepted(block: Block, client: TestClient) -> None:
    name = named(block)
    assert name is not None
    method, path, status = REQUESTS[name]
    answer = client.request(method, path, json=json.loads(block.text))
    assert answer.status_code == status, answer.text
