"""GET /api/i18n/{lang}: the page's catalogue, German for an unknown language."""

from __future__ import annotations

from fastapi.testclient import TestClient

from maumau import i18n


def test_the_catalogue_of_each_language_is_served(client: TestClient) -> None:
    for lang in i18n.LANGUAGES:
        reply = client.get(f"/api/i18n/{lang}")
        assert reply.status_code == 200
        body = reply.json()
        assert body["lang"] == lang
        assert body["messages"] == dict(i18n.messages(lang))
    assert client.get("/api/i18n/en").json()["messages"]["page.join.watch"] == "Just watch"


def test_an_unknown_language_gets_german(client: TestClient) -> None:
    for lang in ("fr", "xx", "DE"):
        body = client.get(f"/api/i18n/{lang}").json()
        assert body["lang"] == "de"
        assert body["messages"]["page.join.watch"] == "Nur zuschauen"
