"""The names a python-chess or OpenSpiel user looks for, the chance view, and clean
namespaces (``__all__`` in every public module; ``maumau.rl`` shows only its own names)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import random
from collections import Counter
from pathlib import Path

import pytest

import maumau
from maumau import Ruleset
from maumau.core.errors import MatchStateError
from maumau.core.registry import all_variants
from maumau.core.round import Round, chance_outcomes_seen

GAMES = sorted(variant.name for variant in all_variants())
SOURCE = Path(maumau.__file__).parent


def table_of(name: str) -> Ruleset:
    variant = next(game for game in all_variants() if game.name == name)
    return Ruleset.create(name, max(variant.min_players, min(4, variant.max_players)))


def played(name: str, seed: int, steps: int) -> Round:
    ruleset = table_of(name)
    game = ruleset.game.new_round(ruleset, seed, 0, ruleset.game.first_dealer(ruleset))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.result is not None:
            break
        game.apply(rng.choice(list(game.legal_actions())))
    return game


@pytest.mark.parametrize("name", GAMES)
def test_the_aliases_mean_what_they_alias(name: str) -> None:
    game = played(name, 3, 10)
    assert game.current_player() == game.to_move
    assert game.is_terminal() is game.is_over() is False
    assert game.returns() == [0.0] * game.n
    twin = game.clone()
    assert type(twin) is type(game) and twin is not game
    assert twin.to_position() == game.to_position()
    twin.apply(twin.legal_actions()[0])
    assert twin.to_position() != game.to_position()


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_round_returns_the_win_shares(name: str) -> None:
    game = played(name, 5, 100_000)
    assert game.result is not None
    assert game.is_terminal() and game.current_player() is None
    returns = game.returns()
    winners = game.result.winners
    assert returns == [1 / len(winners) if seat in winners else 0.0
                       for seat in range(game.n)]
    assert sum(returns) == pytest.approx(1.0 if winners else 0.0)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_full_rounds_chance_outcome_is_the_next_card_drawn(name: str, seed: int) -> None:
    """Where the seat to move draws, the card it gets is the certain outcome."""
    ruleset = table_of(name)
    rng = random.Random(seed)
    game = ruleset.game.new_round(ruleset, seed, 0, ruleset.game.first_dealer(ruleset))
    draws = 0
    while game.result is None and draws < 5:
        outcomes = game.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0) or outcomes == []
        if game.talon:
            assert outcomes == [(game.deck.cards[game.talon[-1]], 1.0)]
        legal = list(game.legal_actions())
        draw = next((a for a in legal if str(a) == "draw"), None)
        if draw is not None and outcomes and rng.random() < 0.5:
            seat = game.to_move
            assert seat is not None
            before = Counter(game.hands[seat])
            game.apply(draw)
            got = Counter(game.hands[seat]) - before
            if got:
                assert game.deck.cards[next(iter(got))] == outcomes[0][0] or sum(
                    got.values()) > 1
                draws += 1
        else:
            game.apply(rng.choice(legal))
    assert not game.talon or game.chance_outcomes()


@pytest.mark.parametrize("name", GAMES)
def test_a_seats_chance_view_is_uniform_over_the_cards_it_cannot_see(name: str) -> None:
    game = played(name, 4, 12)
    seat = game.to_move if game.to_move is not None else 0
    outcomes = chance_outcomes_seen(game.view(seat))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    codes = [card.code for card, _ in outcomes]
    assert len(codes) == len(set(codes))
    hidden = Counter(game.deck.cards[card].code for other in range(game.n) if other != seat
                     for card in game.hands[other])
    hidden += Counter(game.deck.cards[card].code for card in game.talon)
    assert set(hidden) <= set(codes)  # every card it cannot see may come
    unseen = round(1 / min(p for _, p in outcomes))
    for card, probability in outcomes:
        assert probability * unseen == pytest.approx(round(probability * unseen))
        assert card.code in hidden or probability * unseen >= 1  # e.g. buried discards
    with pytest.raises(MatchStateError):
        chance_outcomes_seen(game.view(None))


def test_without_card_tracking_the_chance_view_is_all_but_the_own_hand(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = played("classic", 4, 6)
    seat = game.to_move
    assert seat is not None
    monkeypatch.setattr(type(game.ruleset.game), "search", lambda self: None)
    outcomes = dict((card.code, p) for card, p in chance_outcomes_seen(game.view(seat)))
    left = len(game.deck) - len(game.hands[seat])
    mine = Counter(game.deck.cards[card].code for card in game.hands[seat])
    for code, count in zip((c.code for c in game.deck.cards), game.deck.counts, strict=True):
        assert outcomes.get(code, 0.0) == pytest.approx((count - mine[code]) / left)


def public_modules() -> list[Path]:
    return sorted(path for path in SOURCE.rglob("*.py")
                  if path.name == "__init__.py" or not path.name.startswith("_"))


def test_every_public_module_declares_all_with_names_it_defines() -> None:
    missing, undefined = [], []
    for path in public_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        listed = None
        defined: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        defined.add(target.id)
                        if target.id == "__all__" and node.value is not None:
                            listed = ast.literal_eval(node.value)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                defined.add(node.name)
            elif isinstance(node, ast.Import | ast.ImportFrom):
                defined.update((alias.asname or alias.name).partition(".")[0]
                               for alias in node.names)
        name = str(path.relative_to(SOURCE.parent))
        if listed is None:
            missing.append(name)
        else:
            undefined += [f"{name}: {entry}" for entry in listed if entry not in defined]
    assert not undefined
    assert not missing, missing


def test_the_rl_namespace_holds_only_its_public_names() -> None:
    rl = importlib.import_module("maumau.rl")
    submodules = {info.name for info in pkgutil.iter_modules(rl.__path__)}
    shown = [name for name in dir(rl) if not name.startswith("_")]
    assert set(shown) <= set(rl.__all__) | submodules, set(shown) - set(rl.__all__)
    for helper in ("Any", "Mapping", "Sequence", "annotations", "TYPE_CHECKING", "numpy"):
        assert not hasattr(rl, helper)


def test_the_package_is_not_its_own_attribute() -> None:
    assert not hasattr(maumau, "maumau")
