"""The tables that drive the shedding machine, built once per ruleset.

Classic, Tabaluga and emojical are one machine (:mod:`maumau.variants.shedding`) reading
different tables: which card matches which, what each card does, what the calls are, how
hands score. A variant module only builds a :class:`SheddingRules`; it writes no turn logic.

Inside the machine cards are integer ids and actions are interned objects; the tables map
each interned action (by identity) to a small tuple the hot path dispatches on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.cards import Deck
from maumau.core.events import Event, EventKind


class Effect(IntEnum):
    """What playing a card does to the next player."""

    NONE = 0
    DRAW_STACK = 1  # draw two, stackable with another of its kind
    SKIP = 2
    REVERSE = 3
    WISH = 4  # playable on anything, names a suit
    DRAW_N = 5  # the next player draws N at once, no counter, turn over
    JOKER = 6  # playable on anything, names a suit or nothing


WILD_EFFECTS = (Effect.WISH, Effect.JOKER)

# Operation codes of the hot path: (op, card id, wish index, call).
OP_PLAY = 0
OP_DRAW = 1
OP_TAKE = 2
OP_PASS = 3
OP_CHOOSE = 4

NO_WISH = -1

Scorer = Callable[[Sequence[Sequence[int]], int | None], tuple[int, ...]]


@dataclass
class SheddingRules:
    """Everything the machine needs to know about one ruleset, precomputed."""

    deck: Deck
    players: int
    suits: tuple[str, ...]
    suit_of: tuple[int, ...]
    rank_of: tuple[int, ...]
    effect: tuple[Effect, ...]
    points: tuple[int, ...]
    hand_size: int
    draw_stack_amount: int
    draw_n: int
    voluntary_draw: bool
    play_after_draw: bool
    play_after_penalty: bool
    skip_can_be_countered: bool
    wish_on_wish: bool
    starter_effects: bool
    mau_penalty_cards: int
    auto_call: bool
    score: Scorer
    any_wish: int = field(init=False)
    playable: list[list[bool]] = field(init=False)
    playable_wish: list[list[bool]] = field(init=False)
    stacks_on_draw: list[bool] = field(init=False)
    stacks_on_skip: list[bool] = field(init=False)
    acts_plain: list[tuple[Action, ...]] = field(init=False)
    acts_two: list[tuple[Action, ...]] = field(init=False)
    acts_last: list[tuple[Action, ...]] = field(init=False)
    choose_wish: tuple[Action, ...] = field(init=False)
    draw: Action = field(init=False)
    take: Action = field(init=False)
    pass_: Action = field(init=False)
    ops: dict[int, tuple[int, int, int, int]] = field(init=False)
    play_events: list[dict[int, Event]] = field(init=False)
    draw_events: list[list[Event]] = field(init=False)
    only: tuple[frozenset[int], ...] = field(init=False)
    has_duplicates: bool = field(init=False)
    moves_on: list[bool] = field(init=False)

    def __post_init__(self) -> None:
        kinds = self.deck.kinds
        self.any_wish = len(self.suits)
        self.playable = [[self._matches(top, card) for card in range(kinds)]
                         for top in range(kinds)]
        self.playable_wish = [[self._follows_wish(wish, card) for card in range(kinds)]
                              for wish in range(len(self.suits))]
        self.playable_wish.append([True] * kinds)
        self.stacks_on_draw = [e is Effect.DRAW_STACK for e in self.effect]
        self.stacks_on_skip = [e is Effect.SKIP for e in self.effect]
        self.moves_on = [e in (Effect.NONE, Effect.WISH, Effect.JOKER) for e in self.effect]
        self.ops = {}
        self.draw = self._intern(Action(ActionKind.DRAW), (OP_DRAW, -1, NO_WISH, 0))
        self.take = self._intern(Action(ActionKind.TAKE), (OP_TAKE, -1, NO_WISH, 0))
        self.pass_ = self._intern(Action(ActionKind.PASS), (OP_PASS, -1, NO_WISH, 0))
        self.choose_wish = tuple(
            self._intern(Action(ActionKind.CHOOSE, None, suit), (OP_CHOOSE, -1, index, 0))
            for index, suit in enumerate(self.suits)
        )
        self.acts_plain = [self._plays(card, Call.NONE) for card in range(kinds)]
        called = [self._plays(card, Call.MAU) for card in range(kinds)]
        self.acts_two = [
            called[card] if self.auto_call else self.acts_plain[card] + called[card]
            for card in range(kinds)
        ]
        self.acts_last = [
            (self._intern(Action(ActionKind.PLAY, self.deck.card(card)),
                          (OP_PLAY, card, NO_WISH, 0)),)
            for card in range(kinds)
        ]
        self.only = tuple(frozenset({seat}) for seat in range(self.players))
        self.play_events = [{} for _ in range(self.players)]
        self.draw_events = [
            [Event(EventKind.DRAW, seat, (self.deck.card(card),), 1, private_to=self.only[seat])
             for card in range(kinds)]
            for seat in range(self.players)
        ]
        self.has_duplicates = any(count > 1 for count in self.deck.counts)

    def _matches(self, top: int, card: int) -> bool:
        if self.effect[card] in WILD_EFFECTS:
            return True
        if self.suit_of[card] >= 0 and self.suit_of[card] == self.suit_of[top]:
            return True
        return self.rank_of[card] == self.rank_of[top]

    def _follows_wish(self, wish: int, card: int) -> bool:
        effect = self.effect[card]
        if effect is Effect.JOKER:
            return True
        if effect is Effect.WISH:
            return self.wish_on_wish
        return self.suit_of[card] == wish

    def _intern(self, action: Action, op: tuple[int, int, int, int]) -> Action:
        self.ops[id(action)] = op
        return action

    def _plays(self, card: int, call: Call) -> tuple[Action, ...]:
        code = self.deck.card(card)
        call_flag = 1 if call is Call.MAU else 0
        effect = self.effect[card]
        choices: list[tuple[str | None, int]] = []
        if effect is Effect.JOKER:
            choices.append((None, self.any_wish))
        if effect in WILD_EFFECTS:
            choices.extend((suit, index) for index, suit in enumerate(self.suits))
        else:
            choices.append((None, NO_WISH))
        return tuple(
            self._intern(Action(ActionKind.PLAY, code, choice, None, call),
                         (OP_PLAY, card, wish, call_flag))
            for choice, wish in choices
        )

    def play_event(self, seat: int, action: Action) -> Event:
        """The (shared, immutable) event for ``seat`` making this play."""
        events = self.play_events[seat]
        found = events.get(id(action))
        if found is None:
            found = Event(EventKind.PLAY, seat, (action.card,) if action.card else (),
                          action=action, choice=action.choice)
            events[id(action)] = found
        return found

