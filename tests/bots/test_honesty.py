"""No bot looks at hidden cards: two rounds that differ only in what its seat cannot see
(other hands, the talon's order, onions it did not lay) give the same view and the same
decision for the same seed, at every level; and the bots work from the view alone."""

from __future__ import annotations

import gc
import inspect
import random
from pathlib import Path

import pytest

import maumau.bots
from maumau import load_position
from maumau.bots import make_bot
from maumau.bots.builtin import BUILTIN_BOTS
from maumau.bots.hard import make_hard
from maumau.core.bot import Bot
from maumau.core.round import Round
from maumau.games.heuldoch.rules import CARD_MASK, DOWN, KNOWN_SHIFT
from tests.bots.test_tracking import decisions

CASES = [
    ("classic", {}),
    ("tabaluga", {}),
    ("emojical", {}),
    ("heuldoch", {"special_cards": True}),
]
ITERATIONS = 24
LEVELS = sorted(BUILTIN_BOTS)


def bot_of(level: str, variant: str) -> Bot:
    """The level's bot; the hard one with a small search, so the tests stay quick."""
    if level == "hard":
        return make_hard(variant, iterations=ITERATIONS)
    return make_bot(level, variant)


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


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("variant", "options"), CASES)
def test_hidden_cards_do_not_change_the_view_or_the_decision(
        level: str, variant: str, options: dict[str, object]) -> None:
    rng = random.Random(variant)
    bot = bot_of(level, variant)
    games = positions_to_decide(variant, options)
    assert len(games) >= 4
    for game in games:
        seat = game.to_move
        assert seat is not None
        twin = with_hidden_cards_moved(game, seat, rng)
        assert twin.hands != game.hands or twin.talon != game.talon
        view, twin_view = game.view(seat), twin.view(seat)
        assert view.to_dict() == twin_view.to_dict()
        assert bot.choose(view, random.Random(9)) == bot.choose(twin_view, random.Random(9))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("variant", "options"), CASES)
def test_rounds_loaded_without_history_decide_alike(level: str, variant: str,
                                                    options: dict[str, object]) -> None:
    """The same from positions, where the bot reads the table without any history."""
    rng = random.Random(f"loaded {variant}")
    bot = bot_of(level, variant)
    for game in positions_to_decide(variant, options)[:3]:
        seat = game.to_move
        assert seat is not None
        loaded = load_position(game.to_position())
        twin = load_position(with_hidden_cards_moved(loaded, seat, rng).to_position())
        view, twin_view = loaded.view(seat), twin.view(seat)
        assert view.to_dict() == twin_view.to_dict()
        assert bot.choose(view, random.Random(4)) == bot.choose(twin_view, random.Random(4))


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_decides_from_a_view_whose_round_is_gone(level: str) -> None:
    game = next(g for g in decisions("emojical", {}, 7) if len(g.legal_actions()) > 2)
    view = game.view(game.to_move)
    expected = bot_of(level, "emojical").choose(view, random.Random(2))
    del game
    gc.collect()
    assert bot_of(level, "emojical").choose(view, random.Random(2)) == expected


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("variant", "options"), CASES)
def test_every_bot_accepts_only_a_view(level: str, variant: str,
                                       options: dict[str, object]) -> None:
    parameters = list(inspect.signature(type(bot_of(level, variant)).choose).parameters)
    assert parameters == ["self", "view", "rng"]


def test_no_bot_module_reaches_for_the_round() -> None:
    """Every module of the bots package and every game's players: no debug view, no
    position, no match."""
    folder = Path(inspect.getfile(maumau.bots)).parent
    games = folder.parent / "games"
    players = ("simple_bot", "easy_bot", "medium_bot", "memory", "tracking", "guess",
               "playout", "search")
    modules = sorted(folder.glob("*.py")) + sorted(
        path for path in games.rglob("*.py") if path.stem in players)
    assert len(modules) > 15
    for module in modules:
        source = module.read_text(encoding="utf-8")
        for peek in ("debug_view", "to_position", "load_position", "from_position", "Match"):
            assert peek not in source, f"{module.name} mentions {peek}"
