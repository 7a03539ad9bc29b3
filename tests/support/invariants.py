"""Invariants every game must keep after every action, checked the same way for all games.

How cards are found in a position, generically: every string that is an element of a
list (at any depth: hands are lists of lists, piles may be lists of objects holding lists)
is taken as a physical card, anywhere in the position but its header (``ruleset``). A
string that is a plain value of a key (``drawn``, ``wish``, ``phase``, ``top``) is a
reference to a card held elsewhere, or no card at all, and is not counted. Every counted
string must be a card code of the ruleset's deck, so a position that keeps non-card text
in a list fails loudly here; a game whose layout does not fit this rule registers its own
reader in :data:`CARD_READERS`.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from maumau import (
    Action,
    ActionKind,
    Call,
    EventKind,
    IllegalActionError,
    Match,
    load_position,
    replay_record,
)
from maumau.core.round import Round

CardReader = Callable[[Mapping[str, Any]], list[str]]

HEADER_KEYS = frozenset({"format", "version", "ruleset", "seed", "round", "dealer", "totals"})
"""Top-level position keys that hold no cards."""

PRIVATE_CARD_EVENTS = frozenset({EventKind.DRAW, EventKind.PENALTY})
"""Events whose cards only their own seat may see [I-5]."""

CARD_READERS: dict[str, CardReader] = {}
"""Per-variant card readers for positions the generic rule does not fit."""


def cards_in_lists(value: object) -> Iterator[str]:
    """Every string that is an element of a list, at any depth below ``value``."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from cards_in_lists(item)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, str):
                yield item
            else:
                yield from cards_in_lists(item)


def position_cards(position: Mapping[str, Any]) -> list[str]:
    """The card codes of every physical card a position holds."""
    variant = position["ruleset"]["variant"]
    reader = CARD_READERS.get(variant)
    if reader is not None:
        return reader(position)
    return [code for key, value in position.items() if key not in HEADER_KEYS
            for code in cards_in_lists(value)]


def full_pack(game: Round) -> Counter[str]:
    deck = game.deck
    return Counter({card.code: count for card, count in zip(deck.cards, deck.counts,
                                                             strict=True)})


