"""A sensible rule-based player for Heul doch! Mau Mau.

It remembers every pile from the events its seat saw (a player with a good memory; in
memory mode too) and rates each legal play by what it does to the final scores: points on
its own pile count fully, points it gives away (a forced gift, a swap, a Karussell) count
against it at ``RIVAL_WEIGHT``. So it lays high cards on its own pile, gifts low cards when
a gift is forced, lays an onion when that costs less than a gift and does not void values
its pile is rich in, and plays a special card when the table makes it pay.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import attrgetter
from typing import TypeVar

from maumau.core.actions import Action
from maumau.core.events import Event, EventKind
from maumau.core.view import View
from maumau.games.heuldoch.scoring import void_values

__all__ = [
    "ONION_COST",
    "RIVAL_WEIGHT",
    "SPECIAL_HOLD",
    "UNKNOWN_VALUE",
    "UNSEEN",
    "PileMemory",
    "PileSum",
    "Seen",
    "SimpleHeulDochBot",
    "T",
    "imagine",
    "pile_score",
    "rate_play",
    "remember_piles",
    "seen",
    "swap_tops",
]

UNKNOWN_VALUE = 4.0
"""What an onion whose card the bot does not know is expected to be worth face up."""
RIVAL_WEIGHT = 0.6
"""How much a point for one rival weighs against a point of one's own."""
ONION_COST = 1.0
"""The price of a face-down play: the card scores nothing, now or later."""
UNSEEN = "?0"
"""A face-up card the bot never saw (beneath a top, in a loaded position)."""
SPECIAL_HOLD = 1.0
"""Keeping a special card for a better moment is worth this much while the talon lasts."""


@dataclass(frozen=True)
class Seen:
    """A pile card as one seat remembers it: its code (None: an onion it does not know)."""

    code: str | None
    face_up: bool

    @cached_property
    def value(self) -> int:
        """The points of a face-up card (0 for an onion or a card never seen); worked out
        once, as every rating of every play scores the piles."""
        return int(self.code[1]) if self.code is not None and self.face_up else 0


@lru_cache(maxsize=256)
def seen(code: str | None, face_up: bool) -> Seen:
    """``Seen(code, face_up)``, one object for each (so its value is worked out once)."""
    return Seen(code, face_up)


def remember_piles(view: View) -> list[list[Seen]]:
    """Every pile, bottom to top, as ``view.seat`` saw it happen in the round's events.

    A round loaded from a position has no history: then the piles are pieced together
    from the table (tops, heights, onion counts where shown), the cards beneath unknown.
    """
    if not _has_history(view.events):
        return [_guess_pile(shown) for shown in view.table["piles"]]
    piles: list[list[Seen]] = [[] for _ in range(view.players)]
    for event in view.events:
        _replay(piles, event)
    return piles


class PileMemory:
    """:func:`remember_piles` for one bot, carried forward from decision to decision: the
    events its last view held are not replayed again while the next view begins with
    them (the same round, seen by the same seat). A view without that beginning, or
    without a history, is read afresh."""

    def __init__(self) -> None:
        self._events: tuple[Event, ...] = ()
        self._piles: list[list[Seen]] = []

    def piles(self, view: View) -> list[list[Seen]]:
        """The piles as :func:`remember_piles` finds them (to be read, not changed)."""
        events, known = view.events, len(self._events)
        if not known or len(events) < known or events[:known] != self._events:
            self._piles = remember_piles(view)
            self._events = events if _has_history(events) else ()
            return self._piles
        piles = self._piles
        for event in events[known:]:
            _replay(piles, event)
        self._events = events
        return piles


def _has_history(events: Sequence[Event]) -> bool:
    return any(event.kind is EventKind.START for event in events)


