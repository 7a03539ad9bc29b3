"""The one interface every computer opponent implements.

A bot receives only its seat's :class:`~maumau.core.view.View` (never the round) and a
seeded random generator, and returns one of the view's legal actions. So a bot can see
no more than a human in its seat, and a given seed makes it deterministic.

Building a view costs more than most decisions, so a bot may offer a cheaper entry as
well (:func:`decider` picks the cheapest): ``choose_legal(legal, rng)`` says it needs only
its legal actions (:class:`LegalActionsBot`), ``decide(legal, view, rng)`` that it asks for
the view (a function that builds it) only when it needs more (:class:`LazyViewBot`; a bot
that needs none at all may offer it too, to be called directly), and ``picker(rng)`` that
its choice is one function of the legal actions, bound to its generator once
(:class:`PickingBot`; the random bot's is the generator's own ``choice``). Each must choose
exactly as ``choose`` would with the same generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import Protocol, cast, runtime_checkable

from maumau.core.actions import Action
from maumau.core.view import View

__all__ = [
    "LEVELS",
    "MISTAKE",
    "Bot",
    "BotFactory",
    "BotMaker",
    "Decide",
    "LazyViewBot",
    "LegalActionsBot",
    "Pick",
    "PickingBot",
    "ViewSource",
    "decider",
    "seat_picker",
]

MISTAKE = 0.2
"""How often the ``easy`` level plays a random legal move instead of its plain choice."""

LEVELS = ("simple", "easy", "medium")
"""The levels a game may offer players of its own for (:meth:`Variant.bot
<maumau.core.variant.Variant.bot>`); ``random`` and ``hard`` are the bots' own."""


class Bot(Protocol):
    """A computer player: a name, and a choice of action from a view."""

    name: str

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal_actions``."""
        ...


BotFactory = Callable[[str, str], Bot]
"""Makes a bot from its kind's name and the variant's name (``random``, ``classic``): the
one signature of a bot factory, :func:`maumau.bots.base.make_bot`'s and that of a
simulation's ``bot_factory`` (:func:`maumau.sim.simulate`)."""

BotMaker = Callable[[str], Bot]
"""Makes one kind of bot for a variant's name: what :func:`maumau.bots.base.register_bot`
registers under the kind's name (the bot factory :func:`~maumau.bots.base.make_bot` looks
it up by that name)."""

ViewSource = Callable[[], View]
"""Builds the deciding seat's view when called."""

Decide = Callable[[Sequence[Action], ViewSource, random.Random], Action]
"""A bot's choice from its legal actions, with its view built only on request."""

Pick = Callable[[Sequence[Action]], Action]
"""A bot's choice at one seat from its legal actions, its view and generator bound."""


@runtime_checkable
class LegalActionsBot(Protocol):
    """A bot that needs nothing but its legal actions to choose."""

    def choose_legal(self, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal``, as :meth:`Bot.choose` would pick from a view with them."""
        ...


@runtime_checkable
class LazyViewBot(Protocol):
    """A bot that looks at its view only for some decisions."""

    def decide(self, legal: Sequence[Action], view: ViewSource,
               rng: random.Random) -> Action:
        """One of ``legal``; calls ``view()`` only when the legal actions do not suffice."""
        ...


@runtime_checkable
class PickingBot(Protocol):
    """A bot whose choice is one function of its legal actions once its generator is
    given: called with nothing else, and no Python frame of its own if it is a builtin."""

    def picker(self, rng: random.Random) -> Pick:
        """What picks one of the legal actions, as :meth:`Bot.choose` would with ``rng``."""
        ...


def seat_picker(bot: Bot, view: ViewSource, rng: random.Random) -> Pick:
    """The cheapest way to ask ``bot`` for its decisions at one seat of one round, whose
    view ``view`` builds: its own picker if it offers one, else its :func:`decider` with
    the view and the generator bound."""
    if _picks(type(bot)):
        return cast(PickingBot, bot).picker(rng)
    decide = decider(bot)
    return lambda legal: decide(legal, view, rng)


def decider(bot: Bot) -> Decide:
    """The cheapest way to ask ``bot`` for a decision: with a view built on request if it
    can say so (:class:`LazyViewBot`, the most direct call), else without a view if it
    needs none, else with a view built every time. The entries a bot's class offers are
    looked up once per class (a simulation asks for every game); a bot whose class offers
    none is checked itself."""
    entry = _entry(type(bot))
    if entry is None:
        entry = next((p for p in _PROTOCOLS if isinstance(bot, p)), None)
    if entry is LazyViewBot:
        return cast(LazyViewBot, bot).decide
    if entry is LegalActionsBot:
        choose_legal = cast(LegalActionsBot, bot).choose_legal
        return lambda legal, view, rng: choose_legal(legal, rng)
    choose = bot.choose
    return lambda legal, view, rng: choose(view(), rng)


@cache
def _entry(kind: type) -> type | None:
    """The cheapest protocol a class of bot offers (a protocol's check is slow)."""
    return next((protocol for protocol in _PROTOCOLS if issubclass(kind, protocol)), None)


@cache
def _picks(kind: type) -> bool:
    """Whether a class of bot offers :class:`PickingBot` (a protocol's check is slow)."""
    return issubclass(kind, PickingBot)


_PROTOCOLS: tuple[type, ...] = (LazyViewBot, LegalActionsBot)
"""The cheaper entries, the most direct first."""
