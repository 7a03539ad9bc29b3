"""The ``medium`` player of the shedding games: classic, Tabaluga and emojical.

It builds on the simple player (:mod:`maumau.games.shedding.simple_bot`: calls, throw-ins,
blocking, swap partners) and adds what a strong club player does at the table. It counts
cards and gaps (:mod:`maumau.games.shedding.memory`) and, in classic and Tabaluga, rates each
play by:

- how well the rest of its hand follows the top it leaves (colour, face, wild cards kept
  for when nothing else fits, the last card made sure to fit);
- how likely the seat that moves next cannot follow that top, weighed by how close that
  seat is to going out;
- what an action card does to the seats around: a draw card (unless the victim is likely
  to pass it on) or a skip on a nearly finished next player, a reverse that turns the
  game away from one;
- keeping one draw card to pass a penalty on while it can wait.

In emojical, where swaps, gifts and throw-ins bring much luck, the simple player's card
order measured best; medium adds the counting pressure, keeps the last Blocken and its
wild cards, plays the Schenken that wins the round, and gambles on Zocken only when the
unseen cards favour it. In every game it wishes the colour it holds most that the next
player is least likely to hold, and passes a penalty on whenever it can.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.view import View
from maumau.games.shedding.memory import Memory, is_wild, stacking_faces
from maumau.games.shedding.simple_bot import (
    ANSWER_PHASES,
    BLOCK,
    CardSense,
    SheddingSense,
    SimpleSheddingBot,
    called_forms,
    first,
)

__all__ = [
    "BLOCK_KEEP",
    "CALM",
    "COUNTER_KEEP",
    "DANGER",
    "GAMBLE_SMILEY_CARDS",
    "GAMBLE_TAKE",
    "GIFT_OUT",
    "GOING_OUT",
    "LAST_FITS",
    "LAST_WILD",
    "PRESSURE",
    "RANKED_PHASES",
    "TABALUGA_DRAWS",
    "VALUE_WEIGHT",
    "WILD_KEEP",
    "MediumSheddingBot",
    "Role",
    "Situation",
    "role_of",
]

VALUE_WEIGHT = 0.1
"""How keen it is to shed a card's points."""
PRESSURE = 1.0
"""Weight of the chance that the seat moving next cannot follow."""
GOING_OUT = 1000.0
DANGER = {0: 20.0, 1: 12.0, 2: 5.0, 3: 2.0}
"""How urgent it is to stop a seat holding this many cards (more cards: ``CALM``)."""
CALM = 1.0
WILD_KEEP = 9.0
"""What a wild card is worth kept in hand while other cards still fit."""
COUNTER_KEEP = 2.5
"""What the last card that passes a draw penalty on is worth kept in hand."""
BLOCK_KEEP = 6.0
"""What the last Blocken is worth kept in hand (emojical)."""
GIFT_OUT = 40.0
"""emojical: Schenken with two cards in hand wins, the neighbour takes the last one."""
GAMBLE_SMILEY_CARDS = 8
"""Zocken: the cards a gamble costs when it turns up a smiley (an action card: one)."""
GAMBLE_TAKE = 4
LAST_WILD = 6.0
"""A wild card kept as the last card: it fits whatever the top."""
LAST_FITS = 3.0
"""A last card that fits the top this play leaves."""
TABALUGA_DRAWS = {"+2": 2, "+4": 4}
RANKED_PHASES = frozenset({"play", "after_draw", "continue"})
"""The phases in which a play is chosen freely among the cards that fit."""


@dataclass(frozen=True)
class Role:
    """What a card's action does to the turn order."""

    draws: int = 0
    skips: bool = False
    reverses: bool = False


def role_of(card: CardSense, view: View) -> Role:
    """The draw, skip and reverse effects of a classic or Tabaluga card in this ruleset."""
    face = card.face
    if view.variant == "classic":
        options = view.options
        draws = 2 if face == options.get("draw_two_rank") else 0
        if face == options.get("draw_n_rank"):
            draws = int(options.get("draw_n", 4))
        return Role(draws, face == options.get("skip_rank"), face == options.get("reverse_rank"))
    if view.variant == "tabaluga":
        return Role(TABALUGA_DRAWS.get(face, 0), face == "S", face == "R")
    return Role()


class MediumSheddingBot(SimpleSheddingBot):
    name = "medium"

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = called_forms(view.legal_actions)
        if len(legal) == 1:
            return legal[0]
        reading = SheddingSense(view)
        plays = [a for a in legal if a.kind is ActionKind.PLAY]
        choices = [a for a in legal if a.kind is ActionKind.CHOOSE]
        if view.phase == "throw_in":
            return self._throw_in(plays, legal, reading)
        situation = Situation(view, reading, Memory(view),
                              lambda action: self._score(action, reading))
        if choices:
            return max(choices, key=situation.rate_choice)
        if view.phase in ANSWER_PHASES:
            return self._respond(plays, legal, reading, situation)
        if not plays:
            return first(legal, ActionKind.TAKE, ActionKind.DRAW)
        return max(plays, key=situation.rate_play)

    def ranked_plays(self, view: View) -> list[Action]:
        """In a free play, the plays (their called forms) in the order this player
        prefers them, best first; in other phases an empty list."""
        if view.phase not in RANKED_PHASES:
            return []
        reading = SheddingSense(view)
        plays = [a for a in called_forms(view.legal_actions) if a.kind is ActionKind.PLAY]
        situation = Situation(view, reading, Memory(view),
                              lambda action: self._score(action, reading))
        return sorted(plays, key=situation.rate_play, reverse=True)

    def _respond(self, plays: list[Action], legal: Sequence[Action],
                 reading: SheddingSense, situation: Situation) -> Action:
        """Pass a penalty on, block what is worth blocking, gamble when it pays."""
        stacks = [a for a in plays if reading.of(a).face != BLOCK]
        if stacks:
            return max(stacks, key=situation.rate_play)
        blocks = [a for a in plays if reading.of(a).face == BLOCK]
        if blocks and self._worth_blocking(reading):
            return blocks[0]
        gamble = next((a for a in legal if a.kind is ActionKind.GAMBLE), None)
        if gamble is not None and situation.gamble_pays():
            return gamble
        return first(legal, ActionKind.TAKE)


