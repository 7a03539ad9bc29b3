"""The shedding machine: one round of classic, Tabaluga or emojical Mau Mau.

Play a card that matches the discard pile's top, or draw; special cards act on the next
player; the first to shed their last card wins the round. Everything that differs between
the games is in :class:`~maumau.variants.shedding_rules.SheddingRules`.

The hot path (``legal_actions`` and ``apply``) works on integer card ids and interned
actions; the typed API (cards, actions, events, views) is built at the edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.chance import Seed, chance_rng
from maumau.core.errors import IllegalActionError
from maumau.core.events import Event, EventKind
from maumau.core.results import RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.view import View
from maumau.variants.shedding_rules import (
    NO_WISH,
    OP_CHOOSE,
    OP_DRAW,
    OP_PASS,
    OP_PLAY,
    OP_TAKE,
    Effect,
    SheddingRules,
)

PLAY = 0
AFTER_DRAW = 1
PENALTY = 2
SKIP = 3
CHOOSE = 4
OVER = 5
PHASE_NAMES = ("play", "after_draw", "penalty", "skip", "choose", "over")


class SheddingRound(Round):
    """One deal of a shedding game. Build with :meth:`deal` or from a position."""

    __slots__ = (
        "_legal", "chance", "dealer", "deck", "direction", "discard", "drawn", "hands",
        "index", "log", "n", "pending", "phase_id", "ready", "result", "rules", "ruleset",
        "seat", "seed", "stuck", "talon", "wish",
    )

    def __init__(self, ruleset: Ruleset, rules: SheddingRules, seed: Seed, index: int,
                 dealer: int) -> None:
        self.ruleset = ruleset
        self.rules = rules
        self.deck = rules.deck
        self.seed = seed
        self.index = index
        self.dealer = dealer
        self.n = ruleset.players
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.talon: list[int] = []
        self.discard: list[int] = []
        self.seat = (dealer + 1) % self.n
        self.direction = 1
        self.phase_id = PLAY
        self.pending = 0
        self.wish = NO_WISH
        self.ready = [False] * self.n
        self.drawn = -1
        self.stuck = 0
        self.chance = 0
        self.log: list[Event] = []
        self.result: RoundResult | None = None
        self._legal: list[Action] | None = None

    # ----------------------------------------------------------------- setting up

    @classmethod
    def deal(cls, ruleset: Ruleset, rules: SheddingRules, seed: Seed, index: int,
             dealer: int) -> Self:
        """Shuffle, deal ``hand_size`` cards each, turn up the starter card [I-6]."""
        game = cls(ruleset, rules, seed, index, dealer)
        pack = rules.deck.full_pack()
        chance_rng(seed, index, 0).shuffle(pack)
        game.chance = 1
        for _ in range(rules.hand_size):
            for offset in range(1, game.n + 1):
                game.hands[(dealer + offset) % game.n].append(pack.pop())
        game.discard.append(pack.pop())
        game.talon = pack
        game.log.append(Event(EventKind.DEAL, dealer, count=rules.hand_size))
        game.log.append(Event(EventKind.START, dealer, (rules.deck.card(game.discard[-1]),)))
        game._apply_starter()
        return game

    def _apply_starter(self) -> None:
        """The turned-up card counts as played by the dealer [I-6], or, where the game
        says so, has no effect but a wild one lets the first player play anything [I-15]."""
        rules = self.rules
        effect = rules.effect[self.discard[-1]]
        left = (self.dealer + 1) % self.n
        if not rules.starter_effects:
            if effect in (Effect.WISH, Effect.JOKER):
                self.wish = rules.any_wish
            return
        if effect is Effect.DRAW_STACK:
            self.pending = rules.draw_stack_amount
            self.phase_id = PENALTY
        elif effect is Effect.SKIP:
            self.seat = self.dealer
            self._skip_next()
        elif effect is Effect.REVERSE:
            self.direction = -1
            self.log.append(Event(EventKind.REVERSED, self.dealer))
            self.seat = (self.dealer - 1) % self.n
        elif effect is Effect.WISH:
            self.seat = self.dealer
            self.phase_id = CHOOSE
        elif effect is Effect.JOKER:
            self.wish = rules.any_wish
        elif effect is Effect.DRAW_N:
            self._draw_cards(left, rules.draw_n, EventKind.PENALTY)
            self.seat = (left + 1) % self.n

    # ----------------------------------------------------------------- queries

    @property
    def to_move(self) -> int | None:
        return None if self.phase_id == OVER else self.seat

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self.phase_id]

    @property
    def top(self) -> int:
        return self.discard[-1]

    def legal_actions(self) -> Sequence[Action]:
        legal = self._legal
        if legal is None:
            phase = self.phase_id
            if phase == PLAY:
                legal = self._legal_play()
            elif phase == AFTER_DRAW:
                legal = list(self._play_table(self.seat)[self.drawn])
                legal.append(self.rules.pass_)
            elif phase == PENALTY:
                legal = self._legal_counter(self.rules.stacks_on_draw)
            elif phase == SKIP:
                legal = self._legal_counter(self.rules.stacks_on_skip)
            elif phase == CHOOSE:
                legal = list(self.rules.choose_wish)
            else:
                legal = []
            self._legal = legal
        return legal

    def _play_table(self, seat: int) -> list[tuple[Action, ...]]:
        """The plays of each card for this seat's hand size (Mau calls, last card)."""
        rules = self.rules
        size = len(self.hands[seat])
        if size > 2:
            return rules.acts_plain
        if size == 2:
            return rules.acts_two
        if self.ready[seat]:
            return rules.acts_last
        return _NO_PLAYS

    def _legal_play(self) -> list[Action]:
        rules = self.rules
        seat = self.seat
        hand = self.hands[seat]
        wish = self.wish
        fits = rules.playable[self.discard[-1]] if wish < 0 else rules.playable_wish[wish]
        table = self._play_table(seat)
        legal: list[Action] = []
        if table is not _NO_PLAYS:
            for card in dict.fromkeys(hand) if rules.has_duplicates else hand:
                if fits[card]:
                    legal += table[card]
        if rules.voluntary_draw or not legal:
            legal.append(rules.draw)
        return legal

    def _legal_counter(self, counters: list[bool]) -> list[Action]:
        rules = self.rules
        hand = self.hands[self.seat]
        table = self._play_table(self.seat)
        legal: list[Action] = []
        if table is not _NO_PLAYS:
            for card in dict.fromkeys(hand) if rules.has_duplicates else hand:
                if counters[card]:
                    legal += table[card]
        legal.append(rules.take)
        return legal

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> list[Event]:
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()  # type: ignore[assignment]
            assert legal is not None
        if action not in legal:
            raise IllegalActionError(action, self.why_illegal(action))
        self._legal = None
        rules = self.rules
        log = self.log
        start = len(log)
        op, card, wish, call = rules.ops[id(action)]
        if op == OP_PLAY:
            seat = self.seat
            hand = self.hands[seat]
            hand.remove(card)
            self.discard.append(card)
            log.append(rules.play_events[seat].get(id(action)) or rules.play_event(seat, action))
            self.drawn = -1
            self.stuck = 0
            if len(hand) < 2:
                if not hand:
                    self._finish(seat, "out")
                    return log[start:]
                self._check_mau(seat, call)
            self.wish = wish
            if rules.moves_on[card]:
                self.phase_id = PLAY
                self.seat = (seat + self.direction) % self.n
            else:
                self._carry_out(rules.effect[card])
        elif op == OP_DRAW:
            self._draw_turn(len(legal) == 1)
        elif op == OP_PASS:
            log.append(Event(EventKind.PASS, self.seat))
            self.drawn = -1
            self.phase_id = PLAY
            self.seat = (self.seat + self.direction) % self.n
        elif op == OP_TAKE:
            self._take()
        elif op == OP_CHOOSE:
            self.wish = wish
            log.append(Event(EventKind.WISH, self.seat, choice=action.choice))
            self.phase_id = PLAY
            self.seat = (self.seat + self.direction) % self.n
        return log[start:]

    def _carry_out(self, effect: Effect) -> None:
        """Carry out the effect of the card just played by the seat to move."""
        step = self.direction
        nxt = (self.seat + step) % self.n
        if effect is Effect.DRAW_STACK:
            self.pending += self.rules.draw_stack_amount
            self.phase_id = PENALTY
            self.seat = nxt
        elif effect is Effect.SKIP:
            self._skip_next()
        elif effect is Effect.REVERSE:
            self.direction = -step
            self.log.append(Event(EventKind.REVERSED, self.seat))
            self.phase_id = PLAY
            self.seat = (self.seat - step) % self.n
        elif effect is Effect.DRAW_N:
            self._draw_cards(nxt, self.rules.draw_n, EventKind.PENALTY)
            self.phase_id = PLAY
            self.seat = (nxt + step) % self.n

    def _skip_next(self) -> None:
        nxt = (self.seat + self.direction) % self.n
        self.seat = nxt
        if self.rules.skip_can_be_countered:
            self.phase_id = SKIP
        else:
            self.log.append(Event(EventKind.SKIPPED, nxt))
            self.phase_id = PLAY
            self.seat = (nxt + self.direction) % self.n

    def _check_mau(self, seat: int, call: int) -> None:
        """A second-to-last card needs the Mau call [I-3], [I-12]."""
        if call:
            self.ready[seat] = True
            return
        penalty = self.rules.mau_penalty_cards
        self.log.append(Event(EventKind.MAU_MISSED, seat, count=penalty))
        if penalty:
            self.ready[seat] = True
            self._draw_cards(seat, penalty, EventKind.PENALTY)
        else:
            self.ready[seat] = False

    def _draw_turn(self, forced: bool) -> None:
        seat = self.seat
        card = self._draw_one(seat)
        if card < 0:
            self.log.append(Event(EventKind.FORFEIT, seat, count=1))
            if forced:
                self.stuck += 1
                if self.stuck >= self.n:
                    self._finish(None, "blocked")
                    return
            else:
                self.stuck = 0
        else:
            self.stuck = 0
            rules = self.rules
            self.log.append(rules.draw_events[seat][card])
            if rules.play_after_draw:
                wish = self.wish
                fits = rules.playable[self.discard[-1]] if wish < 0 else rules.playable_wish[wish]
                if fits[card]:
                    self.drawn = card
                    self.phase_id = AFTER_DRAW
                    return
        self.seat = (seat + self.direction) % self.n

    def _take(self) -> None:
        seat = self.seat
        self.stuck = 0
        if self.phase_id == SKIP:
            self.log.append(Event(EventKind.SKIPPED, seat))
            self.phase_id = PLAY
            self.seat = (seat + self.direction) % self.n
            return
        amount = self.pending
        self.pending = 0
        self._draw_cards(seat, amount, EventKind.PENALTY)
        self.phase_id = PLAY
        if not self.rules.play_after_penalty:
            self.seat = (seat + self.direction) % self.n

    # ----------------------------------------------------------------- drawing

    def _draw_one(self, seat: int) -> int:
        talon = self.talon
        if not talon:
            if not self._reshuffle():
                return -1
            talon = self.talon
        card = talon.pop()
        self.hands[seat].append(card)
        return card

    def _draw_cards(self, seat: int, amount: int, kind: EventKind) -> None:
        """Draw up to ``amount`` cards; what cannot be drawn is forfeited [I-4]."""
        drawn = []
        for _ in range(amount):
            card = self._draw_one(seat)
            if card < 0:
                break
            drawn.append(card)
        cards = tuple(self.deck.card(card) for card in drawn)
        self.log.append(Event(kind, seat, cards, len(drawn), choice=str(amount),
                              private_to=self.rules.only[seat]))

    def _reshuffle(self) -> bool:
        """Turn the discard pile but its top into a new talon [I-4]."""
        if len(self.discard) <= 1:
            return False
        pile = self.discard[:-1]
        del self.discard[:-1]
        chance_rng(self.seed, self.index, self.chance).shuffle(pile)
        self.chance += 1
        self.talon = pile
        self.log.append(Event(EventKind.RESHUFFLE, None, count=len(pile)))
        return True

    def _finish(self, winner: int | None, reason: str) -> None:
        """End the round at once; a last card's effect is not carried out [I-23]."""
        rules = self.rules
        points = rules.score(self.hands, winner)
        values = tuple(sum(rules.points[card] for card in hand) for hand in self.hands)
        self.result = RoundResult(() if winner is None else (winner,), points, reason, values)
        self.phase_id = OVER
        self.pending = 0
        self.log.append(Event(EventKind.ROUND_OVER, winner, count=max(points, default=0)))

    # ----------------------------------------------------------------- explaining

    def why_illegal(self, action: Action) -> str:
        """A reason a player understands for why ``action`` is not legal now."""
        from maumau.variants.shedding_explain import explain_illegal

        return explain_illegal(self, action)

    # ----------------------------------------------------------------- views

    def view(self, seat: int | None) -> View:
        if seat is not None and not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat} at a table of {self.n}")
        mine = seat is not None and seat == self.to_move
        return View(
            variant=self.ruleset.variant,
            players=self.n,
            seat=seat,
            round_index=self.index,
            dealer=self.dealer,
            to_move=self.to_move,
            phase=self.phase,
            hand=tuple(self.deck.cards[card] for card in self.hands[seat])
            if seat is not None else (),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            events=tuple(event.seen_by(seat) for event in self.log),
            table=self._public_table(seat if mine else None),
            result=self.result,
            options=self.ruleset.options,
        )

    def _public_table(self, mover: int | None) -> dict[str, Any]:
        rules = self.rules
        wish: str | None = None
        if self.wish == rules.any_wish:
            wish = "any"
        elif self.wish >= 0:
            wish = rules.suits[self.wish]
        return {
            "top": self.deck.cards[self.discard[-1]].code,
            "discard_size": len(self.discard),
            "talon_size": len(self.talon),
            "direction": self.direction,
            "wish": wish,
            "pending_draw": self.pending,
            "mau": list(self.ready),
            "drawn": self.deck.cards[self.drawn].code
            if mover is not None and self.drawn >= 0 else None,
        }

    def debug_view(self) -> dict[str, Any]:
        """Every card, hidden or not: for debugging and tests, never for players."""
        return self.to_position()

    # ----------------------------------------------------------------- copies and positions

    def copy(self) -> Self:
        twin = object.__new__(type(self))
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.hands = [list(hand) for hand in self.hands]
        twin.talon = list(self.talon)
        twin.discard = list(self.discard)
        twin.ready = list(self.ready)
        twin.log = list(self.log)
        twin._legal = None
        return twin

    def to_position(self) -> dict[str, Any]:
        from maumau.variants.shedding_position import position_of

        return position_of(self)


_NO_PLAYS: list[tuple[Action, ...]] = []

__all__ = ["PHASE_NAMES", "ActionKind", "Call", "SheddingRound"]