class InvariantChecker:
    """Checks one round after every action; ``where`` names seed and ruleset on failure.

    (a) the cards of the position are exactly the pack; (b) a random illegal action (a
    card only another seat holds, any other action not listed as legal) is refused with a
    reason and changes nothing; (c) every seat's view shows its own hand only, legal
    actions only to the seat to move, and no event names a card the seat may not see;
    the position survives ``load_position``; (d) at the end, the match's record replays to
    the same position, results and record.
    """

    def __init__(self, where: str, rng: random.Random) -> None:
        self.where = where
        self.rng = rng
        self.choices_seen: set[str] = set()
        self.events_checked = 0

    def fail(self, message: str) -> AssertionError:
        return AssertionError(f"{message}\n  at: {self.where}")

    def check(self, game: Round, action_index: int) -> None:
        """Every per-action invariant; ``action_index`` only labels a failure."""
        position = game.to_position()
        where = f"action {action_index}, phase {game.phase}, to move {game.to_move}"
        self.check_cards(game, position, where)
        self.check_views(game, position, where)
        if game.result is None:
            self.check_position_round_trip(position, where)
            self.check_illegal_refused(game, position, where)
        else:
            self.check_over(game, where)
        self.events_checked = len(game.log)

    # ---------------------------------------------------------------- (a) cards

    def check_cards(self, game: Round, position: Mapping[str, Any], where: str) -> None:
        found = Counter(position_cards(position))
        pack = full_pack(game)
        if found != pack:
            missing = sorted((pack - found).elements())
            extra = sorted((found - pack).elements())
            raise self.fail(f"{where}: cards do not add up to the pack:"
                            f" missing {missing}, extra {extra}")

    def check_debug_view(self, game: Round) -> None:
        debug = game.debug_view()
        found = Counter(position_cards({"ruleset": game.ruleset.to_dict(), **debug}))
        if found != full_pack(game):
            raise self.fail("debug_view() does not hold the whole pack")

    def check_position_round_trip(self, position: Mapping[str, Any], where: str) -> None:
        reloaded = load_position(json.loads(json.dumps(position))).to_position()
        if reloaded != position:
            raise self.fail(f"{where}: position does not survive load_position:"
                            f" {_diff(position, reloaded)}")

    # ---------------------------------------------------------------- (b) legality

    def check_illegal_refused(self, game: Round, position: Mapping[str, Any],
                              where: str) -> None:
        legal = list(game.legal_actions())
        if not legal:
            raise self.fail(f"{where}: the round is not over but nothing is legal")
        self.choices_seen.update(a.choice for a in legal if a.choice is not None)
        for action in (self._foreign_card(game, position, legal),
                       self._random_illegal(game, legal)):
            if action is None:
                continue
            log_size = len(game.log)
            try:
                game.apply(action)
            except IllegalActionError as error:
                if not error.reason:
                    raise self.fail(f"{where}: {action} refused without a reason") from None
            else:
                raise self.fail(f"{where}: illegal {action} was accepted; legal: "
                                + " ".join(map(str, legal)))
            after = game.to_position()
            if after != position or len(game.log) != log_size:
                raise self.fail(f"{where}: refusing {action} changed the round:"
                                f" {_diff(position, after)}")
            if list(game.legal_actions()) != legal:
                raise self.fail(f"{where}: refusing {action} changed the legal actions")

    def _foreign_card(self, game: Round, position: Mapping[str, Any],
                      legal: list[Action]) -> Action | None:
        """A play of a card only another seat holds."""
        hands = position.get("hands")
        seat = game.to_move
        if not isinstance(hands, list) or seat is None:
            return None
        own = set(hands[seat])
        foreign = sorted({code for other, hand in enumerate(hands) if other != seat
                          for code in hand if code not in own})
        if not foreign:
            return None
        rng = self.rng
        card = game.deck.card(game.deck.id_of(rng.choice(foreign)))
        action = Action(ActionKind.PLAY, card, rng.choice([None, *sorted(self.choices_seen)]),
                        rng.choice([None, *range(game.ruleset.players)]), rng.choice(list(Call)))
        return None if action in legal else action

    def _random_illegal(self, game: Round, legal: list[Action]) -> Action | None:
        """Any action of any kind, card, choice, target and call that is not legal now."""
        cards = game.deck.cards
        choices = [None, *sorted(self.choices_seen)]
        targets = [None, *range(game.ruleset.players)]
        for _ in range(30):
            kind = self.rng.choice(list(ActionKind))
            if kind is ActionKind.PLAY:
                action = Action(kind, self.rng.choice(cards), self.rng.choice(choices),
                                self.rng.choice(targets), self.rng.choice(list(Call)))
            elif kind is ActionKind.CHOOSE:
                choice = self.rng.choice(choices)
                target = self.rng.choice(targets)
                if choice is None and target is None:
                    continue
                action = Action(kind, None, choice, target)
            else:
                action = Action(kind)
            if action not in legal:
                return action
        return None

    def check_over(self, game: Round, where: str) -> None:
        if game.to_move is not None or list(game.legal_actions()):
            raise self.fail(f"{where}: the round is over but someone still decides")
        try:
            game.apply(Action(ActionKind.DRAW))
        except IllegalActionError:
            pass
        else:
            raise self.fail(f"{where}: a finished round accepted an action")

    # ---------------------------------------------------------------- (c) views

    def check_views(self, game: Round, position: Mapping[str, Any], where: str) -> None:
        hands = position.get("hands")
        if not isinstance(hands, list):
            raise self.fail(f"{where}: the position has no 'hands' to compare views with")
        legal = tuple(game.legal_actions())
        log = game.log
        since = self.events_checked
        for seat in (None, *range(game.ruleset.players)):
            view = game.view(seat)
            label = "spectator" if seat is None else f"seat {seat}"
            expected = hands[seat] if seat is not None else []
            if Counter(card.code for card in view.hand) != Counter(expected):
                raise self.fail(f"{where}: {label}'s view shows the hand"
                                f" {[c.code for c in view.hand]}, not {expected}")
            mover = seat is not None and seat == game.to_move
            if view.legal_actions != (legal if mover else ()):
                raise self.fail(f"{where}: {label}'s view lists legal actions"
                                f" {list(map(str, view.legal_actions))}")
            if len(view.events) != len(log) or view.to_move not in (
                game.to_move, None if not mover else game.to_move
            ):
                raise self.fail(f"{where}: {label}'s view disagrees with the round")
            for index in range(since, len(log)):
                self._check_event(log[index], view.events[index], seat, f"{where}, {label},"
                                  f" event {index}")
            if since == 0 or game.result is not None:
                json.dumps(view.to_dict())

    def _check_event(self, event: Any, seen: Any, seat: int | None, where: str) -> None:
        hidden = event.private_to is not None and (seat is None or seat not in event.private_to)
        if event.kind in PRIVATE_CARD_EVENTS and event.seat != seat:
            hidden = True
        if hidden and (seen.cards or (seen.action is not None and seen.action.card)):
            raise self.fail(f"{where}: {event.kind.value} of seat {event.seat} shows"
                            f" {[c.code for c in seen.cards]} {seen.action or ''}")
        if seen.kind is not event.kind or seen.seat != event.seat or seen.count != event.count:
            raise self.fail(f"{where}: redaction changed more than the cards: {seen}")
        if not hidden and seen.cards != event.cards:
            raise self.fail(f"{where}: {seen} hides cards the seat may see")

    # ---------------------------------------------------------------- (d) replay

    def check_replay(self, match: Match) -> None:
        record = json.loads(json.dumps(match.to_record()))
        replayed = replay_record(record)
        if replayed.round.to_position() != match.round.to_position():
            raise self.fail("the record replays to a different position: "
                            + _diff(match.round.to_position(), replayed.round.to_position()))
        if replayed.totals != match.totals or [r.to_dict() for r in replayed.results] != [
            r.to_dict() for r in match.results
        ]:
            raise self.fail("the record replays to different results")
        if replayed.to_record() != record:
            raise self.fail("the replayed match's record differs from the original")


def _diff(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    keys = sorted(set(before) | set(after))
    changed = [f"{key}: {before.get(key)!r} -> {after.get(key)!r}" for key in keys
               if before.get(key) != after.get(key)]
    return "; ".join(changed) or "no field differs"