class Situation:
    """One decision's reading: the hand, the seats around and the remembered cards."""

    def __init__(self, view: View, reading: SheddingSense, memory: Memory,
                 plain: Callable[[Action], float]) -> None:
        self.view = view
        self.plain = plain
        self.reading = reading
        self.memory = memory
        self.seat = view.seat or 0
        self.step = int(view.table.get("direction", 1))
        self.players = view.players
        self.hand = list(reading.cards)
        self.colours = reading.colours
        self.faces = Counter(card.face for card in self.hand)
        self.counters = stacking_faces(view)

    def wild(self, card: CardSense) -> bool:
        return is_wild(card, self.view.variant, self.view.options)

    def seat_after(self, seat: int, step: int) -> int:
        return (seat + step) % self.players

    def danger(self, seat: int) -> float:
        return DANGER.get(self.view.hand_sizes[seat], CALM)

    # ----------------------------------------------------------------- plays

    def rate_play(self, action: Action) -> float:
        card = self.reading.of(action)
        if action.call is Call.MAU_MAU:
            return GOING_OUT
        rest = list(self.hand)
        if card in rest:
            rest.remove(card)
        wild = self.wild(card)
        colour = action.choice if action.choice is not None else card.colour
        face = None if action.choice is not None else card.face
        if self.view.variant == "emojical":
            return self._emojical(action, card, colour, face)
        score = card.value * VALUE_WEIGHT
        score += self._following(rest, colour, face)
        score -= self._keeping(card, wild)
        score += self._effect(action, card, colour, face)
        return score

    def _emojical(self, action: Action, card: CardSense, colour: str, face: str | None) -> float:
        """emojical, where the luck of swaps, gifts and throw-ins runs high: the simple
        player's card order, with keeping, counting pressure and the winning Schenken."""
        score = self.plain(action) - self._keeping(card, self.wild(card))
        mover = self.seat_after(self.seat, self.step)
        follow = self.memory.chance_to_follow(mover, colour, face)
        score += PRESSURE * (1.0 - follow) * (1.0 + self.danger(mover))
        if card.face == "gift" and len(self.hand) == 2:
            score += GIFT_OUT
        return score

    def _following(self, rest: list[CardSense], colour: str, face: str | None) -> float:
        """How well the cards left follow the top this play leaves."""
        same_colour = sum(1 for c in rest if c.colour == colour and not self.wild(c))
        same_face = sum(1 for c in rest if face is not None and c.face == face)
        score = same_colour + 0.4 * same_face
        if len(rest) == 1:
            last = rest[0]
            if self.wild(last):
                score += LAST_WILD
            elif last.colour == colour or (face is not None and last.face == face):
                score += LAST_FITS
        return score

    def _keeping(self, card: CardSense, wild: bool) -> float:
        """What the card is worth kept in hand for later."""
        if len(self.hand) <= 2:
            return 0.0
        keep = 0.0
        if wild:
            keep += WILD_KEEP
        if card.face in self.counters and self.faces[card.face] <= 1:
            keep += COUNTER_KEEP
        if card.face == BLOCK and self.reading.blocks <= 1:
            keep += BLOCK_KEEP
        return keep

    def _effect(self, action: Action, card: CardSense, colour: str, face: str | None) -> float:
        """What the play does to the seats that move after it."""
        role = role_of(card, self.view)
        step = -self.step if role.reverses and self.players > 2 else self.step
        victim = self.seat_after(self.seat, step)
        mover = victim
        score = 0.0
        if role.reverses and self.players > 2:
            score += self.danger(self.seat_after(self.seat, self.step)) - self.danger(victim)
        if role.skips:
            score += 1.0 + self.danger(victim)
            mover = self.seat_after(victim, step)
        if role.draws:
            countered = (self.memory.chance_to_follow(victim, "", card.face, wild_fits=False)
                         if card.face in self.counters else 0.0)
            score += (1.0 + 0.5 * role.draws + self.danger(victim)) * (1.0 - countered)
            mover = self.seat_after(victim, step)
        follow = self.memory.chance_to_follow(mover, colour, face)
        score += PRESSURE * (1.0 - follow) * (1.0 + self.danger(mover))
        return score

    # ----------------------------------------------------------------- choices

    def rate_choice(self, action: Action) -> float:
        """The dealer's wish (the colour held most, the next player least likely to have
        it) or swap partner (the smallest hand)."""
        if action.target is not None:
            return -float(self.view.hand_sizes[action.target]) - action.target / 100.0
        colour = action.choice or ""
        mover = self.seat_after(self.seat, self.step)
        follow = self.memory.chance_to_follow(mover, colour, None)
        return self.colours.get(colour, 0) + (1.0 - follow) * (1.0 + self.danger(mover))

    # ----------------------------------------------------------------- answers

    def gamble_pays(self) -> bool:
        """Zocken: gambling costs 8 cards on a smiley, one on an action card."""
        unseen = self.memory.unseen
        total = sum(unseen.values())
        if not total:
            return True
        plain = sum(count for code, count in unseen.items()
                    if self.memory.is_plain(code))
        chance = plain / total
        expected = chance * GAMBLE_SMILEY_CARDS + (1.0 - chance)
        return expected < GAMBLE_TAKE
