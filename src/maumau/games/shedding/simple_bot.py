"""A sensible rule-based player for the shedding games: classic, Tabaluga and emojical.

It plays what a careful casual player would: always call Mau (and Mau-Mau), pass a
penalty on when it can and block what it cannot pass on, keep wild cards for when nothing
else fits and Blocken for defence, get rid of expensive cards early, keep the colour it
holds most of, hit a nearly finished next player, swap with the smallest hand, throw in
an identical card whenever that sheds a card it does not need for defence, and wish the
colour it holds most. It reads the game only from its view.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.view import View

__all__ = [
    "ANSWER_PHASES",
    "BLOCK",
    "CLASSIC_VALUES",
    "EMOJICAL_ATTACKS",
    "EMOJICAL_FACES",
    "SWAP",
    "TABALUGA_ATTACKS",
    "WILD_POINTS",
    "CardSense",
    "SheddingSense",
    "SimpleSheddingBot",
    "called_forms",
    "card_colour",
    "card_value",
    "first",
    "sense",
]

CLASSIC_VALUES = {"7": 7, "8": 8, "9": 9, "T": 10, "J": 10, "Q": 10, "K": 10, "A": 11}
WILD_POINTS = 50
TABALUGA_ATTACKS = frozenset({"+2", "+4", "S"})
EMOJICAL_ATTACKS = frozenset({"+2", "+4", "skip", "gift", "gamble"})
EMOJICAL_FACES = frozenset({"smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry"})
BLOCK = "block"
SWAP = "swap"
ANSWER_PHASES = frozenset({"penalty", "skip", "hit"})


@dataclass(frozen=True)
class CardSense:
    """What the bot knows about one card code of its game."""

    colour: str
    face: str
    value: int
    """How keen the bot is to shed it: roughly the points it costs in hand."""
    attack: bool


def sense(code: str, variant: str, options: Mapping[str, object]) -> CardSense:
    """Colour, face, points and whether it hurts the next player, from the code alone
    (and, in classic, the options naming the attacking ranks)."""
    return _sense(code, variant, _attacks(variant, options))


def _attacks(variant: str, options: Mapping[str, object]) -> tuple[object, ...]:
    """The ranks that hurt the next player (classic names them in its options)."""
    return (options.get("draw_two_rank"), options.get("skip_rank"),
            options.get("draw_n_rank")) if variant == "classic" else ()


def card_value(code: str, variant: str) -> int:
    """How keen the bot is to shed a card (:attr:`CardSense.value`): the same whatever
    ranks attack."""
    return _sense(code, variant, ()).value


def card_colour(code: str, variant: str) -> str:
    """A card's colour (:attr:`CardSense.colour`; empty for a wild card)."""
    return _sense(code, variant, ()).colour


@lru_cache(maxsize=4096)
def _sense(code: str, variant: str, attacks: tuple[object, ...]) -> CardSense:
    """:func:`sense`, worked out once per card code, game and attacking ranks."""
    if variant == "emojical":
        colour, _, face = code.rpartition(":")
        value = 5 if face in EMOJICAL_FACES else 20 if colour else WILD_POINTS
        return CardSense(colour, face, value, face in EMOJICAL_ATTACKS)
    if variant == "tabaluga":
        if code == "W":
            return CardSense("", code, 10, False)
        face = code[1:]
        return CardSense(code[0], face, int(face) if face.isdigit() else 10,
                         face in TABALUGA_ATTACKS)
    rank = code[0]
    value = CLASSIC_VALUES.get(rank, 5)  # wish cards too: the suit count decides for them
    if len(code) != 2:
        return CardSense("", code, value, False)
    return CardSense(code[1], rank, value, rank in attacks)


class SheddingSense:
    """The bot's reading of one view: its hand's colours, the seats around it."""

    def __init__(self, view: View) -> None:
        self.view = view
        variant = view.variant
        attacks = _attacks(variant, view.options)
        self.attacks = attacks
        self.cards = [_sense(card.code, variant, attacks) for card in view.hand]
        self.colours = Counter(card.colour for card in self.cards if card.colour)
        self.blocks = sum(1 for card in self.cards if card.face == BLOCK)
        seat = view.seat or 0
        step = int(view.table.get("direction", 1))
        self.next_size = view.hand_sizes[(seat + step) % view.players]

    def of(self, action: Action) -> CardSense:
        assert action.card is not None
        return _sense(action.card.code, self.view.variant, self.attacks)

    def smallest_other(self) -> int:
        seat = self.view.seat
        others = [s for s in range(self.view.players) if s != seat]
        return min(others, key=lambda s: (self.view.hand_sizes[s], s))


