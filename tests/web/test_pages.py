"""One page shell (``web/templates/base.html``): every page renders in both languages with
one head, one top bar and the language mark of the request, the pages keep the marks the
browser tests and the modules find them by, and a page is rendered once per language."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from maumau import i18n
from maumau.web.pages import files as pages

PAGES = {
    "index.html": ("lobby", "/static/js/lobby.js"),
    "table.html": ("table", "/static/js/game.js"),
    "how.html": ("how", "/static/js/how.js"),
    "replay.html": ("replay", "/static/js/replay.js"),
    "social/faq.html": ("faq", "/static/social/js/faq.js"),
    "social/history.html": ("history", "/static/social/js/history.js"),
    "social/rules.html": ("rules", "/static/social/js/rules.js"),
}
"""Every page: its body's class ``page-<name>`` and its module."""


def test_every_page_is_a_template() -> None:
    found = {path.relative_to(pages.TEMPLATES_DIR).as_posix()
             for path in pages.TEMPLATES_DIR.rglob("*.html")
             if not path.name.startswith("_") and path.name not in ("base.html", "page.html")}
    assert found == set(PAGES)
    assert not list(pages.STATIC_DIR.rglob("*.html")), "a page is a template, not a static file"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("name", sorted(PAGES))
def test_every_page_renders_in_both_languages_with_one_shell(name: str, lang: str) -> None:
    html = pages.render(name, lang)
    kind, script = PAGES[name]
    assert html.startswith(f'<!doctype html>\n<html lang="{lang}">\n<head>\n')
    for once in ("<html", "<head>", "</head>", '<meta charset="utf-8">', "<title>Mau Mau</title>",
                 'href="/static/css/style.css"', '<header class="topbar">', 'id="lang"',
                 'class="table-info"', "<body", "</body>", "</html>"):
        assert html.count(once) == 1, (name, once)
    # the pages that may play offline also load early.js, which runs before the module
    # that waits for the engine (docs/offline.md)
    early = ["/static/js/early.js"] if name in ("index.html", "table.html") else []
    assert sorted(re.findall(r'<script type="module" src="([^"]+)"></script>', html)) \
        == sorted([script, *early])
    assert f'<body class="page-{kind}">' in html
    assert "{{" not in html and "{%" not in html
    social = name.startswith("social/")
    assert ('href="/static/social/css/social.css"' in html) == social
    assert html.count('data-i18n="nav.history"') == (0 if name in ("how.html", "replay.html")
                                                      else 1)


def test_the_table_opens_the_site_links_in_a_new_tab_and_the_lobby_does_not() -> None:
    assert pages.render("table.html", "de").count('target="_blank" rel="noopener"') == 3
    assert 'target="_blank"' not in pages.render("index.html", "de").split("<footer")[1]
    assert 'id="table-info"' in pages.render("table.html", "de")
    assert 'id="table-info"' not in pages.render("index.html", "de")


def test_a_page_is_rendered_once_per_language() -> None:
    pages.render.cache_clear()
    for _ in range(3):
        for lang in i18n.LANGUAGES:
            pages.render("index.html", lang)
    assert pages.render.cache_info().misses == len(i18n.LANGUAGES)


def test_a_missing_page_is_a_placeholder_naming_it() -> None:
    html = pages.render("nowhere.html", "en")
    assert '<html lang="en">' in html and "nowhere.html" in html


@pytest.mark.parametrize(("ask", "lang"), [
    ({"params": {"lang": "en"}}, "en"),
    ({"headers": {"accept-language": "en-GB,en;q=0.9"}}, "en"),
    ({}, "de"),
])
def test_the_server_answers_a_page_in_the_requests_language(
        client: TestClient, ask: dict[str, dict[str, str]], lang: str) -> None:
    for path in ("/", "/faq", "/history"):
        answer = client.get(path, **ask)  # type: ignore[arg-type]
        assert answer.status_code == 200, path
        assert answer.headers["content-type"] == "text/html; charset=utf-8"
        assert answer.headers["vary"] == "Accept-Language"
        assert answer.text == pages.render(
            {"/": "index.html"}.get(path, f"social{path}.html"), lang)
        assert int(answer.headers["content-length"]) == len(answer.content)
