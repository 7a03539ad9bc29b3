"""A game's text (:mod:`maumau.core.terminal`) as terminal text: catalogue messages in the
reader's language, seats by their names, styles as ANSI colour when colour is on."""

from __future__ import annotations

from maumau.cli.colour import paint, visible_width
from maumau.cli.i18n import Texts
from maumau.cli.seats import SeatNames
from maumau.core.terminal import TextRenderer

__all__ = [
    "TextPainter",
]


class TextPainter(TextRenderer):
    """Renders game text for one reader: a language, colour or not, the seats' names
    (without names, seats are numbered players)."""

    def __init__(self, texts: Texts, colour: bool, names: SeatNames | None = None) -> None:
        def styled(text: str, style: str | None) -> str:
            return paint(text, style, colour)

        def named(seat: int | None, as_object: bool) -> str:
            assert names is not None
            return names.obj(seat) if as_object else names(seat)

        super().__init__(texts.messages, you=names.you if names is not None else None,
                         seat_name=named if names is not None else None, paint=styled,
                         width=visible_width)
