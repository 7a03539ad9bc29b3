"""Positions and deals by hand: name the cards that matter, the rest go where you say.

:func:`build_position` writes a whole position from the cards a test or a tutorial cares
about: the hands, and whatever the game's other fields say (a discard pile, Heul doch!'s
piles, a pending effect); every card of the pack not named goes to the talon (below the
named talon cards) or wherever ``rest`` says. :func:`arranged_pack` orders a pack so that
an ordinary deal hands out chosen hands and turns up chosen cards (``Match.deal``).
Both refuse a card named more often than the pack holds it, or one the pack lacks, with
a :class:`PositionError` naming the card. docs/positions.md describes every field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from maumau.core.chance import Seed, chance_rng
from maumau.core.errors import PositionError, shown
from maumau.core.position import load_position, seat_params
from maumau.core.round import POSITION_FORMAT, POSITION_VERSION
from maumau.core.ruleset import Ruleset

__all__ = [
    "Cards",
    "Rest",
    "arranged_pack",
    "build_position",
    "check_hand_sizes",
    "codes",
    "unnamed_cards",
]

Cards = str | Sequence[str]
"""Card codes as text (``"7H JC"``) or as a list (``["7H", "JC"]``)."""

Rest = str | int
"""Where the cards not named go: ``"talon"`` (the default), ``"discard"`` or a seat."""


def codes(cards: Cards) -> list[str]:
    """A list of card codes from text or a list."""
    if isinstance(cards, str):
        return cards.split()
    if not all(isinstance(code, str) for code in cards):
        raise PositionError(f"cards must be codes, not {cards!r}", "position_card_codes",
                            {"value": shown(cards)})
    return list(cards)


def build_position(ruleset: Ruleset, *, hands: Sequence[Cards], rest: Rest = "talon",
                   seed: Seed = 0, round_index: int = 0, dealer: int | None = None,
                   **fields: Any) -> dict[str, Any]:
    """A checked position of ``ruleset`` with these hands (one per seat) and ``fields``.

    ``fields`` are position fields (``talon``, ``discard``, ``to_move``, ``wish``,
    ``piles``…); card lists may be text. Fields not given take the values of a round
    at its first decision: seat 0 to move, no effect pending, the dealer the last seat.
    The position is loaded once to check it; a bad one raises :class:`PositionError`.
    """
    game = ruleset.game
    if isinstance(hands, str) or len(hands) != ruleset.players:
        raise PositionError(f"'hands' must list {ruleset.players} hands, one per seat",
                            "position_hands_count", {"players": ruleset.players})
    data: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "ruleset": ruleset.to_dict(),
        "seed": seed,
        "round": round_index,
        "dealer": game.first_dealer(ruleset) if dealer is None else dealer,
        "chance": 1,
        "hands": [codes(hand) for hand in hands],
        "talon": [],
        **game.position_template(ruleset),
    }
    for key, value in fields.items():
        data[key] = codes(value) if key in ("talon", "discard") else value
    data = game.normalise_position(data)
    game.place_rest(data, rest, unnamed_cards(ruleset, game.named_cards(data)))
    load_position(data)
    return data


def unnamed_cards(ruleset: Ruleset, named: Sequence[str]) -> list[str]:
    """The cards of the pack, in deck order, that ``named`` leaves out; refuses a card
    the pack lacks or holds fewer times than it is named."""
    deck = ruleset.game.deck(ruleset)
    counts = Counter(named)
    for code, times in counts.items():
        if code not in deck:
            raise PositionError(f"{code!r} is not a card of the {ruleset.variant} pack",
                                "position_not_in_pack", {"card": code})
        held = deck.counts[deck.id_of(code)]
        if times > held:
            twice = "twice" if times == 2 else f"{times} times"
            raise PositionError(f"{code} is named {twice}, but the pack holds"
                                f" {'it once' if held == 1 else f'{held}'}",
                                "position_named_too_often",
                                {"card": code, "times": times, "held": held})
    return [card.code for card, held in zip(deck.cards, deck.counts, strict=True)
            for _ in range(held - counts[card.code])]


def arranged_pack(ruleset: Ruleset, dealer: int, hands: Sequence[Cards],
                  turned_up: Cards, talon: Cards, seed: Seed) -> list[int]:
    """The pack (as ids, dealt from its end) whose ordinary deal by ``dealer`` gives
    these hands and turns up these cards; the talon then starts with ``talon`` (top
    first) and goes on with the cards not named, shuffled by the seed's first chance."""
    game = ruleset.game
    if not 0 <= dealer < ruleset.players:
        raise PositionError(f"the dealer must be a seat from 0 to {ruleset.players - 1},"
                            f" not {dealer}", "position_number",
                            {"key": "dealer", "low": 0, "high": ruleset.players - 1,
                             "value": shown(dealer)})
    if isinstance(hands, str) or len(hands) != ruleset.players:
        raise PositionError(f"'hands' must list {ruleset.players} hands, one per seat",
                            "position_hands_count", {"players": ruleset.players})
    hand_lists = [codes(hand) for hand in hands]
    turned = codes(turned_up)
    named_talon = codes(talon)
    rest = unnamed_cards(ruleset, [*(c for hand in hand_lists for c in hand), *turned,
                                   *named_talon])
    chance_rng(seed, 0, 0).shuffle(rest)
    order = game.deal_order(ruleset, dealer, hand_lists, turned)
    deck = game.deck(ruleset)
    return deck.ids_of(reversed([*order, *named_talon, *rest]))



def check_hand_sizes(hands: list[list[str]], size: int) -> None:
    """A deal gives every seat ``size`` cards; refuses another size naming the seat."""
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise PositionError(f"the hand of seat {seat} has {len(hand)} cards;"
                                f" a deal gives {size}", "position_deal_size",
                                {**seat_params(seat), "count": len(hand), "size": size})
