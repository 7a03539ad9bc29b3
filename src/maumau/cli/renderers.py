"""How the terminal shows a game: the game's look, rendered to text.

Every game has a :class:`~maumau.core.terminal.TerminalLook`
(:meth:`~maumau.core.variant.Variant.terminal_look`): its card faces, table, actions and
events as styled text and catalogue messages. A :class:`Renderer` turns them into lines in
one language, with or without colour; the game says nothing in any language itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from maumau.cli.i18n import Texts
from maumau.cli.seats import SeatNames
from maumau.cli.styled import TextPainter
from maumau.core.actions import Action
from maumau.core.events import Event
from maumau.core.terminal import TerminalLook
from maumau.core.variant import Variant, find_variant
from maumau.core.view import View

__all__ = [
    "Renderer",
    "renderer_for",
]


class Renderer:
    """One game's look as terminal text."""

    def __init__(self, look: TerminalLook) -> None:
        self.look = look

    @classmethod
    def for_game(cls, game: Variant) -> Renderer:
        return cls(game.terminal_look())

    def render_table(self, view: View, lang: str, colour: bool) -> list[str]:
        """Lines showing the table as ``view.seat`` sees it (piles, sizes, wish, ...)."""
        return _painter(lang, colour).lines(self.look.table(view))

    def render_card(self, code: str, lang: str, colour: bool) -> str:
        """One card as the terminal shows it (with colour escapes when ``colour``)."""
        return _painter(lang, colour)(self.look.card(code))

    def card_words(self, code: str, lang: str, colour: bool) -> str:
        """One card in words (``Kreuz-Bube``)."""
        return _painter(lang, colour)(self.look.card_name(code))

    def describe_action(self, action: Action, view: View, lang: str, colour: bool,
                        names: SeatNames | None = None) -> str:
        """One legal action in words, e.g. ``"Kreuz-Bube spielen, ♥ Herz wünschen"``; a
        seat it names by ``names`` (as the table names it), else by its number from 1."""
        return TextPainter(Texts(lang), colour, names)(self.look.action(action, view))

    def spellings(self, code: str, lang: str) -> list[str]:
        """The ways one may type the card ``code`` in ``lang`` (without colour)."""
        painter = _painter(lang, False)
        return [painter(spelled) for spelled in self.look.spellings(code)]

    def describe_choice(self, choice: str, lang: str, colour: bool) -> str | None:
        """A choice (a wished suit) by name; None where the game does not name choices."""
        named = self.look.choice(choice)
        return None if named is None else _painter(lang, colour)(named)

    def describe_event(self, event: Event, names: SeatNames, lang: str, colour: bool
                       ) -> str | None:
        """An event in the game's own words; None leaves it to the generic wording."""
        told = self.look.event(event)
        return None if told is None else TextPainter(Texts(lang), colour, names)(told)

    def situation(self, view: View, lang: str, colour: bool) -> str:
        """What the seat to move is deciding when out of the ordinary; "" otherwise."""
        told = self.look.situation(view)
        return "" if told is None else _painter(lang, colour)(told)

    def hand_order(self, codes: Sequence[str]) -> list[str]:
        """Card codes in the order a hand shows them."""
        return self.look.hand_order(codes)


def renderer_for(variant: str) -> Renderer:
    """The renderer of the game named ``variant`` (RulesetError for an unknown name)."""
    return Renderer.for_game(find_variant(variant))


def _painter(lang: str, colour: bool) -> TextPainter:
    return TextPainter(Texts(lang), colour)
