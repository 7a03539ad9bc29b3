"""What the terminal needs of a game, as data: its look (:class:`TerminalLook`).

A game says how its cards, table, actions and events read without producing a word of
any language or a colour code itself. It answers with :data:`Text`, a small tree of

- :class:`Styled`: literal text that no language changes (a card code, a suit symbol,
  a number), in a named style;
- :class:`Msg`: a message of the catalogue by its code (msgid), with params that may be
  text again;
- :class:`SeatName`: a seat, which the front end names ("Du", "Bot 2 (Anfänger)");
- :class:`Joined` and :class:`Padded`: pieces in a row, and a piece padded to a width.

A style is a name (``"red"``, ``"bold"``, ``"bold grey"``, ``"orange"``); the front end
decides what it looks like, or ignores it. :class:`DefaultLook` shows cards by their codes,
actions in notation, the table as its fields; a game that gives no look of its own gets
:class:`~maumau.core.card_style.FacesLook`, which shows its cards as its web faces describe
them (by their codes where the faces do not say how a code splits).
A front end turns text into a string with a :class:`TextRenderer`, giving it the
catalogue of its reader's language and, if it likes, colour and the seats' names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeAlias, assert_never

from maumau.core.actions import Action
from maumau.core.events import Event
from maumau.core.view import View

__all__ = [
    "Block",
    "DefaultLook",
    "Grid",
    "Joined",
    "Msg",
    "Padded",
    "SeatName",
    "Styled",
    "TerminalLook",
    "Text",
    "TextRenderer",
    "card_count",
    "join",
]


@dataclass(frozen=True)
class Styled:
    """Literal text (not language text: a code, a symbol, a number) in a named style."""

    text: str
    style: str | None = None


@dataclass(frozen=True)
class Msg:
    """The catalogue message ``code`` with ``params`` filled in, in ``style``.

    With ``subject`` (the seat the message is about), a reader sitting at that seat reads
    the second-person form ``code + ".you"`` where the catalogue has one. With ``count``
    (a number meeting a noun), a count of one reads the form ``code + ".one"`` (ngettext).
    """

    code: str
    params: Mapping[str, Text | str | int] = field(default_factory=dict)
    style: str | None = None
    subject: int | None = None
    count: int | None = None


@dataclass(frozen=True)
class SeatName:
    """A seat as the front end names it; ``as_object`` for the object form ("dir")."""

    seat: int | None
    as_object: bool = False
    style: str | None = None


@dataclass(frozen=True)
class Joined:
    """Pieces in a row, separated by ``sep``, the whole in ``style``."""

    parts: tuple[Text, ...]
    sep: str = ""
    style: str | None = None


@dataclass(frozen=True)
class Padded:
    """``text`` padded with spaces to ``width`` visible columns."""

    text: Text
    width: int


Text: TypeAlias = Styled | Msg | SeatName | Joined | Padded
"""A piece of text for a person, as data."""


@dataclass(frozen=True)
class Grid:
    """Lines of cells; every column but the last is padded to its widest cell, and the
    cells of a line are separated by ``gap``."""

    rows: tuple[tuple[Text, ...], ...]
    gap: str = "  "


Block: TypeAlias = Text | Grid
"""One line (a :data:`Text`) or several aligned lines (a :class:`Grid`)."""


def join(*parts: Text | str, sep: str = "", style: str | None = None) -> Joined:
    """Pieces in a row; a plain ``str`` is literal text."""
    return Joined(tuple(Styled(part) if isinstance(part, str) else part for part in parts),
                  sep, style)


def card_count(count: int) -> Msg:
    """"1 card" / "3 cards" in the reader's language."""
    return Msg("cards.many", {"count": count}, count=count)


class TerminalLook(Protocol):
    """How a game shows at the terminal (:meth:`Variant.terminal_look`)."""

    def card(self, code: str) -> Text:
        """A card's short face, as it shows in a hand or on the table (``B♣``)."""
        ...

    def card_name(self, code: str) -> Text:
        """A card in words (``Kreuz-Bube``)."""
        ...

    def spellings(self, code: str) -> Sequence[Text]:
        """The ways a person may type the card ``code``, in the reader's language: what
        the table shows and the card's words (``B♣``, ``Kreuz-Bube``, ``B Kreuz``). The
        terminal compares them without case, spaces and dashes, and takes the notation
        besides."""
        ...

    def choice(self, choice: str) -> Text | None:
        """A choice (a wished suit) by name; None where the game does not name its choices
        (the front end then words plays with a choice neutrally)."""
        ...

    def hand_order(self, codes: Sequence[str]) -> list[str]:
        """The card codes in the order a hand shows them."""
        ...

    def table(self, view: View) -> list[Block]:
        """The table as ``view.seat`` sees it (piles, sizes, wishes, ...), not the hand."""
        ...

    def action(self, action: Action, view: View) -> Text:
        """One legal action of ``view`` in words."""
        ...

    def event(self, event: Event) -> Text | None:
        """An event in the game's own words; None leaves it to the generic wording."""
        ...

    def situation(self, view: View) -> Text | None:
        """What the seat to move is deciding, when it is out of the ordinary."""
        ...


