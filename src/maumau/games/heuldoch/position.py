"""Positions of the Heul doch! machine: write one, and load one after checking it.

Besides the common header a position holds ``chance``, ``hands``, ``talon`` (top first),
``discard`` (bottom first), ``to_move`` (null once every hand is empty) and ``piles``: per
seat ``{"cards": [...bottom to top], "face_down": [{"at": i, "known_by": [seats]}]}``.
Face-down cards keep their identity and the seats that know it, so play goes on exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from maumau.core.cards import Deck
from maumau.core.errors import PositionError, shown
from maumau.core.position import (
    check_all_cards,
    position_header,
    read_cards,
    read_hands,
    read_int,
    read_seed,
    seat_params,
)
from maumau.core.ruleset import Ruleset
from maumau.games.heuldoch.rules import (
    HAND_SIZE,
    KATAPULT,
    ONION,
    HeulDochRules,
    card_of,
    face_down_entry,
    face_of,
    is_number,
    knowers_of,
    seats_in,
)
from maumau.games.heuldoch.scoring import round_result

if TYPE_CHECKING:
    from maumau.games.heuldoch.round import HeulDochRound

__all__ = [
    "load_heuldoch",
    "position_of",
]


def position_of(game: HeulDochRound) -> dict[str, Any]:
    deck = game.deck
    data = position_header(game)
    data.update(
        piles=[_pile_of(deck, pile) for pile in game.piles],
        discard=deck.codes_of(game.discard),
        to_move=game.to_move,
    )
    return data


def _pile_of(deck: Deck, pile: list[int]) -> dict[str, Any]:
    return {
        "cards": deck.codes_of(card_of(entry) for entry in pile),
        "face_down": [{"at": at, "known_by": seats_in(knowers_of(entry))}
                      for at, entry in enumerate(pile) if knowers_of(entry)],
    }


def load_heuldoch(cls: type[HeulDochRound], ruleset: Ruleset, rules: HeulDochRules,
                  data: Mapping[str, Any]) -> HeulDochRound:
    """Load a round of the machine ``cls`` from a position (refusing a bad one)."""
    n = ruleset.players
    deck = rules.deck
    game = cls(ruleset, rules, read_seed(data), read_int(data, "round", 0, 10**6),
                         read_int(data, "dealer", 0, n - 1))
    game.chance = read_int(data, "chance", 0, 10**9)
    game.hands = read_hands(deck, data, n)
    game.talon = read_cards(deck, data.get("talon"), "'talon'", "talon")[::-1]
    game.discard = read_cards(deck, data.get("discard"), "'discard'", "discard")
    game.piles = _read_piles(rules, data.get("piles"), n)
    check_all_cards(deck, game.talon, game.discard, *game.hands,
                    *([card_of(entry) for entry in pile] for pile in game.piles))
    _check_hands(game.hands, bool(game.talon))
    _check_specials(rules, game.piles, game.discard)
    game.face = [face_of(pile[-1]) if pile else ONION for pile in game.piles]
    game.held = sum(len(hand) for hand in game.hands)
    to_move = data.get("to_move")
    if not game.held:
        if to_move is not None:
            raise PositionError("every hand is empty: the round is over and 'to_move' is null",
                                "position_over_to_move", {})
        game.result = round_result(game.piles)
        return game
    game.seat = read_int(data, "to_move", 0, n - 1)
    if not game.hands[game.seat]:
        raise PositionError(f"seat {game.seat} is to move but has no cards",
                            "position_to_move_empty", seat_params(game.seat))
    return game


def _read_piles(rules: HeulDochRules, value: object, n: int) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != n:
        raise PositionError(f"'piles' must list {n} piles, one per seat", "position_piles_count",
                            {"players": n})
    return [_read_pile(rules, pile, seat) for seat, pile in enumerate(value)]


def _read_pile(rules: HeulDochRules, value: object, seat: int) -> list[int]:
    what = f"pile of seat {seat}"
    if not isinstance(value, Mapping):
        raise PositionError(f"{what} must be an object with 'cards' and 'face_down'",
                            "position_pile_object", seat_params(seat))
    cards = read_cards(rules.deck, value.get("cards"), f"{what}: 'cards'", f"piles[{seat}].cards")
    for card in cards:
        if not is_number(card):
            code = rules.deck.cards[card].code
            raise PositionError(f"{what}: special card {code} cannot lie on a pile",
                                "position_pile_special", {**seat_params(seat), "card": code})
    pile = list(cards)
    face_down = value.get("face_down")
    if not isinstance(face_down, list):
        raise PositionError(f"{what}: 'face_down' must be a list", "position_face_down_list",
                            seat_params(seat))
    for item in face_down:
        at, knowers = _read_face_down(item, len(pile), rules.players, seat)
        if pile[at] != cards[at]:
            raise PositionError(f"{what}: card {at} is named face down twice",
                                "position_face_down_twice", {**seat_params(seat), "at": at})
        if not rules.special_cards and knowers != 1 << seat:
            raise PositionError(f"{what}: without special cards a face-down card is known"
                                f" by its pile's owner (seat {seat}) alone",
                                "position_face_down_owner", seat_params(seat))
        pile[at] = face_down_entry(cards[at], knowers)
    return pile


def _read_face_down(item: object, height: int, players: int, seat: int) -> tuple[int, int]:
    what = f"pile of seat {seat}"
    if not isinstance(item, Mapping):
        raise PositionError(f"{what}: a face-down entry must be {{'at': i, 'known_by': [...]}}",
                            "position_face_down_entry", seat_params(seat))
    at = item.get("at")
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at < height:
        raise PositionError(f"{what}: face-down 'at' must be a card index from 0 to"
                            f" {height - 1}, not {at!r}", "position_face_down_at",
                            {**seat_params(seat), "high": height - 1, "value": shown(at)})
    seats = item.get("known_by")
    if not isinstance(seats, list) or not seats or not all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players for s in seats
    ) or len(set(seats)) != len(seats):
        raise PositionError(f"{what}: 'known_by' of card {at} must list distinct seats"
                            f" (0 to {players - 1}), at least the one who laid it",
                            "position_known_by", {**seat_params(seat), "at": at,
                                                  "high": players - 1})
    return at, sum(1 << s for s in seats)


def _check_hands(hands: list[list[int]], talon_left: bool) -> None:
    for seat, hand in enumerate(hands):
        if len(hand) > HAND_SIZE:
            raise PositionError(f"seat {seat} holds {len(hand)} cards, more than {HAND_SIZE}",
                                "position_hand_size", {**seat_params(seat), "count": len(hand),
                                                       "size": HAND_SIZE})
        if talon_left and len(hand) != HAND_SIZE:
            raise PositionError(f"seat {seat} holds {len(hand)} cards although the talon"
                                f" lasts: everyone draws back to {HAND_SIZE}",
                                "position_hand_refill", {**seat_params(seat),
                                                         "count": len(hand), "size": HAND_SIZE})


def _check_specials(rules: HeulDochRules, piles: list[list[int]], discard: list[int]) -> None:
    if not rules.special_cards:
        if discard:
            raise PositionError("without special cards the discard pile stays empty",
                                "position_discard_without_specials", {})
        for seat, pile in enumerate(piles):
            if not pile:
                raise PositionError(f"pile of seat {seat} is empty: without special cards"
                                    " no pile ever loses its first card",
                                    "position_pile_empty", seat_params(seat))
        return
    if any(is_number(card) for card in discard) and KATAPULT not in discard:
        raise PositionError("number cards reach the discard pile only by a Katapult",
                            "position_discard_katapult", {})