def _guess_pile(shown: dict[str, object]) -> list[Seen]:
    top_code = shown.get("top")
    height = int(str(shown.get("height", 0)))
    if top_code is None or not height:
        return []
    top_is_onion = top_code == "onion"
    if top_is_onion:
        top = Seen(str(shown["onion_card"]) if "onion_card" in shown else None, False)
    else:
        top = Seen(str(top_code), True)
    onions_below = max(0, int(str(shown.get("onions", 0))) - top_is_onion)
    unknown = max(0, height - 1 - onions_below)
    return [Seen(UNSEEN, True)] * unknown + [Seen(None, False)] * onions_below + [top]


def _replay(piles: list[list[Seen]], event: Event) -> None:
    kind = event.kind
    if kind is EventKind.START:
        for seat, card in enumerate(event.cards):
            piles[seat] = [seen(card.code, True)]
    elif kind is EventKind.PLAY:
        _replay_play(piles, event)
    elif kind is EventKind.PILE and event.seat is not None:
        pile = piles[event.seat]
        if event.choice == "katapult":
            pile.pop()
        else:
            pile[-1] = seen(event.cards[0].code, event.choice == "up")
    elif kind is EventKind.SWAP and event.seat is not None and event.target is not None:
        swap_tops(piles, event.seat, event.target)


def _replay_play(piles: list[list[Seen]], event: Event) -> None:
    assert event.seat is not None
    if event.choice == "down":
        piles[event.seat].append(seen(event.cards[0].code if event.cards else None, False))
        return
    code = event.cards[0].code if event.cards else ""
    if code == "karussell":
        _pass_tops(piles, 1 if event.choice == "left" else -1)
    elif event.target is not None and code[:1].islower() and len(code) == 2:
        piles[event.target].append(seen(code, True))


def pile_score(pile: Sequence[Seen]) -> float:
    """The face-up points of a pile, less the values its onions void (an onion's value
    is 0: it counts for nothing either way)."""
    return float(_net_points(list(map(_VALUE, pile)), len(pile) - sum(map(_FACE_UP, pile))))


def _net_points(values: list[int], onions: int) -> int:
    """The sum of a pile's ``values`` less those of the values ``onions`` onions void."""
    return sum(values) - sum(value * values.count(value) for value in void_values(onions))


_VALUE, _FACE_UP = attrgetter("value"), attrgetter("face_up")


class PileSum:
    """A pile's :func:`pile_score`, and what one more card laid on it makes of it, without
    scoring the pile again: a rating asks that of every legal play."""

    __slots__ = ("_net", "_onion", "_onions", "_values", "_void", "score")

    def __init__(self, pile: Sequence[Seen]) -> None:
        values = self._values = list(map(_VALUE, pile))
        onions = self._onions = len(pile) - sum(map(_FACE_UP, pile))
        self._void = void_values(onions)
        self._net = _net_points(values, onions)
        self.score = float(self._net)
        """:func:`pile_score` of the pile."""
        self._onion: float | None = None

    def with_face_up(self, value: int) -> float:
        """The score with a face-up card of ``value`` on top: its points count unless its
        value is void."""
        return float(self._net + (0 if value in self._void else value))

    def with_onion(self) -> float:
        """The score with one more onion on top: the void values move on."""
        score = self._onion
        if score is None:
            score = self._onion = float(_net_points(self._values, self._onions + 1))
        return score


class SimpleHeulDochBot:
    name = "simple"

    def __init__(self) -> None:
        self._memory = PileMemory()

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        piles = self._memory.piles(view)
        sums = [PileSum(pile) for pile in piles]
        return max(legal, key=lambda action: rate_play(action, view, piles, sums))


def imagine(piles: Sequence[list[Seen]], action: Action, seat: int) -> list[list[Seen]]:
    """The remembered piles after ``seat`` plays ``action`` (unknown onions guessed), to
    be read: a pile the play leaves as it is, is ``piles``' own (``is`` tells them apart)."""
    assert action.card is not None
    code = action.card.code
    if action.choice == "down":
        return _laid(piles, seat, seen(code, False))
    if len(code) == 2:
        assert action.target is not None
        return _laid(piles, action.target, seen(code, True))
    after = [list(pile) for pile in piles]
    _imagine_special(after, action, seat)
    return after