class SimpleSheddingBot:
    name = "simple"

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = called_forms(view.legal_actions)
        reading = SheddingSense(view)
        plays = [a for a in legal if a.kind is ActionKind.PLAY]
        choices = [a for a in legal if a.kind is ActionKind.CHOOSE]
        if choices:
            return self._choose(choices, reading)
        if view.phase == "throw_in":
            return self._throw_in(plays, legal, reading)
        if view.phase in ANSWER_PHASES:
            return self._answer(plays, legal, reading)
        if not plays:
            return legal[0] if len(legal) == 1 else first(legal, ActionKind.TAKE,
                                                           ActionKind.DRAW)
        return max(plays, key=lambda a: self._score(a, reading))

    def _choose(self, choices: list[Action], reading: SheddingSense) -> Action:
        if choices[0].target is not None:
            best = reading.smallest_other()
            return next((a for a in choices if a.target == best), choices[0])
        return max(choices, key=lambda a: reading.colours.get(a.choice or "", 0))

    def _throw_in(self, plays: list[Action], legal: Sequence[Action],
                  reading: SheddingSense) -> Action:
        """Throw in when it sheds a card not kept for defence (or goes out)."""
        if not plays:
            return first(legal, ActionKind.PASS)
        card = reading.of(plays[0])
        keep = card.face == BLOCK and len(reading.cards) > 2
        if keep:
            return first(legal, ActionKind.PASS)
        return max(plays, key=lambda a: self._score(a, reading))

    def _answer(self, plays: list[Action], legal: Sequence[Action],
                reading: SheddingSense) -> Action:
        """Pass a penalty on with the same card kind, else block it, else suffer it."""
        stacks = [a for a in plays if reading.of(a).face != BLOCK]
        if stacks:
            return max(stacks, key=lambda a: self._score(a, reading))
        blocks = [a for a in plays if reading.of(a).face == BLOCK]
        if blocks and self._worth_blocking(reading):
            return blocks[0]
        return first(legal, ActionKind.TAKE)

    def _worth_blocking(self, reading: SheddingSense) -> bool:
        view = reading.view
        if view.phase == "penalty" or len(reading.cards) <= 3:
            return True
        top = str(view.table.get("top", ""))
        if top.endswith(SWAP):
            hit_by = int(view.table.get("hit_by", -1))
            return hit_by >= 0 and view.hand_sizes[hit_by] > len(reading.cards)
        return not top.endswith("skip")

    def _score(self, action: Action, reading: SheddingSense) -> float:
        card = reading.of(action)
        score = card.value / 4.0
        if action.choice is not None or not card.colour:
            score -= 20.0  # a wild card is worth keeping until nothing else fits
            if action.choice is not None:
                score += reading.colours.get(action.choice, 0)
        else:
            score += reading.colours.get(card.colour, 0) - 1
        if card.face == BLOCK and reading.blocks <= 1:
            score -= 8.0  # the last Blocken is kept for defence
        if card.attack:
            score += 6.0 if reading.next_size <= 2 else 1.0
        if action.target is not None:
            score += self._swap_gain(action, reading)
        if action.call is Call.MAU_MAU:
            score += 100.0
        return score

    def _swap_gain(self, action: Action, reading: SheddingSense) -> float:
        """Swapping pays with a smaller hand than ours will be; name the smallest one."""
        assert action.target is not None
        theirs = reading.view.hand_sizes[action.target]
        ours = len(reading.cards) - 1
        if action.target != reading.smallest_other():
            return -50.0
        return 3.0 * (ours - theirs)


def called_forms(legal: Sequence[Action]) -> Sequence[Action]:
    """Drop the plays that forget a call when the called form is offered."""
    no_call = Call.NONE
    for action in legal:  # a loop, not any(): this runs for every decision of a bot
        if action.call is not no_call:
            break
    else:
        return legal
    called = {(a.card, a.choice, a.target) for a in legal if a.call is not Call.NONE}
    return tuple(a for a in legal if a.call is not Call.NONE or a.kind is not ActionKind.PLAY
                 or (a.card, a.choice, a.target) not in called)


def first(legal: Sequence[Action], *kinds: ActionKind) -> Action:
    for kind in kinds:
        for action in legal:
            if action.kind is kind:
                return action
    return legal[0]
