"""Every WebSocket refusal a person can meet names its reason by code and params, and each
reason has a German and an English text (``why.<code>``) with exactly the fields it sends,
so the page never has to show the server's English ``message``.

The walk reads the web server's source (AST): each ``ProtocolError(...)``,
``BadMessage(...)`` and ``messages.error(...)`` with a literal code must give ``why=`` (a
literal) or a library ``reason``; a code that is not a literal passes another refusal on.
"""

from __future__ import annotations

import ast
import string
from dataclasses import dataclass
from pathlib import Path

import pytest

import maumau.web
from maumau import i18n

WEB = Path(maumau.web.__file__).parent
RAISERS = {"ProtocolError", "BadMessage"}
# ``reason`` as a positional argument: ProtocolError(code, message, reason),
# messages.error(code, message, ref, reason)
REASON_AT = {"ProtocolError": 2, "error": 3}
# helpers that build a refusal's params
PARAM_HELPERS = {"_where": {"seat", "place"}}


@dataclass(frozen=True)
class Site:
    where: str
    code: str | None
    why: str | None
    has_reason: bool
    params: frozenset[str] | None  # None: not known from the source


def _name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name) and func.id in RAISERS:
        return func.id
    if isinstance(func, ast.Attribute) and func.attr == "error" and isinstance(
            func.value, ast.Name) and func.value.id == "messages":
        return "error"
    return None


def _params(node: ast.expr | None) -> frozenset[str] | None:
    if node is None:
        return frozenset()
    if isinstance(node, ast.Dict) and all(isinstance(key, ast.Constant) for key in node.keys):
        return frozenset(str(key.value) for key in node.keys if isinstance(key, ast.Constant))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
            node.func.id in PARAM_HELPERS):
        return frozenset(PARAM_HELPERS[node.func.id])
    return None


def sites() -> list[Site]:
    found = []
    for path in sorted(WEB.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or (name := _name(node)) is None:
                continue
            if not node.args:
                continue  # a subclass's super().__init__ passes its arguments on
            first = node.args[0]
            code = first.value if isinstance(first, ast.Constant) and isinstance(
                first.value, str) else None
            keywords = {keyword.arg: keyword.value for keyword in node.keywords}
            why = keywords.get("why")
            at = REASON_AT.get(name)
            reason = keywords.get("reason") or (
                node.args[at] if at is not None and len(node.args) > at else None)
            found.append(Site(
                f"{path.relative_to(WEB)}:{node.lineno}", code,
                why.value if isinstance(why, ast.Constant) and isinstance(why.value, str)
                else None,
                reason is not None and not (isinstance(reason, ast.Constant)
                                            and reason.value is None),
                _params(keywords.get("params"))))
    return found


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_walk_finds_the_refusals() -> None:
    found = sites()
    assert len(found) > 40
    whys = {site.why for site in found}
    assert {"seat_not_free", "not_to_move", "field_long", "message_size"} <= whys


def test_every_refusal_with_a_code_names_its_reason() -> None:
    bare = [site.where for site in sites()
            if site.code is not None and site.why is None and not site.has_reason]
    assert not bare, bare


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_reason_has_a_text_with_its_fields(lang: str) -> None:
    texts = i18n.messages(lang)
    missing, unfilled = [], []
    for site in sites():
        if site.why is None:
            continue
        key = "why." + site.why
        if key not in texts:
            missing.append(f"{site.where}: {key}")
            continue
        if site.params is None:
            continue
        for form in (key, key + ".one"):
            if form in texts and not fields(texts[form]) <= site.params:
                unfilled.append(f"{site.where}: {form} needs "
                                f"{sorted(fields(texts[form]) - site.params)}")
    assert not missing, missing
    assert not unfilled, unfilled
