"""How the terminal shows a game: one renderer per variant, chosen by variant name.

A renderer turns a seat's :class:`~maumau.core.view.View` into lines of text for the
table (not the hand: the play loop shows the hand with numbered choices), and describes
each legal action in words. The built-in games' renderers come from
:mod:`maumau.cli.builtin_renderers`; :func:`register_renderer` adds others.
"""

from __future__ import annotations

from typing import Protocol

from maumau.cli.builtin_renderers import builtin_renderers
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


RENDERERS: dict[str, Renderer] = dict(builtin_renderers())


def register_renderer(variant: str, renderer: Renderer) -> None:
    RENDERERS[variant] = renderer


def renderer_for(variant: str) -> Renderer:
    return RENDERERS[variant]
