"""Checks a Heul doch! round must pass after every action: the pack is whole, the legal
actions are exactly the rules' ones, and no face-down card reaches a seat that does not
know it, in views or in events."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from maumau import Event
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import CARD_MASK, DOWN, knowers_of
from maumau.games.heuldoch.simple_bot import remember_piles
from maumau.games.heuldoch.view import public_table
from tests.heuldoch import reference


def check_cards(game: HeulDochRound, position: Mapping[str, Any]) -> None:
    found = Counter(code for hand in position["hands"] for code in hand)
    found.update(position["talon"])
    found.update(position["discard"])
    found.update(code for pile in position["piles"] for code in pile["cards"])
    deck = game.deck
    assert found == Counter(dict(zip(deck.codes_of(range(deck.kinds)), deck.counts,
                                     strict=True)))
    if game.talon:
        assert all(len(hand) == 4 for hand in game.hands)


def check_legal(game: HeulDochRound, position: Mapping[str, Any]) -> None:
    actions = [str(action) for action in game.legal_actions()]
    assert len(actions) == len(set(actions)), actions
    assert set(actions) == reference.legal_actions(position), position


def public_codes(game: HeulDochRound) -> set[str]:
    """Cards every seat can name now: face up anywhere, or face down known to all."""
    cards = game.deck.cards
    codes = {cards[card].code for card in game.discard}
    everyone = game.rules.everyone
    for pile in game.piles:
        for entry in pile:
            if entry < DOWN or knowers_of(entry) == everyone:
                codes.add(cards[entry & CARD_MASK].code)
    return codes


def check_new_events(game: HeulDochRound, events: list[Event]) -> None:
    public = public_codes(game)
    for event in events:
        if event.kind.value == "play" and event.choice == "down":
            assert event.private_to == frozenset({event.seat}) and event.action is None
        if event.private_to is None:
            assert {card.code for card in event.cards} <= public, event
        for seat in (None, *range(game.n)):
            seen = event.seen_by(seat)
            if event.private_to is not None and seat not in event.private_to:
                assert seen.cards == () and seen.action is None


def check_tables(game: HeulDochRound) -> None:
    cards = game.deck.cards
    show = game.rules.show_onion_counts
    for seat in (None, *range(game.n)):
        table = public_table(game, seat)
        for pile, shown in zip(game.piles, table["piles"], strict=True):
            assert shown["height"] == len(pile)
            assert ("onions" in shown) == show
            if not pile:
                assert shown["top"] is None
                continue
            top = pile[-1]
            if top < DOWN:
                assert shown["top"] == cards[top].code and "onion_card" not in shown
            else:
                knowers = knowers_of(top)
                knows = (knowers == game.rules.everyone if seat is None
                         else bool(knowers >> seat & 1))
                assert shown["top"] == "onion"
                assert shown.get("onion_card") == (cards[top & CARD_MASK].code if knows
                                                   else None)


def check_memory(game: HeulDochRound) -> None:
    """Rebuilding every pile from one seat's view of the events gives the true piles, with
    exactly the face-down cards that seat knows."""
    cards = game.deck.cards
    for seat in range(game.n):
        remembered = remember_piles(game.view(seat))
        for pile, memory in zip(game.piles, remembered, strict=True):
            assert len(pile) == len(memory)
            for entry, seen in zip(pile, memory, strict=True):
                code = cards[entry & CARD_MASK].code
                assert seen.face_up == (entry < DOWN)
                known = entry < DOWN or bool(knowers_of(entry) >> seat & 1)
                assert seen.code == (code if known else None)


def check_result(game: HeulDochRound, position: Mapping[str, Any]) -> None:
    result = game.result
    assert result is not None
    scores = [reference.score(pile) for pile in position["piles"]]
    assert list(result.points) == [total for total, _ in scores]
    best = max(total for total, _ in scores)
    most_lost = max(lost for total, lost in scores if total == best)
    assert result.winners == tuple(seat for seat, (total, lost) in enumerate(scores)
                                   if total == best and lost == most_lost)
