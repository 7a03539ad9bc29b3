"""What a game gives the web page to draw and tell it (:meth:`Variant.faces`): typed data,
the one description of the keys the page reads.

Pure data: JSON-able dicts whose words are catalogue message ids, never text. Every key is
optional (``total=False``), unless marked ``Required``: a game fills in what it has. The
page's JSON schema (``web/static/faces.schema.json``) and its TypeScript types
(``web/static/js/faces.schema.d.ts``) are written from these types by
:mod:`maumau.web.pages.faces_schema` (``python -m maumau.web.pages.faces_schema``);
a test checks that both are current, that every registered game's faces fit the
schema, and that every key the page's modules read is in it.

No ``from __future__ import annotations`` here: Python 3.11 marks ``Required`` keys only
in annotations it evaluates (``__required_keys__``, which the schema reads).
"""

from typing import Literal, Required, TypedDict

__all__ = [
    "CodeRule",
    "Colour",
    "Decisions",
    "Draw",
    "End",
    "EndColumn",
    "EventRule",
    "Face",
    "Faces",
    "Hit",
    "How",
    "Icon",
    "OptionEffect",
    "Question",
    "Quick",
    "Shape",
    "Targets",
    "Turn",
]

Shape = Literal["club", "spade", "heart", "diamond", "star", "sun", "triangle", "circle",
                "square", "cross", "drop", "leaf", "flame"]
"""The symbols a colour's cards may carry (the page's ``shapes.js`` draws them)."""

Draw = Literal["pip", "court", "joker", "banner", "wheel", "emblem", "picture"]
"""A card face's layout (the page's ``cards.js`` draws them)."""

Icon = Literal["arrows", "stop", "shield", "gift", "dice", "wheel", "wheel_and_face", "star",
               "smiley", "onion", "catapult", "towel", "carousel", "wolf"]
"""A picture on a card (the page's ``cards.js`` draws them)."""


class CodeRule(TypedDict, total=False):
    """How a card code splits into colour and face."""

    colour: Required[Literal["start", "end", "separator"]]
    """The colour is the first character, the last, or what stands before the last
    ``separator``."""
    separator: str
    colourless: list[str]
    """The codes that have no colour."""


class Colour(TypedDict, total=False):
    """A colour (or suit): how its cards look and its name."""

    paint: Required[str]
    """A CSS colour."""
    shape: Required[Shape]
    """The symbol every card of the colour carries."""
    letter: Required[str]
    name: Required[str]


class Hit(TypedDict):
    """A hit by a card: the person hit may draw ``draws`` cards instead."""

    draws: int
    instruction: str


class Face(TypedDict, total=False):
    """One face of the game's cards: its layout (``draw``) with the layout's parameters,
    its words and what it does."""

    draw: Required[Draw]
    name: str
    """The face's name (digits need none)."""
    short: str
    """The face's short label on the card (a rank's letter)."""
    effect: str
    """What the card does."""
    special: bool
    """A special card: it goes to the discard pile."""
    hit: Hit
    caption: str
    """The words printed on the card (a word on a card is a word of a language)."""
    caption_size: int
    label: str
    """A sign printed on the card that is no word."""
    corner: str
    letter: str
    icon: Icon
    mood: str
    """A smiley's mood (``icon: "smiley"``)."""
    symbol: Literal["flank"]
    """``"flank"``: the colour's shape on both sides of the banner."""
    paint: str
    paints: list[str]
    background: str
    ink: str
    y: int
    size: int


class OptionEffect(TypedDict, total=False):
    """An effect an option gives: when the face equals the ``option``'s value (or, with
    ``value`` and ``face``, when the option has that value), its ``effect`` with
    ``params`` (field to option) instead of the face's own."""

    option: Required[str]
    effect: Required[str]
    value: str | int | bool
    face: str
    params: dict[str, str]


class Question(TypedDict, total=False):
    """A rule of a decision's dialog: the first that fits gives its ``text``."""

    text: Required[str]
    choices: list[str]
    """Fits where a play makes one of these choices."""
    any_choice: bool
    """Fits where a play makes a choice."""
    card: str
    """Fits the card of this face."""


