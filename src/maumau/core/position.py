"""Positions: a round's whole state as JSON, what FEN is to chess.

A position names its ruleset, seed and round, every hand, the talon's order and whatever
effect is pending. :func:`load_position` refuses an inconsistent one (a card missing or
doubled, a bad seat, an effect that cannot be pending) with a :class:`PositionError`.
The field readers here are shared by every game's loader.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.documents import POSITION_FORMAT, POSITION_VERSION, read_document
from maumau.core.errors import MauMauError, PositionError, cause_of, shown
from maumau.core.ruleset import Ruleset

if TYPE_CHECKING:
    from maumau.core.round import Round

__all__ = [
    "check_all_cards",
    "load_position",
    "position_header",
    "read_bool_list",
    "read_cards",
    "read_hands",
    "read_int",
    "read_seed",
    "seat_params",
]


def position_header(game: Round) -> dict[str, Any]:
    """What every position starts with: format, ruleset, seed, round, dealer, chance
    counter, the hands and the talon (top card first)."""
    return {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "ruleset": game.ruleset.to_dict(),
        "seed": game.seed,
        "round": game.index,
        "dealer": game.dealer,
        "chance": game.chance,
        "hands": [game.deck.codes_of(hand) for hand in game.hands],
        "talon": game.deck.codes_of(reversed(game.talon)),
    }


def load_position(data: Mapping[str, Any] | str) -> Round:
    """Load a round from a position (a dict, or JSON text)."""
    data = read_document(data, "position", POSITION_FORMAT, POSITION_VERSION, PositionError)
    try:
        ruleset = Ruleset.from_dict(data.get("ruleset"))
    except MauMauError as problem:
        raise PositionError(f"bad ruleset: {problem}", "position_ruleset",
                            {"cause": cause_of(problem)}) from None
    return ruleset.game.round_from_position(ruleset, data)


def seat_params(seat: int) -> dict[str, object]:
    """A refusal's params naming a seat: ``seat`` (0-based) and ``place`` (from 1, for people)."""
    return {"seat": seat, "place": seat + 1}


def read_int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise PositionError(f"{key!r} must be a whole number from {low} to {high}, not {value!r}",
                            "position_number", {"key": key, "low": low, "high": high,
                                                "value": shown(value)})
    return value


def read_seed(data: Mapping[str, Any]) -> Seed:
    value = data.get("seed")
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise PositionError(f"'seed' must be a number or text, not {value!r}", "position_seed",
                            {"value": shown(value)})
    return value


def read_bool_list(data: Mapping[str, Any], key: str, length: int) -> list[bool]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != length or not all(
        isinstance(item, bool) for item in value
    ):
        raise PositionError(f"{key!r} must be a list of {length} true/false values",
                            "position_flags", {"key": key, "count": length})
    return list(value)


def read_cards(deck: Deck, value: object, what: str, where: str) -> list[int]:
    """Card codes as ids; ``what`` names the field in English, ``where`` is its JSON path
    (``hands[1]``, ``talon``, ``piles[0].cards``) for the refusal's params."""
    if not isinstance(value, list) or not all(isinstance(code, str) for code in value):
        raise PositionError(f"{what} must be a list of card codes", "position_card_list",
                            {"where": where})
    try:
        return deck.ids_of(value)
    except MauMauError as problem:
        raise PositionError(f"{what}: {problem}", "position_unknown_card",
                            {"where": where, "card": problem.params.get("text", "")}) from None


def read_hands(deck: Deck, data: Mapping[str, Any], players: int) -> list[list[int]]:
    hands = data.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise PositionError(f"'hands' must list {players} hands, one per seat",
                            "position_hands_count", {"players": players})
    return [read_cards(deck, hand, f"hand of seat {seat}", f"hands[{seat}]")
            for seat, hand in enumerate(hands)]


def check_all_cards(deck: Deck, *zones: list[int]) -> None:
    """Every card of the pack is in exactly one place: none missing, none doubled."""
    missing, extra = deck.missing_and_extra(card for zone in zones for card in zone)
    problems = []
    if missing:
        problems.append("missing " + " ".join(missing))
    if extra:
        problems.append("doubled " + " ".join(extra))
    if not problems:
        return
    message = "cards do not add up to the pack: " + "; ".join(problems)
    if missing and extra:
        raise PositionError(message, "position_cards_wrong",
                            {"missing": " ".join(missing), "doubled": " ".join(extra)})
    if extra:
        raise PositionError(message, "position_card_twice", {"cards": " ".join(extra)})
    raise PositionError(message, "position_card_missing", {"cards": " ".join(missing)})
