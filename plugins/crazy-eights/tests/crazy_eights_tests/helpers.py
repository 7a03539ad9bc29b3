"""Fixed positions of Crazy Eights and short readings of a round.

A position names only what matters (hands, the discard pile, the talon's first cards,
whose turn, options); every other card goes to the talon below the named ones, or where
``rest`` says. Positions are built and checked by maumau's own builder, so each holds the
whole pack exactly once and loads like a saved game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from maumau import Event, EventKind, IllegalActionError, Round, Ruleset, build_position
from maumau.core.position import load_position
from maumau.games.shedding.round import SheddingRound

NAME = "crazy_eights"


def rules(players: int, preset: str | None = None, **options: object) -> Ruleset:
    return Ruleset.create(NAME, players, preset, options)


def position(hands: Sequence[str], discard: str, *, options: Mapping[str, object] | None = None,
             preset: str | None = None, **fields: Any) -> dict[str, Any]:
    """A checked position: one hand per seat (codes as text), the discard pile bottom to
    top, and any other position field (``talon`` top first, ``to_move``, ``draws`` ...)."""
    ruleset = Ruleset.create(NAME, len(hands), preset, dict(options or {}))
    return build_position(ruleset, hands=list(hands), discard=discard, **fields)


def load(hands: Sequence[str], discard: str, **fields: Any) -> SheddingRound:
    game = load_position(position(hands, discard, **fields))
    assert isinstance(game, SheddingRound)
    return game


def legal(game: Round) -> list[str]:
    """The legal actions in notation, in the engine's order."""
    return [str(action) for action in game.legal_actions()]


def kinds(events: Sequence[Event]) -> list[EventKind]:
    return [event.kind for event in events]


def refusal_code(game: Round, text: str) -> str:
    """The refusal code of an action the round does not take (and which changes nothing)."""
    before = game.to_position()
    try:
        game.play(text)
    except IllegalActionError as refused:
        assert game.to_position() == before
        return refused.code
    raise AssertionError(f"{text} was accepted")


def hand(game: Round, seat: int) -> list[str]:
    return game.deck.codes_of(game.hands[seat])


def all_cards(game: Round) -> Counter[str]:
    """Every card of the round, wherever it lies."""
    codes = game.deck.codes_of
    found = Counter(codes(game.talon)) + Counter(codes(game.discard))
    for cards in game.hands:
        found += Counter(codes(cards))
    return found