class Targets(TypedDict, total=False):
    """The words of a play onto a seat: onto one's own (``own``), onto another's
    (``other``, with ``{name}``); ``sides`` names the neighbours."""

    own: str
    other: str
    sides: bool


class Quick(TypedDict, total=False):
    """One tap where a card has one face-up place: ``toggle`` is the choice a switch
    (``label``, ``title``) lays instead."""

    prefer: str | None
    toggle: str
    label: str
    title: str


class Decisions(TypedDict, total=False):
    """The dialog of a card with several plays."""

    questions: list[Question]
    choices: dict[str, str]
    """The answers' words, by choice."""
    targets: Targets
    card_targets: dict[str, Targets]
    """The answers' words for a play onto a seat, by face."""
    plain: str | None
    """The answer that makes neither a choice nor a target."""
    quick: Quick


class Turn(TypedDict, total=False):
    """``instruction``: what to do on every turn, instead of the phase's words;
    ``choose_wish``: what to do when the turned-up card makes the reader wish."""

    instruction: str
    choose_wish: str


class EventRule(TypedDict, total=False):
    """A line of the event log: the first rule that fits (``choice``, ``card:
    "special"``, ``target: "self"``) says ``say``; ``cards: "by_seat"`` lists the cards by
    seat, ``then: "direction"`` adds the direction."""

    say: Required[str]
    choice: str
    card: Literal["special"]
    target: Literal["self"]
    cards: Literal["by_seat"]
    then: Literal["direction"]


EndColumn = TypedDict("EndColumn", {
    "key": Required[str], "title": Required[str], "help": str, "class": str}, total=False)
"""An extra column of the round's end, from the result's ``details[key]``."""


class End(TypedDict, total=False):
    """Extra columns of the round's end and a ``help`` line under the table."""

    details: list[EndColumn]
    help: str


class How(TypedDict, total=False):
    """The how-to page's examples: ``basics`` ([on top, played, words]), ``specials`` ([on
    top, played, option that must be on]; ``{option}`` in a code is that option's value)
    and ``more`` (the rules no card shows, catalogue ids whose ``{option}`` fields are the
    default values)."""

    basics: list[list[str]]
    specials: list[list[str]]
    more: list[str]


class Faces(TypedDict, total=False):
    """Everything the page draws and tells a game with (``GET /api/variants``: each
    game's ``faces``). The default (:meth:`Variant.faces`): one shared discard pile and
    every card shown by its code."""

    layout: Literal["shared", "piles"]
    """One discard pile (wish, penalty and direction beside it; the default) or a pile
    per seat (plays land on a pile, special cards on the discard pile)."""
    face_down_choice: str
    """The choice that lays a card face down (``piles``)."""
    code: CodeRule
    colours: dict[str, Colour]
    """By colour key."""
    colourless_paint: str
    """The paint of a card without colour."""
    faces: dict[str, Face]
    """By face."""
    card_name: str
    """A card's name from ``{colour}`` and ``{face}`` (also as ``{rank}``)."""
    option_effects: list[OptionEffect]
    choices: dict[str, str]
    """The words of a choice that is not a colour (``"any"``)."""
    decisions: Decisions
    turn: Turn
    events: dict[str, list[EventRule]]
    """The game's own lines of the event log, by event kind."""
    directions: dict[str, str]
    """The words of directions."""
    quiet: list[str]
    """The event kinds not shown as a seat's last move."""
    end: End
    sample: str
    """The lobby's sample card."""
    how: How
    faq: list[str]
    """The questions of play the FAQ answers (``/faq``): catalogue ids ``<id>.q`` and
    ``<id>.a``, phrased for the default rules; their ``{option}`` fields are the options'
    default values as people read them (``{option_label}``: the option's label), besides
    ``{title}``."""
    throw_ins: bool
    """The game has throw-ins: the rule editor offers the throw-in time."""
