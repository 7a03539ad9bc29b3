"""What a seat's view implies about the hidden cards, and guesses of them, for any game
that offers a search (:meth:`maumau.core.variant.Variant.search`)."""

from __future__ import annotations

from maumau.core.errors import RulesetError
from maumau.core.knowledge import Guesses, Tracking
from maumau.core.search import Search
from maumau.core.variant import find_variant
from maumau.core.view import View

__all__ = ["guesses", "search_of", "track"]


def search_of(variant: str) -> Search:
    """The search hooks of a game; a game without them is a :class:`RulesetError`."""
    found = find_variant(variant).search()
    if found is None:
        raise RulesetError(f"no hard bot for {variant!r}: it offers no search hooks")
    return found


def track(view: View, assume_forced_draws: bool = False, assume_eager: bool = False
          ) -> Tracking:
    """What ``view`` implies about the hidden cards (see :meth:`Search.track
    <maumau.core.search.Search.track>`)."""
    return search_of(view.variant).track(view, assume_forced_draws, assume_eager)


def guesses(view: View, tracking: Tracking | None = None) -> Guesses:
    """Deals of ``view``'s hidden cards that agree with it (its tracking read first
    unless given)."""
    search = search_of(view.variant)
    return search.guesses(view, search.track(view) if tracking is None else tracking)
