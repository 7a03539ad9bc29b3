"""The hard bot never looks at hidden cards: two rounds that differ only in what its seat
cannot see (other hands, the talon's order, onions it did not lay) give the same view and
the same decision for the same seed; and the bot works from the view alone."""

from __future__ import annotations

import gc
import inspect
import random
from pathlib import Path

import pytest

from maumau import load_position
from maumau.bots import determinize, hard, rollout, tracking
from maumau.bots.hard import HardBot, make_hard
from maumau.core.round import Round
from maumau.variants.heuldoch_rules import CARD_MASK, DOWN, KNOWN_SHIFT
from tests.bots.test_tracking import decisions

CASES = [
    ("classic", {}),
    ("tabaluga", {}),
    ("emojical", {}),
    ("heuldoch", {"special_cards": True}),
]
ITERATIONS = 24


def with_hidden_cards_moved(game: Round, seat: int, rng: random.Random) -> Round:
    """A twin of ``game`` whose hidden cards (other hands, talon, onions ``seat`` does not
    know) are dealt anew; everything ``seat`` can see stays as it is."""
    twin = game.copy()
    others = [other for other in range(twin.n) if other != seat]
    hidden = [card for other in others for card in twin.hands[other]] + twin.talon
    rng.shuffle(hidden)
    for other in others:
        size = len(twin.hands[other])
        twin.hands[other] = [hidden.pop() for _ in range(size)]
    twin.talon = hidden
    piles = getattr(twin, "piles", None)
    if piles is not None:
        slots = [(pile, at) for pile in piles for at, entry in enumerate(pile)
                 if entry >= DOWN and not (entry >> KNOWN_SHIFT) >> seat & 1]
        onions = [pile[at] & CARD_MASK for pile, at in slots]
        rng.shuffle(onions)
        for (pile, at), card in zip(slots, onions, strict=True):
            pile[at] = card | (pile[at] & ~CARD_MASK)
    return twin


def positions_to_decide(variant: str, options: dict[str, object]) -> list[Round]:
    """Decisions with a real choice from a few rounds, each kept as its own copy."""
    found: list[Round] = []
    for seed in range(3):
        for index, game in enumerate(decisions(variant, options, seed)):
            if index % 5 == 2 and len(game.legal_actions()) > 1:
                found.append(game.copy())
    return found[::3][:6]


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_hidden_cards_do_not_change_the_view_or_the_decision(
        variant: str, options: dict[str, object]) -> None:
    rng = random.Random(variant)
    bot = make_hard(variant, iterations=ITERATIONS)
    games = positions_to_decide(variant, options)
    assert len(games) >= 4
    for game in games:
        seat = game.to_move
        assert seat is not None
        twin = with_hidden_cards_moved(game, seat, rng)
        assert twin.hands != game.hands or twin.talon != game.talon
        view, twin_view = game.view(seat), twin.view(seat)
        assert view.to_dict() == twin_view.to_dict()
        assert bot.choose(view, random.Random(9)) is bot.choose(twin_view, random.Random(9))


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_rounds_loaded_without_history_decide_alike(variant: str, options: dict[str, object]
                                                    ) -> None:
    """The same from positions, where the bot reads the table without any history."""
    rng = random.Random(f"loaded {variant}")
    bot = make_hard(variant, iterations=ITERATIONS)
    for game in positions_to_decide(variant, options)[:3]:
        seat = game.to_move
        assert seat is not None
        loaded = load_position(game.to_position())
        twin = load_position(with_hidden_cards_moved(loaded, seat, rng).to_position())
        view, twin_view = loaded.view(seat), twin.view(seat)
        assert view.to_dict() == twin_view.to_dict()
        assert bot.choose(view, random.Random(4)) is bot.choose(twin_view, random.Random(4))


def test_the_bot_decides_from_a_view_whose_round_is_gone() -> None:
    game = next(g for g in decisions("emojical", {}, 7) if len(g.legal_actions()) > 2)
    view = game.view(game.to_move)
    expected = make_hard("emojical", iterations=ITERATIONS).choose(view, random.Random(2))
    del game
    gc.collect()
    assert make_hard("emojical", iterations=ITERATIONS).choose(view, random.Random(2)) \
        is expected


def test_the_bot_accepts_only_a_view() -> None:
    parameters = list(inspect.signature(HardBot.choose).parameters)
    assert parameters == ["self", "view", "rng"]
    for module in (hard, determinize, tracking, rollout):
        source = Path(inspect.getfile(module)).read_text(encoding="utf-8")
        for peek in ("debug_view", "to_position", "load_position", "from_position", "Match"):
            assert peek not in source, f"{module.__name__} mentions {peek}"
