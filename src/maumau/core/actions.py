"""Actions and their text notation.

Every decision is one :class:`Action`. A player's own follow-up choices travel with the
play as parts of one compound action (the wished suit, a swap partner, a destination, the
Mau call); a choice that belongs to another seat (take or counter a penalty, throw in or
pass) is a decision of its own.

Notation (round-trips: ``parse_action(format(a)) == a``)::

    7H          play 7H
    JC/H        play JC and wish Herz (suffix /CHOICE)
    7H!         play 7H and call "Mau"            ("!!" calls "Mau-Mau")
    g:swap>2    play g:swap, naming seat 2 (suffix >SEAT)
    /H          a choice without a card (the dealer's wish for a turned-up Jack)
    draw take pass gamble      the plain decisions
"""

from __future__ import annotations

import re
from enum import Enum
from typing import ClassVar
from weakref import WeakValueDictionary

from maumau.core.cards import Card, Deck
from maumau.core.errors import NotationError

__all__ = [
    "DRAW",
    "GAMBLE",
    "PASS",
    "TAKE",
    "Action",
    "ActionKind",
    "Call",
    "choose",
    "format_action",
    "parse_action",
    "play",
]


class ActionKind(Enum):
    PLAY = "play"
    CHOOSE = "choose"
    DRAW = "draw"
    TAKE = "take"
    PASS = "pass"
    GAMBLE = "gamble"


class Call(Enum):
    NONE = ""
    MAU = "!"
    MAU_MAU = "!!"


_WORDS = {kind.value: kind for kind in (ActionKind.DRAW, ActionKind.TAKE, ActionKind.PASS,
                                        ActionKind.GAMBLE)}
_PATTERN = re.compile(r"^(?P<card>[^/>!\s]*)(?:/(?P<choice>[^/>!\s]+))?(?:>(?P<target>[0-9]{1,3}))?"
                      r"(?P<call>!{0,2})$")


class Action:
    """One decision: a kind, and where it applies a card, a choice, a target seat, a call.

    Actions are immutable and interned: building the same action twice gives the same
    object, so equality is identity. The engine's hot path relies on that (a legality check
    is an identity search in a short list); pickling and copying keep it.
    """

    __slots__ = ("__weakref__", "_notation", "call", "card", "choice", "kind", "target")
    _interned: ClassVar[WeakValueDictionary[tuple[object, ...], Action]] = WeakValueDictionary()

    kind: ActionKind
    card: Card | None
    choice: str | None
    target: int | None
    call: Call
    _notation: str | None
    """The action in notation, written on the first ``str``: views list the legal
    actions in notation after every move."""

    def __new__(cls, kind: ActionKind, card: Card | None = None, choice: str | None = None,
                target: int | None = None, call: Call = Call.NONE) -> Action:
        key = (kind, card, choice, target, call)
        found = cls._interned.get(key)
        if found is None:
            found = object.__new__(cls)
            for name, value in zip(("kind", "card", "choice", "target", "call"), key,
                                   strict=True):
                object.__setattr__(found, name, value)
            object.__setattr__(found, "_notation", None)
            cls._interned[key] = found
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self) -> tuple[type[Action], tuple[object, ...]]:
        return (Action, (self.kind, self.card, self.choice, self.target, self.call))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    def __repr__(self) -> str:
        return f"Action({format_action(self)!r})"

    def __str__(self) -> str:
        notation = self._notation
        if notation is None:
            notation = format_action(self)
            object.__setattr__(self, "_notation", notation)
        return notation

    @property
    def is_play(self) -> bool:
        return self.kind is ActionKind.PLAY


DRAW = Action(ActionKind.DRAW)
TAKE = Action(ActionKind.TAKE)
PASS = Action(ActionKind.PASS)
GAMBLE = Action(ActionKind.GAMBLE)


def play(card: Card | str, choice: str | None = None, target: int | None = None,
         call: Call = Call.NONE) -> Action:
    """Shorthand for a play action."""
    return Action(ActionKind.PLAY, Card(card) if isinstance(card, str) else card, choice,
                  target, call)


def choose(choice: str | None = None, target: int | None = None) -> Action:
    return Action(ActionKind.CHOOSE, None, choice, target)


def format_action(action: Action) -> str:
    if action.kind in (ActionKind.PLAY, ActionKind.CHOOSE):
        text = action.card.code if action.card is not None else ""
        if action.choice is not None:
            text += "/" + action.choice
        if action.target is not None:
            text += f">{action.target}"
        return text + action.call.value
    return str(action.kind.value)


def parse_action(text: str, deck: Deck | None = None) -> Action:
    """Parse action notation. With a deck, the card code is checked and normalised."""
    if not isinstance(text, str):
        raise NotationError(f"an action in notation must be text, not {text!r}", "not_text",
                            {"text": repr(text)})
    stripped = text.strip()
    word = _WORDS.get(stripped.lower())
    if word is not None:
        return Action(word)
    match = _PATTERN.match(stripped)
    if match is None or not stripped:
        raise NotationError(f"cannot read action {text!r}", "unreadable_action", {"text": text})
    code = match["card"]
    choice = match["choice"]
    target = int(match["target"]) if match["target"] is not None else None
    call = Call(match["call"])
    if not code:
        if choice is None and target is None:
            raise NotationError(f"cannot read action {text!r}", "unreadable_action",
                                {"text": text})
        if call is not Call.NONE:
            raise NotationError(f"a choice cannot carry a call: {text!r}", "choice_with_call",
                                {"text": text})
        return Action(ActionKind.CHOOSE, None, choice, target)
    card = deck.card(deck.id_of(code)) if deck is not None else Card(code)
    return Action(ActionKind.PLAY, card, choice, target, call)
