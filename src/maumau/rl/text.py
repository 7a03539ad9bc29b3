"""The environments' ``ansi`` rendering: a game's terminal look
(:meth:`~maumau.core.variant.Variant.terminal_look`) as plain text in one language.

A look is data (:mod:`maumau.core.terminal`): literal pieces, catalogue messages and seats.
This renders them without colour, seats as numbered players, messages from the catalogue
(:mod:`maumau.i18n`); the terminal front end does the same with colour and the players'
names.
"""

from __future__ import annotations

from collections.abc import Sequence

from maumau import i18n
from maumau.core.terminal import Block, Grid, Joined, Msg, SeatName, Styled, Text


class PlainText:
    """Renders a game's text in one language, without colour."""

    def __init__(self, lang: str) -> None:
        self.messages = i18n.messages(lang)

    def __call__(self, text: Text) -> str:
        if isinstance(text, Styled):
            return text.text
        if isinstance(text, Msg):
            params = {name: value if isinstance(value, str | int) else self(value)
                      for name, value in text.params.items()}
            message = self.messages.get(text.code)
            # A game's code the catalogue lacks is shown, not hidden.
            return text.code if message is None else message.format(**params)
        if isinstance(text, SeatName):
            return "?" if text.seat is None else self.messages["seat.player"].format(
                seat=text.seat + 1)
        if isinstance(text, Joined):
            return text.sep.join(self(part) for part in text.parts)
        return self(text.text).ljust(text.width)

    def lines(self, blocks: Sequence[Block]) -> list[str]:
        """Each block as its lines; a grid's columns aligned."""
        lines: list[str] = []
        for block in blocks:
            if isinstance(block, Grid):
                lines += self._grid(block)
            else:
                lines.append(self(block))
        return lines

    def _grid(self, grid: Grid) -> list[str]:
        cells = [[self(cell) for cell in row] for row in grid.rows]
        columns = max((len(row) for row in cells), default=0)
        widths = [max((len(row[column]) for row in cells if column < len(row)), default=0)
                  for column in range(columns - 1)]
        return [grid.gap.join([*(cell.ljust(width) for cell, width in zip(row, widths,
                                                                           strict=False)),
                               *row[len(widths):]])
                for row in cells]