def _laid(piles: Sequence[list[Seen]], seat: int, card: Seen) -> list[list[Seen]]:
    """``piles`` with ``card`` laid on pile ``seat`` (a new list; the others shared)."""
    after = list(piles)
    after[seat] = [*piles[seat], card]
    return after


def rate_play(action: Action, view: View, piles: Sequence[list[Seen]],
              sums: Sequence[PileSum] | None = None) -> float:
    """What a play does to the final scores: own points less rivals' at ``RIVAL_WEIGHT``,
    an onion's price, a special card's worth kept. ``sums``: each pile's
    :class:`PileSum`, if known, which rates a number card without imagining the piles.
    Only the piles the play changes are scored (the others gain exactly nothing)."""
    assert action.card is not None and view.seat is not None
    seat = view.seat
    code = action.card.code
    bonus = 0.0
    if action.choice == "down":
        value = int(code[1])
        bonus = -ONION_COST - 0.3 * value + _freedom(view, piles[seat], code)
    elif len(code) != 2 and int(view.table.get("talon_size", 0)):
        bonus = -SPECIAL_HOLD
    if sums is not None and len(code) == 2:  # one pile gains a card: its sum says what
        if action.choice == "down":
            index, now = seat, sums[seat].with_onion()
        else:
            assert action.target is not None
            index, now = action.target, sums[action.target].with_face_up(int(code[1]))
        gain = now - sums[index].score
        return gain + bonus if index == seat else bonus - RIVAL_WEIGHT * gain
    after = imagine(piles, action, seat)
    gains = [0.0 if now is before else
             pile_score(now) - (pile_score(before) if sums is None else sums[index].score)
             for index, (now, before) in enumerate(zip(after, piles, strict=True))]
    rivals = sum(gain for other, gain in enumerate(gains) if other != seat)
    return gains[seat] - RIVAL_WEIGHT * rivals + bonus


def _freedom(view: View, own: Sequence[Seen], laid: str) -> float:
    """An onion on top lets any card onto the own pile next turn: worth a little when no
    other hand card fits the present top."""
    top = own[-1] if own else None
    if top is None or not top.face_up or top.code is None:
        return 0.0
    others = [card.code for card in view.hand if card.code != laid and len(card.code) == 2]
    fitting = [c for c in others if c[0] == top.code[0] or c[1] == top.code[1]]
    return 0.5 if others and not fitting else 0.0


def _imagine_special(piles: list[list[Seen]], action: Action, seat: int) -> None:
    """Carry out a special card on remembered piles, guessing unknown onions turned up."""
    assert action.card is not None
    name = action.card.code
    if name == "katapult":
        values = [pile[-1].value if pile and pile[-1].face_up else 0 for pile in piles]
        best = max(values)
        if best:
            for index, value in enumerate(values):
                if value == best:
                    piles[index].pop()
    elif name == "strandtuch" and action.target is not None:
        swap_tops(piles, seat, action.target)
    elif name == "karussell":
        _pass_tops(piles, 1 if action.choice == "left" else -1)
    elif name == "werwolf":
        for pile in piles:
            if pile:
                top = pile[-1]
                code = top.code if top.code is not None else _typical_card()
                pile[-1] = seen(code, not top.face_up)


T = TypeVar("T")


def swap_tops(piles: list[list[T]], seat: int, other: int) -> None:
    """The Strandtuch: two piles exchange their top cards (an empty pile gives none)."""
    mine, theirs = piles[seat], piles[other]
    given = mine.pop() if mine else None
    taken = theirs.pop() if theirs else None
    if taken is not None:
        mine.append(taken)
    if given is not None:
        theirs.append(given)


def _pass_tops(piles: list[list[Seen]], step: int) -> None:
    tops = [pile.pop() if pile else None for pile in piles]
    for seat, top in enumerate(tops):
        if top is not None:
            piles[(seat + step) % len(piles)].append(top)


def _typical_card() -> str:
    return f"?{int(UNKNOWN_VALUE)}"
