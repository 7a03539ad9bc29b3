"""The tables that drive the Heul doch! machine, built once per ruleset.

Cards are integer ids, the index of their kind in the :class:`~maumau.core.cards.Deck`:
number card ``colour * 7 + value - 1`` (0..48), then the four special cards (49..52) when
``special_cards`` is on. A pile entry is an integer too: a face-up card is its id; a
face-down card (an onion) is ``id | DOWN | knowers << KNOWN_SHIFT``, where ``knowers`` is
the bit set of the seats that know which card it is. So a card's identity and the seats
allowed to see it travel together whenever a top card moves.

The hot path looks up, for the face showing on a pile (a card id, or :data:`ONION` for an
onion or an empty pile), which hand cards may go there; every action is interned once and
mapped by identity to a small ``(op, card, argument)`` tuple.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from maumau.core.actions import Action, ActionKind
from maumau.core.cards import Card, Deck
from maumau.core.events import Event, EventKind, Redactions, redactions

__all__ = [
    "CARD_MASK",
    "COLOURS",
    "DOWN",
    "FACE_DOWN_CHOICE",
    "HAND_SIZE",
    "KNOWN_SHIFT",
    "NUMBER_COPIES",
    "NUMBER_KINDS",
    "ONION",
    "OP_DOWN",
    "OP_KARUSSELL",
    "OP_KATAPULT",
    "OP_STRANDTUCH",
    "OP_UP",
    "OP_WERWOLF",
    "SPECIALS",
    "SPECIAL_COPIES",
    "STEP_OF_SIDE",
    "VALUES",
    "HeulDochRules",
    "build_deck",
    "card_of",
    "colour_of",
    "face_down_entry",
    "face_of",
    "is_number",
    "knowers_of",
    "number_code",
    "seats_in",
    "value_of",
]

COLOURS = ("r", "o", "y", "g", "b", "p", "k")
VALUES: Final = 7
NUMBER_KINDS: Final = len(COLOURS) * VALUES
NUMBER_COPIES: Final = 2
SPECIALS = ("katapult", "strandtuch", "karussell", "werwolf")
SPECIAL_COPIES: Final = 3
KATAPULT, STRANDTUCH, KARUSSELL, WERWOLF = range(NUMBER_KINDS, NUMBER_KINDS + len(SPECIALS))
HAND_SIZE: Final = 4

DOWN: Final = 64
CARD_MASK: Final = DOWN - 1
KNOWN_SHIFT: Final = 7
ONION: Final = NUMBER_KINDS + len(SPECIALS)
"""The face of a pile that shows an onion or nothing: neighbours may not play on it."""

FACE_DOWN_CHOICE = "down"
LEFT, RIGHT = "left", "right"
STEP_OF_SIDE = {LEFT: 1, RIGHT: -1}
"""Karussell: "left" passes every top to the next seat clockwise (the left neighbour)."""

OP_UP: Final = 0
OP_DOWN: Final = 1
OP_KATAPULT: Final = 2
OP_STRANDTUCH: Final = 3
OP_KARUSSELL: Final = 4
OP_WERWOLF: Final = 5


def number_code(colour: int, value: int) -> str:
    return f"{COLOURS[colour]}{value}"


def build_deck(special_cards: bool) -> Deck:
    kinds = [(number_code(colour, value), NUMBER_COPIES)
             for colour in range(len(COLOURS)) for value in range(1, VALUES + 1)]
    if special_cards:
        kinds.extend((name, SPECIAL_COPIES) for name in SPECIALS)
    return Deck(kinds)


def value_of(card: int) -> int:
    """A number card's value (1..7); 0 for a special card."""
    return card % VALUES + 1 if card < NUMBER_KINDS else 0


def colour_of(card: int) -> int:
    return card // VALUES if card < NUMBER_KINDS else -1


def is_number(card: int) -> bool:
    return card < NUMBER_KINDS


def face_of(entry: int) -> int:
    """What a pile entry shows: its card id when face up, :data:`ONION` when face down."""
    return entry if entry < DOWN else ONION


def card_of(entry: int) -> int:
    return entry & CARD_MASK


def knowers_of(entry: int) -> int:
    """The bit set of seats that know a face-down entry's card (0 for a face-up one)."""
    return entry >> KNOWN_SHIFT


def face_down_entry(card: int, knowers: int) -> int:
    return card | DOWN | knowers << KNOWN_SHIFT


def seats_in(mask: int) -> list[int]:
    return [seat for seat in range(mask.bit_length()) if mask >> seat & 1]


