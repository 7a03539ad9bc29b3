"""What a person types for a move besides its number and its notation: the card as the
table shows it or in words, in the reader's language (``B♣``, ``Kreuz-Bube``, ``B Kreuz``,
``Gelb 9``, ``jack of clubs``), with a wish after it, also after a slash as the notation
writes it (``B♦/♥``, ``B♦/Herz``), a wished suit or colour by name (``Herz``), or a move's
words as the list shows them. The spellings are the game's (:meth:`TerminalLook.spellings`,
its words from the catalogue); this module only compares."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from maumau.cli.renderers import Renderer
from maumau.cli.seats import SeatNames
from maumau.core.actions import Action, ActionKind
from maumau.core.view import View

__all__ = ["named_card", "normalised", "typed_actions"]

_IGNORED = re.compile(r"[\s\-–_.,:;/'\"„“”()]+")
_WORD_BREAK = re.compile(r"[\s/]+")


def normalised(text: str) -> str:
    """A typed or shown word for comparing: no case, spaces, dashes, slashes or quotes."""
    return _IGNORED.sub("", text.casefold())


def typed_actions(text: str, choices: Sequence[Action], renderer: Renderer, view: View,
                  lang: str, names: SeatNames | None = None) -> list[Action]:
    """The choices that ``text`` names: a play of the card it spells, a choice of the
    suit or colour it names, or the action whose words it repeats."""
    wanted = normalised(text)
    if not wanted:
        return []
    found: list[Action] = []
    for action in choices:
        spelled: list[str] = [renderer.describe_action(action, view, lang, False, names)]
        wished = _choice_words(renderer, action, lang)
        if action.card is not None and action.kind is ActionKind.PLAY:
            cards = renderer.spellings(action.card.code, lang)
            # a card with a wish: the card, then the wish ("B♥ Kreuz", "jack of hearts ♣")
            spelled += cards + [card + " " + wish for card in cards for wish in wished]
        if action.kind is ActionKind.CHOOSE:
            spelled += wished
        if any(normalised(word) == wanted for word in spelled):
            found.append(action)
    return found


def named_card(text: str, codes: Iterable[str], renderer: Renderer, lang: str) -> str | None:
    """The card of ``codes`` that ``text`` spells, alone or before a wish (``Herz-Ass``,
    ``B♦/♥``, ``B♦ Herz``); None when it spells none of them."""
    by_spelling = {normalised(word): code
                   for code in codes for word in renderer.spellings(code, lang)}
    words = _WORD_BREAK.split(text.strip())
    for end in range(len(words), 0, -1):  # the longest leading words first
        code = by_spelling.get(normalised(" ".join(words[:end])))
        if code is not None:
            return code
    return None


def _choice_words(renderer: Renderer, action: Action, lang: str) -> list[str]:
    """A choice (a wished suit or colour) by name, and each word of it alone: "♥ Herz",
    "♥", "Herz"."""
    if action.choice is None:
        return []
    named = renderer.describe_choice(action.choice, lang, False)
    return [] if named is None else [named, *named.split()]
