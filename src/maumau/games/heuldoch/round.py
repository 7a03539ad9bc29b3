"""The Heul doch! machine: one round of the collecting game (docs/rules.md §4).

Every seat has its own pile. A turn plays exactly one hand card: face up onto a
neighbour's pile when it matches there (then it must go to a neighbour), else face up on
the own pile when it fits, or face down on the own pile as an onion; with special cards,
a special card to the central discard pile. Then the player draws back to four while the
talon lasts. The round ends when every hand is empty; piles are scored by
:mod:`~maumau.games.heuldoch.scoring`.

The hot path (``legal_actions`` and ``apply``) works on integer card ids, integer pile
entries and interned actions (see :mod:`~maumau.games.heuldoch.rules`); cards, events
and views are built at the edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Self

from maumau.core.actions import Action
from maumau.core.chance import Seed, chance_rng, shuffle
from maumau.core.events import Event, EventKind
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.games.heuldoch import specials
from maumau.games.heuldoch.rules import (
    HAND_SIZE,
    ONION,
    OP_DOWN,
    OP_KARUSSELL,
    OP_KATAPULT,
    OP_STRANDTUCH,
    OP_UP,
    HeulDochRules,
    is_number,
)
from maumau.games.heuldoch.scoring import round_result

__all__ = [
    "OVER",
    "PLAY",
    "HeulDochRound",
]

PLAY: Final = "play"
OVER: Final = "over"


class HeulDochRound(Round):
    """One deal of Heul doch! Build with :meth:`deal` or from a position."""

    COPIED_LISTS = ("talon", "discard", "log", "face")
    COPIED_NESTED = ("hands", "piles")

    __slots__ = ("face", "held", "piles", "rules")

    def __init__(self, ruleset: Ruleset, rules: HeulDochRules, seed: Seed, index: int,
                 dealer: int) -> None:
        super().__init__(ruleset, rules.deck, seed, index, dealer)
        self.rules = rules
        self._redactions = rules.redactions
        self.piles: list[list[int]] = [[] for _ in range(self.n)]
        self.face: list[int] = [ONION] * self.n
        self.held = 0

    def blank(self) -> Self:
        return type(self)(self.ruleset, self.rules, self.seed, self.index, self.dealer)

    # ----------------------------------------------------------------- setting up

    @classmethod
    def deal(cls, ruleset: Ruleset, rules: HeulDochRules, seed: Seed, index: int,
             dealer: int, first_player: int | None, pack: list[int] | None = None) -> Self:
        """Shuffle; from the dealer's left, one face-up card on every pile (a special card
        is shuffled back and replaced) and four hand cards each; then the first player,
        drawn at random unless given. A given ``pack`` (dealt from its end) is dealt as
        it is."""
        game = cls(ruleset, rules, seed, index, dealer)
        n = game.n
        cards = rules.deck.cards
        if pack is None:
            pack = rules.deck.full_pack()
            shuffle(chance_rng(seed, index, 0), pack)
        game.chance = 1
        game.log.append(Event(EventKind.DEAL, dealer, count=HAND_SIZE))
        order = [(dealer + offset) % n for offset in range(1, n + 1)]
        for seat in order:
            card = pack.pop()
            while not is_number(card):
                game.log.append(Event(EventKind.RESHUFFLE, seat, (cards[card],), 1))
                pack.append(card)
                shuffle(chance_rng(seed, index, game.chance), pack)
                game.chance += 1
                card = pack.pop()
            game.piles[seat].append(card)
            game.face[seat] = card
        for _ in range(HAND_SIZE):
            for seat in order:
                game.hands[seat].append(pack.pop())
        game.talon = pack
        game.held = HAND_SIZE * n
        if first_player is None:
            first_player = chance_rng(seed, index, game.chance).randrange(n)
            game.chance += 1
        game.seat = first_player
        game.log.append(Event(EventKind.START, first_player,
                              tuple(cards[pile[0]] for pile in game.piles)))
        for seat in range(n):
            game.log.append(Event(EventKind.DRAW, seat, tuple(cards[c] for c in game.hands[seat]),
                                  HAND_SIZE, private_to=rules.only[seat]))
        return game

    # ----------------------------------------------------------------- queries

    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.seat

    @property
    def phase(self) -> str:
        return OVER if self.result is not None else PLAY

    def legal_actions(self) -> Sequence[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal_plays() if self.result is None else []
            self._legal = legal
        return legal

    def _legal_plays(self) -> list[Action]:
        rules = self.rules
        seat = self.seat
        left = rules.left[seat]
        right = rules.right[seat]
        face = self.face
        fits_left = rules.fits[face[left]]
        fits_right = rules.fits[face[right]]
        fits_own = rules.fits_own[face[seat]]
        up = rules.up
        tails = rules.tails[seat]
        legal: list[Action] = []
        done: list[int] = []  # a hand may hold a card twice: its plays are listed once
        for card in self.hands[seat]:
            if card in done:
                continue
            done.append(card)
            if fits_left[card]:
                legal.append(up[card][left])
                if fits_right[card]:
                    legal.append(up[card][right])
            elif fits_right[card]:
                legal.append(up[card][right])
            elif fits_own[card]:
                legal.append(up[card][seat])
            legal += tails[card]
        return legal

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> list[Event]:
        legal = self._legal
        if legal is None:
            legal = self._legal_plays() if self.result is None else []
        if action not in legal:
            raise self.refusal(action)
        self._legal = None
        rules = self.rules
        seat = self.seat
        hand = self.hands[seat]
        log = self.log
        start = len(log)
        op, card, argument = rules.ops[id(action)]
        hand.remove(card)
        log.append(rules.play_events[seat][id(action)])
        if op == OP_UP:
            self.piles[argument].append(card)
            self.face[argument] = card
        elif op == OP_DOWN:
            self.piles[seat].append(rules.own_entry[seat][card])
            self.face[seat] = ONION
        else:
            self.discard.append(card)
            self._special(op, seat, argument)
        talon = self.talon
        if talon:
            drawn = talon.pop()
            hand.append(drawn)
            log.append(rules.draw_events[seat][drawn])
        else:
            self.held -= 1
            if not self.held:
                self._finish()
                return log[start:]
        hands = self.hands
        nxt = rules.left[seat]
        while not hands[nxt]:
            nxt = rules.left[nxt]
        self.seat = nxt
        return log[start:]

    def _special(self, op: int, seat: int, argument: int) -> None:
        if op == OP_KATAPULT:
            specials.katapult(self)
        elif op == OP_STRANDTUCH:
            specials.strandtuch(self, seat, argument)
        elif op == OP_KARUSSELL:
            specials.karussell(self, argument)
        else:
            specials.werwolf(self)

    def _finish(self) -> None:
        self.result = round_result(self.piles)
        self.log.append(Event(EventKind.ROUND_OVER, None,
                              count=max(self.result.points, default=0)))

    # ----------------------------------------------------------------- explaining

    def why_illegal(self, action: Action) -> str:
        """A reason a player understands for why ``action`` is not legal now."""
        from maumau.games.heuldoch.explain import explain_illegal

        return explain_illegal(self, action)

    # ----------------------------------------------------------------- views

    def public_table(self, seat: int | None, mine: bool) -> dict[str, Any]:
        from maumau.games.heuldoch.view import public_table

        return public_table(self, seat)

    # ----------------------------------------------------------------- positions

    def to_position(self) -> dict[str, Any]:
        from maumau.games.heuldoch.position import position_of

        return position_of(self)