class DefaultLook:
    """The look of a game that has none of its own: cards by their codes, actions in
    notation, the table as its fields. Games may subclass it and say more."""

    def card(self, code: str) -> Text:
        return Styled(code)

    def card_name(self, code: str) -> Text:
        return self.card(code)

    def spellings(self, code: str) -> Sequence[Text]:
        return (self.card(code), self.card_name(code))

    def choice(self, choice: str) -> Text | None:
        return None

    def hand_order(self, codes: Sequence[str]) -> list[str]:
        return list(codes)

    def table(self, view: View) -> list[Block]:
        return [Styled(f"{key}: {value}") for key, value in view.table.items()]

    def action(self, action: Action, view: View) -> Text:
        return Styled(str(action))

    def event(self, event: Event) -> Text | None:
        return None

    def situation(self, view: View) -> Text | None:
        return None


def _unstyled(text: str, style: str | None) -> str:
    return text


class TextRenderer:
    """Turns game text into strings for one reader.

    ``messages`` is the catalogue in the reader's language (message by code); a code it
    lacks is shown as the code. ``you`` is the reader's seat (the second-person forms are
    used for messages about it); ``seat_name(seat, as_object)`` names a seat (default:
    the catalogue's ``seat.player``, counting from 1); ``paint(text, style)`` applies a
    style (default: none); ``width`` measures a string on screen (for padding).

    A piece is rendered inside out: the params of a message are rendered first (each in
    its own style), filled in, and then the whole message is painted in its style.
    """

    def __init__(self, messages: Mapping[str, str], *, you: int | None = None,
                 seat_name: Callable[[int | None, bool], str] | None = None,
                 paint: Callable[[str, str | None], str] = _unstyled,
                 width: Callable[[str], int] = len) -> None:
        self.messages = messages
        self.you = you
        self.seat_name = seat_name or self._numbered
        self.paint = paint
        self.width = width

    def __call__(self, text: Text) -> str:
        if isinstance(text, Styled):
            return self.paint(text.text, text.style)
        if isinstance(text, Msg):
            return self.paint(self._message(text), text.style)
        if isinstance(text, SeatName):
            return self.paint(self.seat_name(text.seat, text.as_object), text.style)
        if isinstance(text, Joined):
            return self.paint(text.sep.join(self(part) for part in text.parts), text.style)
        if isinstance(text, Padded):
            return self._pad(self(text.text), text.width)
        assert_never(text)

    def lines(self, blocks: Sequence[Block]) -> list[str]:
        """Each block as its lines; a grid's columns aligned."""
        lines: list[str] = []
        for block in blocks:
            if isinstance(block, Grid):
                lines += self._grid(block)
            else:
                lines.append(self(block))
        return lines

    def _message(self, message: Msg) -> str:
        params = {name: value if isinstance(value, str | int) else self(value)
                  for name, value in message.params.items()}
        code = message.code
        if message.subject is not None and message.subject == self.you and (
                code + ".you" in self.messages):
            code += ".you"
        if message.count == 1 and code + ".one" in self.messages:
            code += ".one"
        template = self.messages.get(code)
        return code if template is None else template.format(**params)

    def _numbered(self, seat: int | None, as_object: bool) -> str:
        if seat is None:
            return "?"
        template = self.messages.get("seat.player")
        return str(seat + 1) if template is None else template.format(seat=seat + 1)

    def _pad(self, text: str, width: int) -> str:
        return text + " " * max(0, width - self.width(text))

    def _grid(self, grid: Grid) -> list[str]:
        cells = [[self(cell) for cell in row] for row in grid.rows]
        columns = max((len(row) for row in cells), default=0)
        widths = [max((self.width(row[column]) for row in cells if column < len(row)),
                      default=0) for column in range(columns - 1)]
        return [grid.gap.join([*(self._pad(cell, width) for cell, width in zip(row, widths,
                                                                                strict=False)),
                               *row[len(widths):]])
                for row in cells]
