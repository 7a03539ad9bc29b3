"""The tables that drive the shedding machine, built once per ruleset.

Classic, Tabaluga and emojical are one machine (:mod:`maumau.games.shedding.round`) reading
different tables: which card matches which, what each card does, what counters it, what
the calls are, how hands score. A variant module only builds a :class:`SheddingRules`; it
writes no turn logic.

Inside the machine cards are integer ids and actions are interned objects; the tables map
each interned action (by identity) to a small tuple the hot path dispatches on. Every
field after ``score`` has a default (classic's standard rules), so a game names only what
it does differently.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Final

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.cards import Deck
from maumau.core.events import Event, EventKind, Redactions, redactions

__all__ = [
    "BLOCKABLE_EFFECTS",
    "CALL_MAU",
    "CALL_MAU_MAU",
    "CALL_NONE",
    "HIT_EFFECTS",
    "NO_PLAYS",
    "NO_WISH",
    "OP_CHOOSE",
    "OP_DRAW",
    "OP_GAMBLE",
    "OP_PASS",
    "OP_PLAY",
    "OP_TAKE",
    "WILD_EFFECTS",
    "Effect",
    "Scorer",
    "SeatPlays",
    "SheddingRules",
    "losers_note_hands",
    "winner_takes_all",
]


class Effect(IntEnum):
    """What playing a card does, once it takes effect."""

    NONE = 0
    DRAW_STACK = 1  # the next player draws, unless they stack a draw card of the same kind
    SKIP = 2
    REVERSE = 3
    WISH = 4  # playable on anything, names a suit
    DRAW_N = 5  # the next player draws N at once, no counter, turn over
    JOKER = 6  # playable on anything, names a suit or nothing
    BLOCK = 7  # cancels a coloured action aimed at its player; else a plain card
    SWAP = 8  # the player swaps hands with a chosen seat, who moves next
    GIFT = 9  # the next player draws a random card from the player's hand
    GAMBLE = 10  # the next player takes N cards or gambles on the talon's top
    PASS_HANDS = 11  # every hand moves one seat on in play direction


WILD_EFFECTS = (Effect.WISH, Effect.JOKER)
"""Effects whose cards play on anything unless a game says otherwise (``wild``)."""

HIT_EFFECTS = (Effect.SWAP, Effect.GIFT, Effect.GAMBLE)
"""Effects whose victim decides in the ``hit`` phase (block, or suffer it)."""

BLOCKABLE_EFFECTS = (Effect.DRAW_STACK, Effect.SKIP, *HIT_EFFECTS)
"""Effects a Blocken of the card's colour cancels (emojical's coloured actions)."""

# Operation codes of the hot path: (op, card id, wish index, call).
OP_PLAY: Final = 0
OP_DRAW: Final = 1
OP_TAKE: Final = 2
OP_PASS: Final = 3
OP_CHOOSE: Final = 4
OP_GAMBLE: Final = 5

# Call codes in an op: the call a play carries.
CALL_NONE: Final = 0
CALL_MAU: Final = 1
CALL_MAU_MAU: Final = 2

NO_WISH: Final = -1

Scorer = Callable[[Sequence[Sequence[int]], int | None], tuple[int, ...]]

SeatPlays = tuple[list[tuple[Action, ...]], list[tuple[Action, ...]],
                  list[tuple[Action, ...]], list[tuple[Action, ...]]]
"""One seat's plays of each card by hand size: more than two cards, two cards, the last
card after a standing Mau call, the last card without one."""

NO_PLAYS: list[tuple[Action, ...]] = []
"""The play table of a seat that may play nothing (classic's last card without Mau)."""


def winner_takes_all(hands: Sequence[Sequence[int]], winner: int | None,
                     points: Sequence[int]) -> tuple[int, ...]:
    """The round's winner scores the cards left in every other hand [I-13]."""
    scores = [0] * len(hands)
    if winner is not None:
        scores[winner] = sum(points[card] for hand in hands for card in hand)
    return tuple(scores)


def losers_note_hands(hands: Sequence[Sequence[int]], winner: int | None,
                      points: Sequence[int]) -> tuple[int, ...]:
    """The winner notes 0, every other seat the value of its own hand (lowest wins)."""
    if winner is None:
        return (0,) * len(hands)
    return tuple(0 if seat == winner else sum(points[card] for card in hand)
                 for seat, hand in enumerate(hands))


def _seats_between(players: int, after: int, before: int, step: int) -> tuple[int, ...]:
    """The seats from the one after ``after`` up to the one before ``before``, going
    ``step`` (1 or -1) round the table: every other seat when the two are the same."""
    seats: list[int] = []
    seat = (after + step) % players
    while seat != before:
        seats.append(seat)
        seat = (seat + step) % players
    return tuple(seats)


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
    score: Scorer
    draw_stack_amount: int = 2
    draw_n: int = 4
    voluntary_draw: bool = True
    play_after_draw: bool = True
    play_after_penalty: bool = False
    skip_can_be_countered: bool = False
    wish_on_wish: bool = True
    starter_effects: bool = True
    mau_penalty_cards: int = 0
    auto_call: bool = False
    draw_amounts: tuple[int, ...] | None = None
    """Cards each draw card deals (and Zocken's safe take); default from the two amounts."""
    wild_cards: tuple[bool, ...] | None = None
    """Cards that play on anything and name a suit; default: the wish and joker cards."""
    throw_ins: bool = False
    """emojical's Zwischenwerfen: an identical card may be thrown in out of turn [I-1]."""
    open_windows: bool = False
    """With throw-ins: every play of a card kind that can be thrown in opens a window in
    which every other seat is asked in play order, holder or not, so no view tells who
    holds a copy [D-15]; off: only the holders are asked (games saved before)."""
    continue_after_penalty: bool = False
    """After suffering a penalty the victim plays on, and a draw then ends the turn [I-24]."""
    last_call_penalty: int = 0
    """Above 0: the last card needs "Mau-Mau" (``!!``); missing it costs this many cards,
    and the card stays laid and takes effect [I-25]."""
    gamble_cards: int = 8
    """Cards Zocken costs in all when the turned-up card is a plain one."""
    draw_limit: int = 0
    """Above 0: a draw does not end the turn. The player may draw again (up to this many
    cards in the turn) or play any fitting card, and may pass once the limit is reached or
    nothing is left to draw; a round in which every seat in a row passed with nothing to
    draw is blocked (Crazy Eights' ``max_draw_cards``)."""
    reshuffle: bool = True
    """Whether the discard pile but its top becomes the new talon when the talon runs out
    [I-4]; without, a draw from the empty talon finds nothing."""
    calls: bool = True
    """Whether the game has the last-card call; without, no play carries a call, none is
    missed and the last card is always playable."""
    unfit_starters: tuple[bool, ...] | None = None
    """Per card, whether it may not start the discard pile: one turned up is put back into
    the talon at a random place and the next card is turned up (Crazy Eights' eights)."""
    amounts: tuple[int, ...] = field(init=False)
    wild: tuple[bool, ...] = field(init=False)
    any_wish: int = field(init=False)
    playable: list[list[bool]] = field(init=False)
    playable_wish: list[list[bool]] = field(init=False)
    counters: list[list[bool]] = field(init=False)
    suffer: list[tuple[Action, ...]] = field(init=False)
    seat_plays: list[SeatPlays] = field(init=False)
    choose_wish: tuple[Action, ...] = field(init=False)
    choose_target: list[tuple[Action, ...]] = field(init=False)
    starter_choice: list[bool] = field(init=False)
    draw: Action = field(init=False)
    take: Action = field(init=False)
    pass_: Action = field(init=False)
    gamble: Action = field(init=False)
    ops: dict[int, tuple[int, int, int, int]] = field(init=False)
    play_events: list[dict[int, Event]] = field(init=False)
    throw_in_events: list[dict[int, Event]] = field(init=False)
    draw_events: list[list[Event]] = field(init=False)
    redactions: Redactions = field(init=False)
    passes: tuple[Event, ...] = field(init=False)
    skips: tuple[Event, ...] = field(init=False)
    reversals: tuple[Event, ...] = field(init=False)
    blocks: tuple[Event, ...] = field(init=False)
    mau_misses: tuple[Event, ...] = field(init=False)
    last_call_misses: tuple[Event, ...] = field(init=False)
    """Each seat's events that name nothing but the seat (and the Mau penalty), made once:
    events are immutable, and making one costs more than the rest of its move."""
    only: tuple[frozenset[int], ...] = field(init=False)
    between: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = field(init=False)
    """The seats after one seat and before another, in play order: ``between[direction >
    0][after][before]`` (all the others when the two are the same seat)."""
    pairs: tuple[tuple[frozenset[int], ...], ...] = field(init=False)
    """The seats two hidden cards move between, as ``private_to`` (``pairs[a][b]``)."""
    has_duplicates: bool = field(init=False)
    moves_on: list[bool] = field(init=False)
    windowed: list[bool] = field(init=False)
    resolves_at_once: list[bool] = field(init=False)
    skip_decides: bool = field(init=False)
    out_call: int = field(init=False)

    def __post_init__(self) -> None:
        self._build_matching()
        self._build_flow()
        self._build_actions()
        self.only = tuple(frozenset({seat}) for seat in range(self.players))
        self.pairs = tuple(tuple(frozenset({seat, other}) for other in range(self.players))
                           for seat in range(self.players))
        self.play_events = [{} for _ in range(self.players)]
        self.throw_in_events = [{} for _ in range(self.players)]
        self.draw_events = [
            [Event(EventKind.DRAW, seat, (self.deck.card(card),), 1, private_to=self.only[seat])
             for card in range(self.deck.kinds)]
            for seat in range(self.players)
        ]
        self.redactions = redactions(event for row in self.draw_events for event in row)
        seats = range(self.players)
        self.passes = tuple(Event(EventKind.PASS, seat) for seat in seats)
        self.skips = tuple(Event(EventKind.SKIPPED, seat) for seat in seats)
        self.reversals = tuple(Event(EventKind.REVERSED, seat) for seat in seats)
        self.blocks = tuple(Event(EventKind.BLOCKED, seat) for seat in seats)
        self.mau_misses = tuple(Event(EventKind.MAU_MISSED, seat, count=self.mau_penalty_cards)
                                for seat in seats)
        self.last_call_misses = tuple(
            Event(EventKind.MAU_MISSED, seat, count=self.last_call_penalty,
                  choice=Call.MAU_MAU.value) for seat in seats)

    def _build_matching(self) -> None:
        """Which card may follow which top, wish, or pending action."""
        kinds = self.deck.kinds
        self.amounts = self.draw_amounts or tuple(
            self.draw_stack_amount if e is Effect.DRAW_STACK else
            self.draw_n if e is Effect.DRAW_N else 0 for e in self.effect)
        self.wild = self.wild_cards or tuple(e in WILD_EFFECTS for e in self.effect)
        self.any_wish = len(self.suits)
        self.playable = [[self._matches(top, card) for card in range(kinds)]
                         for top in range(kinds)]
        self.playable_wish = [[self._follows_wish(wish, card) for card in range(kinds)]
                              for wish in range(len(self.suits))]
        self.playable_wish.append([True] * kinds)
        self.counters = [[self._counters(top, card) for card in range(kinds)]
                         for top in range(kinds)]
        self.has_duplicates = any(count > 1 for count in self.deck.counts)

    def fitting(self, top: int, wish: int) -> list[bool]:
        """Per card kind, whether it may be laid on ``top`` under ``wish`` (``NO_WISH``:
        none); the engine's hot paths read the two tables inline."""
        return self.playable[top] if wish < 0 else self.playable_wish[wish]

    def _build_flow(self) -> None:
        """Per card: what happens once it is laid (move on, resolve, open a window)."""
        has_blocks = Effect.BLOCK in self.effect
        self.skip_decides = self.skip_can_be_countered or has_blocks
        self.windowed = [self.throw_ins and count > 1 for count in self.deck.counts]
        self.moves_on = [e in (Effect.NONE, Effect.WISH, Effect.JOKER) and not self.windowed[c]
                         for c, e in enumerate(self.effect)]
        self.resolves_at_once = [
            not self.windowed[c] and e not in (Effect.BLOCK, Effect.SWAP)
            for c, e in enumerate(self.effect)]
        self.out_call = CALL_MAU_MAU if self.last_call_penalty else CALL_NONE
        seats = range(self.players)
        self.between = tuple(tuple(tuple(_seats_between(self.players, after, before, step)
                                         for before in seats) for after in seats)
                             for step in (-1, 1))

    def _build_actions(self) -> None:
        """Every legal action as an interned object, and its op for the hot path."""
        self.ops = {}
        self.draw = self._intern(Action(ActionKind.DRAW), (OP_DRAW, -1, NO_WISH, 0))
        self.take = self._intern(Action(ActionKind.TAKE), (OP_TAKE, -1, NO_WISH, 0))
        self.pass_ = self._intern(Action(ActionKind.PASS), (OP_PASS, -1, NO_WISH, 0))
        self.gamble = self._intern(Action(ActionKind.GAMBLE), (OP_GAMBLE, -1, NO_WISH, 0))
        self.suffer = [(self.take, self.gamble) if e is Effect.GAMBLE else (self.take,)
                       for e in self.effect]
        self.choose_wish = tuple(
            self._intern(Action(ActionKind.CHOOSE, None, suit), (OP_CHOOSE, -1, index, 0))
            for index, suit in enumerate(self.suits)
        )
        self.choose_target = [
            tuple(self._intern(Action(ActionKind.CHOOSE, None, None, other),
                               (OP_CHOOSE, -1, NO_WISH, 0))
                  for other in self._others(seat))
            for seat in range(self.players)
        ]
        self.starter_choice = [
            (self.wild[card] and effect is not Effect.JOKER) or effect is Effect.SWAP
            for card, effect in enumerate(self.effect)
        ]
        self.seat_plays = [self._seat_plays(seat) for seat in range(self.players)]

    def _others(self, seat: int) -> list[int]:
        return [other for other in range(self.players) if other != seat]

    def _matches(self, top: int, card: int) -> bool:
        if self.wild[card]:
            return True
        if self.suit_of[card] >= 0 and self.suit_of[card] == self.suit_of[top]:
            return True
        return self.rank_of[card] == self.rank_of[top]

    def _follows_wish(self, wish: int, card: int) -> bool:
        if self.effect[card] is Effect.JOKER:
            return True
        if self.wild[card]:
            return self.wish_on_wish
        return self.suit_of[card] == wish

    def _counters(self, top: int, card: int) -> bool:
        """Whether ``card`` answers a pending ``top`` (stack it, pass it on, block it)."""
        hit, answer = self.effect[top], self.effect[card]
        if hit is Effect.DRAW_STACK and answer is Effect.DRAW_STACK:
            return self.rank_of[card] == self.rank_of[top]
        if hit is Effect.SKIP and answer is Effect.SKIP:
            return self.skip_can_be_countered
        return (answer is Effect.BLOCK and hit in BLOCKABLE_EFFECTS
                and self.suit_of[top] >= 0 and self.suit_of[card] == self.suit_of[top])

    def _intern(self, action: Action, op: tuple[int, int, int, int]) -> Action:
        self.ops[id(action)] = op
        return action

    def _seat_plays(self, seat: int) -> SeatPlays:
        kinds = range(self.deck.kinds)
        plain = [self._plays(card, Call.NONE, seat) for card in kinds]
        called = [self._plays(card, Call.MAU, seat) for card in kinds]
        two = [called[card] if self.auto_call else plain[card] + called[card] for card in kinds]
        if self.last_call_penalty:
            out = [(self._intern(Action(ActionKind.PLAY, self.deck.card(card), call=Call.MAU_MAU),
                                 (OP_PLAY, card, NO_WISH, CALL_MAU_MAU)),) for card in kinds]
            last = [out[card] if self.auto_call else plain[card] + out[card] for card in kinds]
            return plain, two, last, last
        # A joker's last-card play is the same interned action as its no-wish play: keep
        # that op (wish "any"), or a joker played without a wish would bar every card.
        last = [
            (plain[card][0],) if self.effect[card] is Effect.JOKER else
            (self._intern(Action(ActionKind.PLAY, self.deck.card(card)),
                          (OP_PLAY, card, NO_WISH, 0)),)
            for card in kinds
        ]
        if not self.calls:
            return plain, plain, last, last
        return plain, two, last, NO_PLAYS

    def _plays(self, card: int, call: Call, seat: int) -> tuple[Action, ...]:
        code = self.deck.card(card)
        call_flag = CALL_MAU if call is Call.MAU else CALL_NONE
        effect = self.effect[card]
        choices: list[tuple[str | None, int, int | None]] = []
        if effect is Effect.JOKER:
            choices.append((None, self.any_wish, None))
        if self.wild[card]:
            choices.extend((suit, index, None) for index, suit in enumerate(self.suits))
        elif effect is Effect.SWAP:
            choices.extend((None, NO_WISH, other) for other in self._others(seat))
        else:
            choices.append((None, NO_WISH, None))
        return tuple(
            self._intern(Action(ActionKind.PLAY, code, choice, target, call),
                         (OP_PLAY, card, wish, call_flag))
            for choice, wish, target in choices
        )

    def play_event(self, seat: int, action: Action) -> Event:
        """The (shared, immutable) event for ``seat`` making this play."""
        return self._event(self.play_events[seat], EventKind.PLAY, seat, action)

    def throw_in_event(self, seat: int, action: Action) -> Event:
        """The (shared, immutable) event for ``seat`` throwing this card in."""
        return self._event(self.throw_in_events[seat], EventKind.THROW_IN, seat, action)

    @staticmethod
    def _event(events: dict[int, Event], kind: EventKind, seat: int, action: Action) -> Event:
        found = events.get(id(action))
        if found is None:
            found = Event(kind, seat, (action.card,) if action.card else (),
                          action=action, choice=action.choice, target=action.target)
            events[id(action)] = found
        return found
