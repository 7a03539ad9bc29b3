"""How the terminal shows a game: one renderer per variant, chosen by variant name.

A renderer turns a seat's :class:`~maumau.core.view.View` into lines of text for the
table (not the hand: the play loop shows the hand with numbered choices), and describes
each legal action in words. Variant modules under ``maumau.cli`` register theirs here.
"""

from __future__ import annotations

from typing import Protocol

from maumau.core.actions import Action
from maumau.core.view import View


class Renderer(Protocol):
    def render_table(self, view: View, lang: str, colour: bool) -> list[str]:
        """Lines showing the table as ``view.seat`` sees it (piles, sizes, wish, ...)."""
        ...

    def render_card(self, code: str, lang: str, colour: bool) -> str:
        """One card as the terminal shows it (with colour escapes when ``colour``)."""
        ...

    def describe_action(self, action: Action, view: View, lang: str, colour: bool) -> str:
        """One legal action in words, e.g. ``"JC, wish Herz, call Mau"``."""
        ...


RENDERERS: dict[str, Renderer] = {}


def register_renderer(variant: str, renderer: Renderer) -> None:
    RENDERERS[variant] = renderer


def renderer_for(variant: str) -> Renderer:
    if not RENDERERS:
        import maumau.cli.builtin_renderers  # noqa: F401  (registers the built-in renderers)
    return RENDERERS[variant]
