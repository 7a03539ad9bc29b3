"""The interface every game's round implements.

A round is one deal played to its end. Exactly one seat decides at any time
(:attr:`Round.to_move`); :meth:`Round.legal_actions` is the one source of legal actions and
:meth:`Round.apply` accepts exactly those, returning what happened, or raises
:class:`~maumau.core.errors.IllegalActionError` and changes nothing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Self

from maumau.core.actions import Action, parse_action
from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.events import Event
from maumau.core.results import RoundResult
from maumau.core.ruleset import Ruleset
from maumau.core.view import View

POSITION_FORMAT = "maumau-position"
POSITION_VERSION = 1


class Round(ABC):
    """One deal of one game, from the deal to the round's result."""

    ruleset: Ruleset
    seed: Seed
    index: int
    dealer: int
    deck: Deck
    log: list[Event]
    result: RoundResult | None

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that decides now, or None when the round is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every legal action of the seat to move (read-only; empty when over)."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Carry out a legal action of the seat to move and return the events."""

    @property
    @abstractmethod
    def phase(self) -> str:
        """A name for the kind of decision pending (``play``, ``penalty``, ...)."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """What ``seat`` may see (None: a spectator); the only window on hidden cards."""

    @abstractmethod
    def debug_view(self) -> dict[str, Any]:
        """The full state with every hidden card: for debugging and tests, never players."""

    @abstractmethod
    def to_position(self) -> dict[str, Any]:
        """The whole state as JSON, loadable with :func:`maumau.load_position`."""

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy to play on (for search)."""

    def is_over(self) -> bool:
        return self.result is not None

    def spectator_view(self) -> View:
        return self.view(None)

    def parse_action(self, text: str) -> Action:
        """Read notation for this round. Case is forgiven: where the text is not exactly a
        legal action but matches exactly one legal action's notation in another case
        (``jc/h`` for ``JC/H``), that action is meant."""
        action = parse_action(text, self.deck)
        legal = self.legal_actions()
        if action in legal:
            return action
        folded = text.strip().casefold()
        matches = [candidate for candidate in legal if str(candidate).casefold() == folded]
        return matches[0] if len(matches) == 1 else action

    def play(self, text: str) -> list[Event]:
        """Apply an action given in notation."""
        return self.apply(self.parse_action(text))

    def events_for(self, seat: int | None, since: int = 0) -> list[Event]:
        """The round's events from index ``since`` on, as ``seat`` may see them."""
        return [event.seen_by(seat) for event in self.log[since:]]
