"""Every refusal code the library can raise has a German and an English text.

The codes are found in the source (AST): the ``code`` argument of every construction of a
library error, the first argument of every ``Reason(...)``, every class's ``default_code``
and the option value codes of :data:`maumau.core.options.VALUE_CODES`. A code given by an
expression other than a literal fails the test unless it is one of those known tables, so a
new raise site cannot slip past.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import maumau
from maumau import i18n
from maumau.core.errors import IllegalActionError, NotationError, Reason, RulesetError
from maumau.core.options import VALUE_CODES
from maumau.core.ruleset import Ruleset

PACKAGE = Path(maumau.__file__).parent
ERRORS = {"MauMauError", "RulesetError", "NotationError", "IllegalActionError", "SeatError",
          "MatchStateError", "PositionError", "RecordError", "SetupError", "ClusterError",
          "SimulationError"}
# Raise sites whose code is looked up in a table of literal codes (checked below).
TABLES = {"VALUE_CODES[self.kind]": set(VALUE_CODES.values())}


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _literals(node: ast.expr, where: str) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _literals(node.body, where) | _literals(node.orelse, where)
    text = ast.unparse(node)
    if text in TABLES:
        return TABLES[text]
    raise AssertionError(f"{where}: the refusal code {text} is not a literal")


def _codes_in(path: Path) -> Iterator[tuple[str, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        where = f"{path.relative_to(PACKAGE)}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Call):
            name = _name(node.func)
            code: ast.expr | None = None
            if name == "Reason" and node.args:
                code = node.args[0]
            elif name == "RecordError" or (name == "error" and path.name == "documents.py"):
                # a record error's code is a keyword (its second argument is the round);
                # documents.py raises the class it is given (PositionError or RecordError)
                code = next((k.value for k in node.keywords if k.arg == "code"), None)
            elif name in ERRORS and name != "IllegalActionError":
                keyword = next((k.value for k in node.keywords if k.arg == "code"), None)
                code = node.args[1] if len(node.args) > 1 else keyword
            if code is not None and not (isinstance(code, ast.Constant) and code.value is None):
                for found in _literals(code, where):
                    yield found, where
        elif isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "default_code"
                for target in node.targets):
            for found in _literals(node.value, where):
                yield found, where


def library_codes() -> dict[str, str]:
    """Every refusal code of the package, with one place that raises it."""
    found: dict[str, str] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for code, where in _codes_in(path):
            found.setdefault(code, where)
    return found


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_walk_finds_the_codes_of_every_kind_of_refusal():
    codes = library_codes()
    for expected in ("illegal", "mismatch", "not_wished_suit", "players_range",
                     "option_value_int", "unknown_card", "unreadable_action", "hd_onion",
                     "position", "record", "no_seat", "match_over", "rank_twice"):
        assert expected in codes, expected
    assert len(codes) >= 60


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_refusal_code_has_a_text_in_both_languages(lang: str):
    texts = i18n.messages(lang)
    missing = sorted(code for code in library_codes() if not texts.get(i18n.error_key(code)))
    assert not missing, f"refusal codes without a {lang} text: {missing}"


def test_no_refusal_text_is_left_over_without_a_code():
    keys = {key.removesuffix(i18n.PLURAL_ONE) for key in i18n.messages("de")
            if key.startswith(i18n.ERROR_PREFIX)}  # a plural entry's form for one: KEY.one
    assert keys == {i18n.error_key(code) for code in library_codes()}


def test_the_params_of_a_refusal_fill_its_text_in_both_languages():
    # [I-3] a card must match the top card by suit or rank; the reason names both cards.
    from maumau.core.match import Match

    match = Match(Ruleset.create("classic", 2), seed=7)
    game = match.round
    legal = {str(action) for action in game.legal_actions()}
    hand = game.view(game.to_move).hand if hasattr(game.view(game.to_move), "hand") else []
    refused = None
    for card in hand:
        if str(card) not in legal:
            try:
                match.play(str(card))
            except IllegalActionError as problem:
                refused = problem
                break
    assert refused is not None
    assert refused.code in ("mismatch", "not_wished_suit", "no_wish_on_wish")
    for lang in i18n.LANGUAGES:
        text = i18n.error_text(lang, refused.code, refused.params, "FALLBACK")
        assert text != "FALLBACK" and "{" not in text


def test_a_ruleset_error_names_the_option_and_its_range():
    with pytest.raises(RulesetError) as caught:
        Ruleset.create("classic", 4, None, {"hand_size": 99})
    problem = caught.value
    assert problem.code == "option_value_int"
    assert problem.params["option"] == "hand_size"
    german = i18n.error_text("de", problem.code, problem.params, "")
    assert "hand_size" in german or "Karten" in german
    assert str(problem.params["low"]) in german and str(problem.params["high"]) in german


def test_every_error_has_a_code_and_json_params():
    problem = NotationError("unknown card 'hallo'", "unknown_card", {"text": "hallo"})
    assert problem.code == "unknown_card" and problem.params == {"text": "hallo"}
    plain = RulesetError("something")
    assert plain.code == "ruleset" and plain.params == {"message": "something"}
    reason = Reason("mismatch", "KS does not match 9D", card="KS", top="9D")
    illegal = IllegalActionError("KS", reason)
    assert illegal.code == "mismatch"
    assert illegal.params == {"action": "KS", "card": "KS", "top": "9D"}
    assert str(illegal) == "KS is not legal: KS does not match 9D"


def test_every_refusal_text_uses_only_fields_both_languages_share():
    german, english = i18n.messages("de"), i18n.messages("en")
    for code in library_codes():
        key = i18n.error_key(code)
        assert fields(german[key]) == fields(english[key]), code