@dataclass
class HeulDochRules:
    """Everything the machine needs to know about one ruleset, precomputed."""

    deck: Deck
    players: int
    special_cards: bool
    show_onion_counts: bool
    everyone: int = field(init=False)
    left: tuple[int, ...] = field(init=False)
    right: tuple[int, ...] = field(init=False)
    fits: list[list[bool]] = field(init=False)
    fits_own: list[list[bool]] = field(init=False)
    up: list[tuple[Action, ...]] = field(init=False)
    down: list[Action] = field(init=False)
    """The onion play of each number card (indexed by card id)."""
    tails: list[list[tuple[Action, ...]]] = field(init=False)
    special_actions: dict[int, tuple[Action, ...]] = field(init=False)
    ops: dict[int, tuple[int, int, int]] = field(init=False)
    own_entry: list[list[int]] = field(init=False)
    play_events: list[dict[int, Event]] = field(init=False)
    draw_events: list[list[Event]] = field(init=False)
    redactions: Redactions = field(init=False)
    """The redacted forms of the private events above (draws, onions laid)."""
    only: tuple[frozenset[int], ...] = field(init=False)

    def __post_init__(self) -> None:
        n = self.players
        kinds = self.deck.kinds
        cards = self.deck.cards
        self.everyone = (1 << n) - 1
        self.left = tuple((seat + 1) % n for seat in range(n))
        self.right = tuple((seat - 1) % n for seat in range(n))
        self.only = tuple(frozenset({seat}) for seat in range(n))
        faces = range(ONION + 1)
        self.fits = [[_matches(face, card) for card in range(kinds)] for face in faces]
        self.fits_own = [[is_number(card) and (face == ONION or _matches(face, card))
                          for card in range(kinds)] for face in faces]
        self.ops = {}
        self.up = [
            tuple(self._intern(Action(ActionKind.PLAY, cards[card], None, target),
                               (OP_UP, card, target)) for target in range(n))
            if is_number(card) else ()
            for card in range(kinds)
        ]
        self.down = [
            self._intern(Action(ActionKind.PLAY, cards[card], FACE_DOWN_CHOICE),
                         (OP_DOWN, card, -1))
            for card in range(NUMBER_KINDS)
        ]
        self.special_actions = self._special_actions(cards) if self.special_cards else {}
        self.tails = [[self._tail(seat, card) for card in range(kinds)] for seat in range(n)]
        self.own_entry = [[face_down_entry(card, 1 << seat) for card in range(kinds)]
                          for seat in range(n)]
        self.play_events = [self._play_events(seat) for seat in range(n)]
        self.draw_events = [
            [Event(EventKind.DRAW, seat, (cards[card],), 1, private_to=self.only[seat])
             for card in range(kinds)]
            for seat in range(n)
        ]
        self.redactions = redactions([*(e for row in self.draw_events for e in row),
                                      *(e for row in self.play_events for e in row.values())])

    def _intern(self, action: Action, op: tuple[int, int, int]) -> Action:
        self.ops[id(action)] = op
        return action

    def _special_actions(self, cards: tuple[Card, ...]) -> dict[int, tuple[Action, ...]]:
        def special(card: int, op: int, choice: str | None = None, target: int | None = None,
                    argument: int = -1) -> Action:
            return self._intern(Action(ActionKind.PLAY, cards[card], choice, target),
                                (op, card, argument))

        return {
            KATAPULT: (special(KATAPULT, OP_KATAPULT),),
            STRANDTUCH: tuple(special(STRANDTUCH, OP_STRANDTUCH, None, seat, seat)
                              for seat in range(self.players)),
            KARUSSELL: tuple(special(KARUSSELL, OP_KARUSSELL, side, None, STEP_OF_SIDE[side])
                             for side in (LEFT, RIGHT)),
            WERWOLF: (special(WERWOLF, OP_WERWOLF),),
        }

    def _tail(self, seat: int, card: int) -> tuple[Action, ...]:
        """The plays of ``card`` that do not depend on the table: the onion for a number
        card; every form of a special card (Strandtuch with every other seat)."""
        if is_number(card):
            return (self.down[card],)
        actions = self.special_actions[card]
        if card == STRANDTUCH:
            return tuple(action for action in actions if action.target != seat)
        return actions

    def _play_events(self, seat: int) -> dict[int, Event]:
        """The (shared, immutable) event of ``seat`` making each play.

        An onion's event names its card only to the seat laying it and carries no action,
        whose notation would name the card to everyone.
        """
        events: dict[int, Event] = {}
        for card, actions in enumerate(self.up):
            for action in actions:
                events[id(action)] = Event(EventKind.PLAY, seat, (action.card,) if action.card
                                           else (), action=action, target=action.target)
            if is_number(card):
                down = self.down[card]
                events[id(down)] = Event(EventKind.PLAY, seat, (self.deck.cards[card],),
                                         choice=FACE_DOWN_CHOICE, target=seat,
                                         private_to=self.only[seat])
        for actions in self.special_actions.values():
            for action in actions:
                events[id(action)] = Event(EventKind.PLAY, seat, (action.card,) if action.card
                                           else (), action=action, choice=action.choice,
                                           target=action.target)
        return events


def _matches(face: int, card: int) -> bool:
    """Whether a hand card may be laid face up on a pile showing ``face``."""
    if face >= NUMBER_KINDS or not is_number(card):
        return False
    return colour_of(face) == colour_of(card) or value_of(face) == value_of(card)
