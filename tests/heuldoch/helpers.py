"""Fixed Heul doch! positions written compactly, and compact readings of a round.

A pile is written bottom to top, ``"r1 ~g3 b5"``: ``~g3`` is a face-down card (an onion)
known to the pile's owner, ``~g3@0,2`` one known to seats 0 and 2. A test names only what
matters; every card it does not name goes below the named talon cards, or (``rest`` a
seat) face up at the bottom of that seat's pile, or (``rest="discard"``) to the discard
pile. So each position holds the whole pack once and loads like a saved game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from maumau import Event, EventKind, Ruleset, View, load_position
from maumau.core.round import POSITION_FORMAT, POSITION_VERSION
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import knowers_of, seats_in

Rest = str | int


def codes(text: str) -> list[str]:
    return text.split()


def rules(players: int, specials: bool = False, options: Mapping[str, object] | None = None
          ) -> Ruleset:
    merged: dict[str, object] = {"special_cards": specials, **(options or {})}
    return Ruleset.create("heuldoch", players, None, merged)


def parse_pile(text: str, owner: int) -> dict[str, Any]:
    cards: list[str] = []
    face_down: list[dict[str, Any]] = []
    for token in codes(text):
        if token.startswith("~"):
            code, _, known = token[1:].partition("@")
            seats = [int(s) for s in known.split(",")] if known else [owner]
            face_down.append({"at": len(cards), "known_by": seats})
            token = code
        cards.append(token)
    return {"cards": cards, "face_down": face_down}


def position(
    piles: Sequence[str],
    hands: Sequence[str],
    *,
    talon: str = "",
    discard: str = "",
    rest: Rest = "talon",
    to_move: int | None = 0,
    specials: bool = False,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
) -> dict[str, Any]:
    players = len(piles)
    ruleset = rules(players, specials, options)
    pile_data = [parse_pile(text, seat) for seat, text in enumerate(piles)]
    hand_lists = [codes(hand) for hand in hands]
    talon_list = codes(talon)
    discard_list = codes(discard)
    named = Counter(code for pile in pile_data for code in pile["cards"])
    named.update(code for hand in hand_lists for code in hand)
    named.update(talon_list + discard_list)
    deck = ruleset.game.deck(ruleset)
    unnamed: list[str] = []
    for card, count in zip(deck.cards, deck.counts, strict=True):
        unnamed.extend([card.code] * max(0, count - named[card.code]))
    if rest == "talon":
        talon_list += unnamed
    elif rest == "discard":
        discard_list = unnamed + discard_list
    elif isinstance(rest, int):
        pile = pile_data[rest]
        pile["cards"] = unnamed + pile["cards"]
        for item in pile["face_down"]:
            item["at"] += len(unnamed)
    else:
        raise ValueError(f"rest must be 'talon', 'discard' or a seat, not {rest!r}")
    return {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "ruleset": ruleset.to_dict(),
        "seed": seed,
        "round": 0,
        "dealer": players - 1,
        "chance": 1,
        "hands": hand_lists,
        "talon": talon_list,
        "piles": pile_data,
        "discard": discard_list,
        "to_move": to_move,
    }


def load(piles: Sequence[str], hands: Sequence[str], **kwargs: Any) -> HeulDochRound:
    game = load_position(position(piles, hands, **kwargs))
    assert isinstance(game, HeulDochRound)
    return game


def heul(game: object) -> HeulDochRound:
    """A round, typed as the Heul doch! machine."""
    assert isinstance(game, HeulDochRound)
    return game


def legal(game: HeulDochRound) -> list[str]:
    return sorted(str(action) for action in game.legal_actions())


def plays_of(game: HeulDochRound, code: str) -> list[str]:
    return sorted(str(a) for a in game.legal_actions() if a.card is not None
                  and a.card.code == code)


def pile(game: HeulDochRound, seat: int, depth: int | None = None) -> str:
    """A pile in test notation (``~code@seats`` for face-down cards), top ``depth`` only."""
    tokens = []
    entries = game.piles[seat] if depth is None else game.piles[seat][-depth:]
    for entry in entries:
        code = game.deck.cards[entry & 63].code
        knowers = knowers_of(entry)
        tokens.append(f"~{code}@{','.join(map(str, seats_in(knowers)))}" if knowers else code)
    return " ".join(tokens)


def hand(game: HeulDochRound, seat: int) -> str:
    return " ".join(game.deck.codes_of(game.hands[seat]))


def brief(events: Sequence[Event]) -> list[str]:
    """Events as short text: kind, seat, cards, choice, target."""
    lines = []
    for event in events:
        parts = [event.kind.value, str(event.seat)]
        if event.cards:
            parts.append(" ".join(card.code for card in event.cards))
        if event.choice is not None:
            parts.append("/" + event.choice)
        if event.target is not None:
            parts.append(f">{event.target}")
        lines.append(" ".join(parts))
    return lines


def with_history(game: HeulDochRound, seat: int) -> View:
    """``seat``'s view of a loaded position, with a history of events that lays every pile
    as it lies (a loaded round has none): what a player who watched would remember."""
    cards = game.deck.cards
    events = [Event(EventKind.START, game.seat, tuple(cards[p[0] & 63] for p in game.piles))]
    for owner, entries in enumerate(game.piles):
        for entry in entries[1:]:
            card = cards[entry & 63]
            knowers = knowers_of(entry)
            if knowers:
                event = Event(EventKind.PLAY, owner, (card,), choice="down", target=owner,
                              private_to=frozenset(seats_in(knowers)))
            else:
                event = Event(EventKind.PLAY, owner, (card,), target=owner)
            events.append(event.seen_by(seat))
    return replace(game.view(seat), events=tuple(events))
