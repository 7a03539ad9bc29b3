"""What a careful player remembers of a shedding round (classic, Tabaluga, emojical).

Read from one seat's view alone: the cards it has not seen (the pack less its hand and the
discard pile since the last reshuffle) and every other seat's known gaps. A seat that drew
instead of playing held no card of the colour (or wish) and face on top then, and no wild
card; a seat that took a draw penalty held no card to stack on it. A gap fades as the seat
takes in new cards (``FADE`` per card) and moves with a hand that is swapped or passed on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from maumau.core.cards import Deck
from maumau.core.events import Event, EventKind
from maumau.core.ruleset import Ruleset
from maumau.core.view import View
from maumau.games.shedding.simple_bot import EMOJICAL_FACES, CardSense, sense

FADE = 0.78
"""How much of a gap survives each card its seat takes in afterwards."""
WILD = "*"
"""The feature of a wild card in a seat's gaps (colours and faces are their own codes)."""
PLAIN_FACES = EMOJICAL_FACES | frozenset("123456789")
"""Faces without an action: emojical's smileys, Tabaluga's digits."""
STACKING_FACES = {"tabaluga": frozenset({"+2"}), "emojical": frozenset({"+2", "+4"})}


@lru_cache(maxsize=64)
def _pack(variant: str, players: int, options: tuple[tuple[str, object], ...]) -> Deck:
    ruleset = Ruleset.create(variant, players, None, dict(options))
    return ruleset.game.deck(ruleset)


def pack_of(view: View) -> Deck:
    """The pack the view's round is played with."""
    return _pack(view.variant, view.players, tuple(sorted(view.options.items())))


def is_wild(card: CardSense, variant: str, options: Mapping[str, object]) -> bool:
    """A card that goes on anything (a Jack of classic's wish rank, a joker, a grey card,
    a Farbwechsel)."""
    if not card.colour:
        return True
    return variant == "classic" and card.face == options.get("wish_rank")


def stacking_faces(view: View) -> frozenset[str]:
    """The faces a draw penalty can be passed on with."""
    if view.variant == "classic":
        return frozenset({str(view.options.get("draw_two_rank"))})
    return STACKING_FACES.get(view.variant, frozenset())


@dataclass
class Gaps:
    """One seat's known gaps: feature -> cards it had taken in when the gap was seen."""

    seen_at: dict[str, int] = field(default_factory=dict)
    taken_in: int = 0

    def mark(self, *features: str) -> None:
        for feature in features:
            self.seen_at[feature] = self.taken_in

    def certainty(self, feature: str) -> float:
        """How sure the gap still is: 1 when just seen, fading with each card taken in."""
        seen = self.seen_at.get(feature)
        return 0.0 if seen is None else FADE ** (self.taken_in - seen)


