"""Fixed positions of classic Mau Mau and compact readings of a round.

Positions come from :mod:`tests.support.shedding_positions` with the variant filled in
(a test names only what matters; every other card goes where ``rest`` says), so the
builder exists once for all shedding games; this module adds the classic readings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from maumau import Ruleset
from maumau.games.shedding.round import SheddingRound
from tests.support import shedding_positions
from tests.support.shedding_positions import brief, codes, hand as hand_of, legal, loaded

__all__ = ["brief", "classic_rules", "deal_where", "expected", "hand_of", "legal", "load",
           "loaded", "position", "state"]

VARIANT = "classic"


def classic_rules(players: int, options: Mapping[str, object] | None = None,
                  preset: str | None = None) -> Ruleset:
    return Ruleset.create(VARIANT, players, preset, dict(options or {}))


def position(hands: Sequence[str], discard: str, **fields: Any) -> dict[str, Any]:
    """A classic position JSON (see :func:`tests.support.shedding_positions.position`)."""
    return shedding_positions.position(VARIANT, hands, discard, **fields)


def load(hands: Sequence[str], discard: str, **fields: Any) -> SheddingRound:
    """Load a :func:`position` as a playable round."""
    return shedding_positions.load(VARIANT, hands, discard, **fields)


# ----------------------------------------------------------------------- readings


def state(game: SheddingRound) -> dict[str, Any]:
    """The public table and every hand (sorted), in the shape :func:`expected` builds."""
    data = game.to_position()
    return {
        "hands": [_sorted_text(hand) for hand in data["hands"]],
        "top": data["discard"][-1],
        "to_move": game.to_move,
        "direction": data["direction"],
        "phase": game.phase,
        "pending": data["pending_draw"],
        "wish": data["wish"],
        "mau": [seat for seat, ready in enumerate(data["mau"]) if ready],
    }


def expected(*, hands: Sequence[str], top: str, to_move: int | None, direction: int = 1,
             phase: str = "play", pending: int = 0, wish: str | None = None,
             mau: Sequence[int] = ()) -> dict[str, Any]:
    """A whole :func:`state`; the defaults are a plain turn with nothing pending."""
    return {
        "hands": [_sorted_text(hand) for hand in hands],
        "top": top,
        "to_move": to_move,
        "direction": direction,
        "phase": phase,
        "pending": pending,
        "wish": wish,
        "mau": list(mau),
    }


def _sorted_text(hand: str | Sequence[str]) -> str:
    return " ".join(sorted(codes(hand)))


# ----------------------------------------------------------------------- dealt rounds


def deal_where(ruleset: Ruleset, starter: Callable[[str], bool], dealer: int,
               seeds: int = 2000) -> SheddingRound:
    """The first seeded deal (seed 0, 1, ...) whose turned-up card satisfies ``starter``."""
    for seed in range(seeds):
        game = ruleset.game.new_round(ruleset, seed, 0, dealer)
        assert isinstance(game, SheddingRound)
        if starter(game.to_position()["discard"][0]):
            return game
    raise AssertionError(f"no seed below {seeds} turns up a wanted starter card")
