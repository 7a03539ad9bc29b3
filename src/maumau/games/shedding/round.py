"""The shedding machine: one round of classic, Tabaluga or emojical Mau Mau.

Play a card that matches the discard pile's top, or draw; special cards act on the next
player; the first to shed their last card wins the round. Everything that differs between
the games is in :class:`~maumau.games.shedding.rules.SheddingRules`; the effects only
emojical knows (swap, gift, gamble, passing hands) are small functions in
:mod:`maumau.games.shedding.effects`.

A played card's effect is carried out when it *resolves*. In classic and Tabaluga that is
at once; in emojical a card kind that exists more than once first opens a throw-in window
[I-1], [I-19], [D-14]: every other seat is asked in turn (phase ``throw_in``; a seat
without the card may only pass), the first to throw it in lays it and the window opens
anew after them, and when every asked seat has passed the last card laid resolves from
the seat that laid it. Every seat sees the same open window whoever holds a copy [D-15].
Games saved before (``open_windows`` off) ask only the seats that hold the card.

The hot path (``legal_actions`` and ``apply``) works on integer card ids and interned
actions; the typed API (cards, actions, events, views) is built at the edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Self

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.chance import Seed, chance_rng, shuffle
from maumau.core.events import Event, EventKind
from maumau.core.results import RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.games.shedding import effects as shedding_effects
from maumau.games.shedding.phases import (  # the phases, re-exported
    AFTER_DRAW as AFTER_DRAW,
    ANSWER_PHASES as ANSWER_PHASES,
    CHOOSE as CHOOSE,
    CONTINUE as CONTINUE,
    HIDDEN_POLL_PHASE as HIDDEN_POLL_PHASE,
    HIT as HIT,
    OVER as OVER,
    PENALTY as PENALTY,
    PHASE_NAMES as PHASE_NAMES,
    PLAY as PLAY,
    SKIP as SKIP,
    THROW_IN as THROW_IN,
)
from maumau.games.shedding.rules import (
    NO_PLAYS,
    NO_WISH,
    OP_CHOOSE,
    OP_DRAW,
    OP_GAMBLE,
    OP_PASS,
    OP_PLAY,
    OP_TAKE,
    Effect,
    SheddingRules,
)

# The effects of the hot path bound once: on Python 3.11 looking a member up on its enum
# class costs more than the rest of the comparison (and mypyc keeps a Final in C).
E_NONE: Final = Effect.NONE
E_BLOCK: Final = Effect.BLOCK
E_DRAW_STACK: Final = Effect.DRAW_STACK
E_SKIP: Final = Effect.SKIP
E_REVERSE: Final = Effect.REVERSE
E_DRAW_N: Final = Effect.DRAW_N
E_SWAP: Final = Effect.SWAP
E_GIFT: Final = Effect.GIFT
E_GAMBLE: Final = Effect.GAMBLE
E_PASS_HANDS: Final = Effect.PASS_HANDS
THROW_IN_NAME: Final = PHASE_NAMES[THROW_IN]


def _plays_of_fitting(hand: list[int], fits: list[bool], table: list[tuple[Action, ...]],
                      duplicates: bool, legal: list[Action]) -> None:
    """Add to ``legal`` the plays of the cards of ``hand`` that ``fits`` marks, in hand
    order, each card id once (a pack with duplicates holds equal cards under one id). One
    plain loop: a filtered list first, or a comprehension, costs a call of its own."""
    if not duplicates:
        for card in hand:
            if fits[card]:
                legal += table[card]
        return
    seen: list[int] = []  # a few cards: a list beats a set here
    for card in hand:
        if fits[card] and card not in seen:
            seen.append(card)
            legal += table[card]


class SheddingRound(Round):
    """One deal of a shedding game. Build with :meth:`deal` or from a position."""

    COPIED_LISTS = ("talon", "discard", "log", "ready")

    __slots__ = ("actor", "direction", "drawn", "draws", "pending", "phase_id", "ready",
                 "rules", "stuck", "target", "wish")

    def __init__(self, ruleset: Ruleset, rules: SheddingRules, seed: Seed, index: int,
                 dealer: int) -> None:
        super().__init__(ruleset, rules.deck, seed, index, dealer)
        self.rules = rules
        self._redactions = rules.redactions
        self.direction = 1
        self.phase_id = PLAY
        self.pending = 0
        self.wish = NO_WISH
        self.ready = [False] * self.n
        self.drawn = -1
        self.draws = 0
        self.stuck = 0
        self.actor = -1
        self.target = -1

    def blank(self) -> Self:
        return type(self)(self.ruleset, self.rules, self.seed, self.index, self.dealer)

    # ----------------------------------------------------------------- setting up

    @classmethod
    def deal(cls, ruleset: Ruleset, rules: SheddingRules, seed: Seed, index: int,
             dealer: int, pack: list[int] | None = None) -> Self:
        """Shuffle, deal ``hand_size`` cards each, turn up the starter card [I-6]; a
        given ``pack`` (dealt from its end) is dealt as it is."""
        game = cls(ruleset, rules, seed, index, dealer)
        if pack is None:
            pack = rules.deck.full_pack()
            shuffle(chance_rng(seed, index, 0), pack)
        game.chance = 1
        for _ in range(rules.hand_size):
            for offset in range(1, game.n + 1):
                game.hands[(dealer + offset) % game.n].append(pack.pop())
        game.discard.append(pack.pop())
        if rules.unfit_starters is not None:
            game._turn_up_fit_starter(pack)
        game.talon = pack
        game.log.append(Event(EventKind.DEAL, dealer, count=rules.hand_size))
        game.log.append(Event(EventKind.START, dealer, (rules.deck.card(game.discard[-1]),)))
        game._apply_starter()
        return game

    def _turn_up_fit_starter(self, pack: list[int]) -> None:
        """While the turned-up card may not start the pile, put it back into ``pack`` (the
        talon, dealt from its end) at a random place below its top and turn up the next."""
        unfit = self.rules.unfit_starters
        assert unfit is not None
        discard = self.discard
        while unfit[discard[-1]] and not all(unfit[card] for card in pack):
            rng = chance_rng(self.seed, self.index, self.chance)
            self.chance += 1
            pack.insert(rng.randrange(len(pack)), discard.pop())
            discard.append(pack.pop())

    def _apply_starter(self) -> None:
        """The turned-up card counts as played by the dealer [I-6], [I-17], or, where the
        game says so, has no effect but a wild one lets the first player play anything
        [I-15]. A choice the card asks for is the dealer's, made first (phase ``choose``)."""
        rules = self.rules
        top = self.discard[-1]
        effect = rules.effect[top]
        if not rules.starter_effects:
            if rules.wild[top]:
                self.wish = rules.any_wish
            return
        if rules.starter_choice[top]:
            self.seat = self.dealer
            self.phase_id = CHOOSE
        elif effect is Effect.JOKER:
            self.wish = rules.any_wish
        else:
            self._resolve(top, self.dealer, -1)

    # ----------------------------------------------------------------- queries

    @property
    def to_move(self) -> int | None:
        return None if self.phase_id == OVER else self.seat

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self.phase_id]

    def legal_actions(self) -> Sequence[Action]:
        legal = self._legal
        if legal is None:
            phase = self.phase_id
            if phase in (PLAY, CONTINUE):
                legal = self._legal_play()
            elif phase == AFTER_DRAW:
                legal = list(self._play_table(self.seat)[self.drawn])
                legal.append(self.rules.pass_)
            elif phase in ANSWER_PHASES:
                legal = self._legal_answer()
            elif phase == THROW_IN:
                top = self.discard[-1]
                legal = (list(self._play_table(self.seat)[top])
                         if top in self.hands[self.seat] else [])
                legal.append(self.rules.pass_)
            elif phase == CHOOSE:
                if self.rules.effect[self.discard[-1]] is Effect.SWAP:
                    legal = list(self.rules.choose_target[self.seat])
                else:
                    legal = list(self.rules.choose_wish)
            else:
                legal = []
            self._legal = legal
        return legal

    def _play_table(self, seat: int) -> list[tuple[Action, ...]]:
        """The plays of each card for this seat's hand size (Mau calls, last card)."""
        plays = self.rules.seat_plays[seat]
        size = len(self.hands[seat])
        if size > 2:
            return plays[0]
        if size == 2:
            return plays[1]
        if self.ready[seat]:
            return plays[2]
        return plays[3]

    def _legal_play(self) -> list[Action]:
        rules = self.rules
        seat = self.seat
        hand = self.hands[seat]
        wish = self.wish
        fits = rules.playable[self.discard[-1]] if wish < 0 else rules.playable_wish[wish]
        table = self._play_table(seat)
        legal: list[Action] = []
        if table is not NO_PLAYS:
            _plays_of_fitting(hand, fits, table, rules.has_duplicates, legal)
        if rules.draw_limit:
            return self._draw_or_pass(legal)
        if rules.voluntary_draw or not legal:
            legal.append(rules.draw)
        return legal

    def can_draw(self) -> bool:
        """Whether a draw would find a card (in the talon, or by reshuffling)."""
        return bool(self.talon) or (self.rules.reshuffle and len(self.discard) > 1)

    def _draw_or_pass(self, legal: list[Action]) -> list[Action]:
        """With a draw limit: draw again while under it and a card is left to draw (where
        drawing is voluntary or nothing fits), else pass."""
        rules = self.rules
        if self.phase_id == PLAY and self.draws < rules.draw_limit and self.can_draw():
            if rules.voluntary_draw or not legal:
                legal.append(rules.draw)
        elif self.phase_id == PLAY:
            legal.append(rules.pass_)
        elif rules.voluntary_draw or not legal:
            legal.append(rules.draw)
        return legal

    def _legal_answer(self) -> list[Action]:
        """Counter a pending action (stack, pass on, block) or suffer it [I-26]."""
        rules = self.rules
        top = self.discard[-1]
        counters = rules.counters[top]
        hand = self.hands[self.seat]
        table = self._play_table(self.seat)
        legal: list[Action] = []
        if table is not NO_PLAYS:
            _plays_of_fitting(hand, counters, table, rules.has_duplicates, legal)
        legal += rules.suffer[top]
        return legal

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> list[Event]:
        legal: Sequence[Action] | None = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            raise self.refusal(action)
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
            if self.phase_id == THROW_IN:
                log.append(rules.throw_in_events[seat].get(id(action))
                           or rules.throw_in_event(seat, action))
            else:
                log.append(rules.play_events[seat].get(id(action))
                           or rules.play_event(seat, action))
            self.drawn = -1
            self.draws = 0
            self.stuck = 0
            if len(hand) < 2:
                if not hand and call >= rules.out_call:
                    self.finish(seat, "out")
                    return log[start:]
                self._check_calls(seat, call)
                if not hand:
                    self.finish(seat, "out")
                    return log[start:]
            self.wish = wish
            if rules.moves_on[card]:
                self.phase_id = PLAY
                self.seat = (seat + self.direction) % self.n
            elif rules.resolves_at_once[card]:
                self._resolve(card, seat, -1)
            else:
                self._after_play(card, seat, action)
        elif op == OP_DRAW:
            self._draw_turn(len(legal) == 1)
        elif op == OP_PASS:
            if self.phase_id == THROW_IN:
                self._pass_throw_in()
            else:
                log.append(self.rules.passes[self.seat])
                self.drawn = -1
                self.phase_id = PLAY
                if rules.draw_limit and self._pass_blocks():
                    return log[start:]
                self.seat = (self.seat + self.direction) % self.n
        elif op == OP_TAKE:
            self._take()
        elif op == OP_GAMBLE:
            shedding_effects.gamble(self)
        elif op == OP_CHOOSE:
            if action.target is None:
                self.wish = wish
                log.append(Event(EventKind.WISH, self.seat, choice=action.choice))
            else:
                log.append(Event(EventKind.CHOOSE, self.seat, target=action.target))
            self._resolve(self.discard[-1], self.seat, -1 if action.target is None
                          else action.target)
        return log[start:]

    def _after_play(self, card: int, seat: int, action: Action) -> None:
        """A card with an effect, or one another seat may throw in, was just laid."""
        rules = self.rules
        effect = rules.effect[card]
        if effect is E_BLOCK and self.phase_id in ANSWER_PHASES:
            self.log.append(rules.blocks[seat])
            self.pending = 0
        target = -1 if action.target is None else action.target
        if rules.windowed[card] and not (rules.open_windows and self._all_laid(card)):
            asked = self._next_holder(card, seat, seat)
            if asked >= 0:
                self.phase_id = THROW_IN
                self.seat = asked
                self.actor = seat
                self.target = target
                return
        self.actor = -1
        self.target = -1
        if effect is E_NONE:  # emojical's smileys: the common case
            self.phase_id = PLAY
            self.seat = (seat + self.direction) % self.n
        else:
            self._resolve(card, seat, target)

    def _resolve(self, card: int, actor: int, target: int) -> None:
        """Carry out the effect of ``card``, laid by ``actor`` (naming ``target``)."""
        effect = self.rules.effect[card]
        step = self.direction
        nxt = (actor + step) % self.n
        if effect is E_NONE or effect is E_BLOCK:
            self.phase_id = PLAY
            self.seat = nxt
        elif effect is E_DRAW_STACK:
            self.pending += self.rules.amounts[card]
            self.phase_id = PENALTY
            self.seat = nxt
        elif effect is E_SKIP:
            self.seat = actor
            self._skip_next()
        elif effect is E_REVERSE:
            self.direction = -step
            self.log.append(self.rules.reversals[actor])
            self.phase_id = PLAY
            self.seat = (actor - step) % self.n
        elif effect is E_DRAW_N:
            self.draw_cards(nxt, self.rules.amounts[card], EventKind.PENALTY)
            self.phase_id = PLAY
            self.seat = (nxt + step) % self.n
        elif effect is E_SWAP or effect is E_GIFT or effect is E_GAMBLE:
            self.actor = actor
            self.phase_id = HIT
            self.seat = target if effect is E_SWAP else nxt
        else:
            if effect is E_PASS_HANDS:
                shedding_effects.pass_hands(self)
            self.phase_id = PLAY
            self.seat = nxt

    def _skip_next(self) -> None:
        nxt = (self.seat + self.direction) % self.n
        self.seat = nxt
        if self.rules.skip_decides:
            self.phase_id = SKIP
        else:
            self.log.append(self.rules.skips[nxt])
            self.phase_id = PLAY
            self.seat = (nxt + self.direction) % self.n

    # ----------------------------------------------------------------- throw-ins

    def _next_holder(self, card: int, after: int, actor: int) -> int:
        """The next seat after ``after`` (before ``actor``) to ask whether it throws in
        [I-1], or -1: with open windows the next seat, whatever it holds [D-14]; else
        the next seat holding ``card``."""
        seats = self.rules.between[self.direction > 0][after][actor]
        if self.rules.open_windows:
            return seats[0] if seats else -1
        hands = self.hands
        for seat in seats:
            if card in hands[seat]:
                return seat
        return -1

    def _all_laid(self, card: int) -> bool:
        """Whether every copy of ``card`` lies on the discard pile (which every seat can
        follow): then no hand holds one and no window opens [D-14]."""
        return self.discard.count(card) >= self.deck.counts[card]

    def _pass_throw_in(self) -> None:
        """The asked seat passes (no public event): ask the next holder, or resolve."""
        top = self.discard[-1]
        actor = self.actor
        asked = self._next_holder(top, self.seat, actor)
        if asked >= 0:
            self.seat = asked
            return
        target = self.target
        self.actor = -1
        self.target = -1
        self._resolve(top, actor, target)

    # ----------------------------------------------------------------- calls

    def _check_calls(self, seat: int, call: int) -> None:
        """A second-to-last card needs "Mau" [I-3], [I-12]; in emojical a last card
        without "Mau-Mau" costs cards and the round goes on [I-25]. A game without calls
        checks nothing."""
        if not self.rules.calls:
            return
        if self.hands[seat]:
            self._check_mau(seat, call)
            return
        rules = self.rules
        self.log.append(rules.last_call_misses[seat])
        self.draw_cards(seat, rules.last_call_penalty, EventKind.PENALTY)

    def _check_mau(self, seat: int, call: int) -> None:
        if call:
            self.ready[seat] = True
            return
        penalty = self.rules.mau_penalty_cards
        self.log.append(self.rules.mau_misses[seat])
        if penalty:
            self.ready[seat] = True
            self.draw_cards(seat, penalty, EventKind.PENALTY)
        else:
            self.ready[seat] = False

    # ----------------------------------------------------------------- drawing

    def _draw_turn(self, forced: bool) -> None:
        seat = self.seat
        card = self.draw_one(seat)
        if card < 0:
            self.log.append(Event(EventKind.FORFEIT, seat, count=1))
            if forced:
                self.stuck += 1
                if self.stuck >= self.n:
                    self.finish(None, "blocked")
                    return
            else:
                self.stuck = 0
        else:
            self.stuck = 0
            rules = self.rules
            self.log.append(rules.draw_events[seat][card])
            if rules.draw_limit and self.phase_id == PLAY:
                self.draws += 1  # the turn goes on: play, draw again or (at the limit) pass
                return
            if rules.play_after_draw and self.phase_id == PLAY:
                wish = self.wish
                fits = rules.playable[self.discard[-1]] if wish < 0 else rules.playable_wish[wish]
                if fits[card]:
                    self.drawn = card
                    self.phase_id = AFTER_DRAW
                    return
        self.phase_id = PLAY
        self.seat = (seat + self.direction) % self.n

    def _pass_blocks(self) -> bool:
        """A pass under a draw limit ends the turn's drawing; a pass with nothing left to
        draw counts towards a blocked round, which ends when every seat in a row passed
        so. Whether the round ended."""
        self.draws = 0
        if self.can_draw():
            self.stuck = 0
            return False
        self.stuck += 1
        if self.stuck >= self.n:
            self.finish(None, "blocked")
            return True
        return False

    def _take(self) -> None:
        """Suffer the pending action."""
        seat = self.seat
        self.stuck = 0
        phase = self.phase_id
        if phase == SKIP:
            self.log.append(self.rules.skips[seat])
            self.phase_id = PLAY
            self.seat = (seat + self.direction) % self.n
            return
        if phase == HIT:
            shedding_effects.suffer_hit(self)
            return
        amount = self.pending
        self.pending = 0
        self.draw_cards(seat, amount, EventKind.PENALTY)
        self.play_on_after_penalty()

    def play_on_after_penalty(self) -> None:
        """After a penalty the turn ends, or the victim plays on [I-8], [I-24]."""
        rules = self.rules
        if rules.continue_after_penalty:
            self.phase_id = CONTINUE
            return
        self.phase_id = PLAY
        if not rules.play_after_penalty:
            self.seat = (self.seat + self.direction) % self.n

    def draw_one(self, seat: int) -> int:
        talon = self.talon
        if not talon:
            if not self._reshuffle():
                return -1
            talon = self.talon
        card = talon.pop()
        self.hands[seat].append(card)
        return card

    def draw_cards(self, seat: int, amount: int, kind: EventKind) -> None:
        """Draw up to ``amount`` cards; what cannot be drawn is forfeited [I-4]."""
        hand = self.hands[seat]
        before = len(hand)
        talon = self.talon
        if 0 < amount <= len(talon):  # the common case: the cards one by one off its end
            hand += talon[:-amount - 1:-1]
            del talon[-amount:]
        else:
            for _ in range(amount):
                if self.draw_one(seat) < 0:
                    break
        cards = tuple(map(self.deck.cards.__getitem__, hand[before:]))
        self.log.append(Event(kind, seat, cards, len(cards), choice=str(amount),
                              private_to=self.rules.only[seat]))

    def _reshuffle(self) -> bool:
        """Turn the discard pile but its top into a new talon [I-4] (where the game
        reshuffles)."""
        if len(self.discard) <= 1 or not self.rules.reshuffle:
            return False
        pile = self.discard[:-1]
        del self.discard[:-1]
        shuffle(chance_rng(self.seed, self.index, self.chance), pile)
        self.chance += 1
        self.talon = pile
        self.log.append(Event(EventKind.RESHUFFLE, None, count=len(pile)))
        return True

    def finish(self, winner: int | None, reason: str) -> None:
        """End the round at once; a last card's effect is not carried out [I-23]."""
        rules = self.rules
        points = rules.score(self.hands, winner)
        value_of = rules.points.__getitem__
        values = tuple([sum(map(value_of, hand)) for hand in self.hands])
        self.result = RoundResult(() if winner is None else (winner,), points, reason, values)
        self.phase_id = OVER
        self.pending = 0
        self.actor = -1
        self.target = -1
        self.log.append(Event(EventKind.ROUND_OVER, winner, count=max(points, default=0)))

    # ----------------------------------------------------------------- explaining

    def why_illegal(self, action: Action) -> str:
        """A reason a player understands for why ``action`` is not legal now."""
        from maumau.games.shedding.explain import explain_illegal

        return explain_illegal(self, action)

    # ----------------------------------------------------------------- views

    def turn_seen_by(self, seat: int | None) -> tuple[int | None, str]:
        """While a throw-in window is open only the asked seat sees itself to move; every
        other seat sees nobody to move in the phase ``throw_in`` [D-15] (in games saved
        before open windows: the neutral phase ``waiting``), so no view tells who holds
        the card just laid or who is being asked."""
        if self.phase_id == THROW_IN and seat != self.seat:
            return None, THROW_IN_NAME if self.rules.open_windows else HIDDEN_POLL_PHASE
        return self.to_move, self.phase

    def public_table(self, seat: int | None, mine: bool) -> dict[str, Any]:
        rules = self.rules
        wish: str | None = None
        if self.wish == rules.any_wish:
            wish = "any"
        elif self.wish >= 0:
            wish = rules.suits[self.wish]
        table = {
            "top": self.deck.cards[self.discard[-1]].code,
            "discard_size": len(self.discard),
            "talon_size": len(self.talon),
            "direction": self.direction,
            "wish": wish,
            "pending_draw": self.pending,
            "mau": list(self.ready),
            "drawn": self.deck.cards[self.drawn].code
            if mine and self.drawn >= 0 else None,
        }
        if self.phase_id == HIT:
            table["hit_by"] = self.actor
        elif self.phase_id == THROW_IN and self.rules.open_windows:
            table["laid_by"] = self.actor  # public: the window is on this seat's card
            if self.target >= 0:
                table["laid_target"] = self.target
        if rules.draw_limit:
            table["draws"] = self.draws
        return table

    def to_position(self) -> dict[str, Any]:
        from maumau.games.shedding.position import position_of

        return position_of(self)


__all__ = ["PHASE_NAMES", "ActionKind", "Call", "SheddingRound"]