class Memory:
    """A shedding round as one seat remembers it from its view's events."""

    def __init__(self, view: View) -> None:
        self.view = view
        self.variant = view.variant
        self.options = view.options
        self.gaps = [Gaps() for _ in range(view.players)]
        self.discard: list[str] = []
        self._top: CardSense | None = None
        self._wish: str | None = None
        self._pending = False
        self._stacking = stacking_faces(view)
        previous: Event | None = None
        for event in view.events:
            self._replay(event, previous)
            previous = event
        top = view.table.get("top")
        if top is not None and (not self.discard or self.discard[-1] != top):
            self.discard.append(str(top))  # a loaded position's history is not in its view
        self.unseen = self._unseen()
        self.unseen_total = sum(self.unseen.values())
        self._senses = {code: sense(code, self.variant, self.options) for code in self.unseen}

    # ----------------------------------------------------------------- reading

    def gap(self, seat: int, feature: str) -> float:
        return self.gaps[seat].certainty(feature)

    def chance_to_follow(self, seat: int, colour: str, face: str | None,
                         wild_fits: bool = True) -> float:
        """How likely ``seat`` holds a card that goes on a top of ``colour`` (a wish or a
        card's colour; "" for none) and ``face`` (None under a wish), wild cards too unless
        ``wild_fits`` is off: from its gaps and the unseen cards."""
        total = self.unseen_total
        if total <= 0:
            return 0.5
        gaps = self.gaps[seat]
        colour_gap = gaps.certainty(colour) if colour else 0.0
        face_gap = gaps.certainty(face) if face else 0.0
        wild_gap = gaps.certainty(WILD) if wild_fits else 1.0
        fitting = 0.0
        for code, count in self.unseen.items():
            card = self._senses[code]
            if face is not None and card.face == face:
                both = colour and card.colour == colour
                fitting += count * (1.0 - face_gap) * ((1.0 - colour_gap) if both else 1.0)
            elif is_wild(card, self.variant, self.options):
                fitting += count * (1.0 - wild_gap)
            elif colour and card.colour == colour:
                fitting += count * (1.0 - colour_gap)
        size = self.view.hand_sizes[seat]
        return 1.0 - max(0.0, 1.0 - fitting / total) ** size

    def is_plain(self, code: str) -> bool:
        """A card without an action (an emojical smiley, a digit)."""
        return self._senses[code].face in PLAIN_FACES if code in self._senses else False

    # ----------------------------------------------------------------- replay

    def _unseen(self) -> Counter[str]:
        deck = pack_of(self.view)
        left = Counter({card.code: count for card, count in zip(deck.cards, deck.counts,
                                                                strict=True)})
        left.subtract(card.code for card in self.view.hand)
        left.subtract(self.discard)
        return +left

    def _replay(self, event: Event, previous: Event | None) -> None:
        kind = event.kind
        if kind in (EventKind.PLAY, EventKind.THROW_IN, EventKind.START):
            self._laid(event)
        elif kind is EventKind.WISH:
            self._wish = event.choice
        elif kind is EventKind.DRAW:
            if event.seat is not None:
                self._drew_instead(event.seat)
                self.gaps[event.seat].taken_in += event.count
        elif kind is EventKind.PENALTY:
            self._penalty(event, previous)
        elif kind is EventKind.BLOCKED:
            self._pending = False
        elif kind is EventKind.RESHUFFLE:
            self.discard = self.discard[-1:]
        elif kind in (EventKind.GIFT, EventKind.GAMBLE):
            receiver = event.target if kind is EventKind.GIFT else event.seat
            if receiver is not None:
                self.gaps[receiver].taken_in += 1
        elif kind is EventKind.SWAP and event.seat is not None and event.target is not None:
            if event.seat < event.target:  # one of the pair's two events swaps them
                gaps = self.gaps
                gaps[event.seat], gaps[event.target] = gaps[event.target], gaps[event.seat]
        elif kind is EventKind.PASS_HANDS and event.seat == 0:
            step = 1 if event.target == 1 % self.view.players else -1
            self.gaps = [self.gaps[(seat - step) % self.view.players]
                         for seat in range(self.view.players)]

    def _laid(self, event: Event) -> None:
        if not event.cards:
            return
        code = event.cards[0].code
        self.discard.append(code)
        self._top = sense(code, self.variant, self.options)
        self._wish = event.choice
        if event.kind is not EventKind.START:
            self._pending = self._top.face in self._stacking

    def _drew_instead(self, seat: int) -> None:
        """A seat drew on its turn: it held nothing that fitted the top."""
        top = self._top
        if top is None or seat == self.view.seat:
            return
        gaps = self.gaps[seat]
        if self._wish is not None:
            gaps.mark(self._wish)
            if self.options.get("wish_on_wish", True):
                gaps.mark(WILD)
        elif top.colour:
            gaps.mark(top.colour, top.face, WILD)

    def _penalty(self, event: Event, previous: Event | None) -> None:
        seat = event.seat
        if seat is None:
            return
        answered = previous is None or previous.kind is not EventKind.MAU_MISSED
        if self._pending and answered and self._top is not None and seat != self.view.seat:
            self.gaps[seat].mark(self._top.face)
        if answered:
            self._pending = False
        self.gaps[seat].taken_in += event.count


__all__ = ["WILD", "Memory", "is_wild", "pack_of", "stacking_faces"]
