"""The interface every game's round implements.

A round is one deal played to its end. Exactly one seat decides at any time
(:attr:`Round.to_move`); :meth:`Round.legal_actions` is the one source of legal actions and
:meth:`Round.apply` accepts exactly those, returning what happened, or raises
:class:`~maumau.core.errors.IllegalActionError` and changes nothing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar, Self

from mypy_extensions import mypyc_attr

from maumau.core.actions import Action, ActionKind, parse_action
from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import IllegalActionError, Reason, SeatError
from maumau.core.events import Event, Redactions
from maumau.core.results import RoundResult
from maumau.core.ruleset import Ruleset
from maumau.core.view import View

NO_REDACTIONS: Redactions = {}
"""The shared redactions of a game whose rules make none (never written to)."""

POSITION_FORMAT = "maumau-position"
POSITION_VERSION = 1


@mypyc_attr(allow_interpreted_subclasses=True)  # a game of another package subclasses it
class Round(ABC):
    """One deal of one game, from the deal to the round's result.

    A machine keeps its state in ``__slots__``; the lists named in ``COPIED_LISTS`` (and
    the lists of lists in ``COPIED_NESTED``) are what :meth:`copy` must not share.
    """

    __slots__ = (
        "_hidden", "_legal", "_options", "_redactions", "_seen", "chance", "dealer", "deck",
        "discard", "hands", "index", "log", "n", "result", "ruleset", "seat", "seed", "talon",
    )
    COPIED_LISTS: ClassVar[tuple[str, ...]] = ("talon", "discard", "log")
    COPIED_NESTED: ClassVar[tuple[str, ...]] = ("hands",)

    ruleset: Ruleset
    seed: Seed
    index: int
    dealer: int
    deck: Deck
    n: int
    hands: list[list[int]]
    log: list[Event]
    result: RoundResult | None
    talon: list[int]
    discard: list[int]
    seat: int
    chance: int
    _legal: list[Action] | None
    _seen: dict[int | None, list[Event]]
    _hidden: Redactions
    _redactions: Redactions
    _options: dict[str, Any]

    def __init__(self, ruleset: Ruleset, deck: Deck, seed: Seed, index: int,
                 dealer: int) -> None:
        """The state every game has, empty: hands, talon, discard pile, log; the dealer's
        left neighbour to move; no chance event drawn yet."""
        self.ruleset = ruleset
        self.deck = deck
        self.seed = seed
        self.index = index
        self.dealer = dealer
        self.n = ruleset.players
        self.hands = [[] for _ in range(self.n)]
        self.talon = []
        self.discard = []
        self.seat = (dealer + 1) % self.n
        self.chance = 0
        self.log = []
        self.result = None
        self._legal = None
        self._seen = {}
        self._hidden = {}
        self._redactions = NO_REDACTIONS
        self._options = ruleset.options

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

    def view(self, seat: object, since: int = 0) -> View:
        """What ``seat`` may see (None: a spectator); the only window on hidden cards.

        ``since`` leaves out the log's events before that index, for a reader that keeps
        the earlier ones (a learning environment reads a view at every step). The seat is
        checked when the method runs (typed ``object``, so that the compiled build refuses
        a wrong one with the same error as the pure one)."""
        seat = self.check_seat(seat)
        mine = seat is not None and seat == self.to_move
        to_move, phase = self.turn_seen_by(seat)
        return View.build(
            variant=self.ruleset.variant,
            players=self.n,
            seat=seat,
            round_index=self.index,
            dealer=self.dealer,
            to_move=to_move,
            phase=phase,
            hand=tuple(map(self.deck.cards.__getitem__, self.hands[seat]))
            if seat is not None else (),
            hand_sizes=tuple(map(len, self.hands)),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            events=self._events_seen_by(seat, since),
            table=self.public_table(seat, mine),
            result=self.result,
            options=self._options.copy(),
        )

    def _events_seen_by(self, seat: int | None, since: int = 0) -> tuple[Event, ...]:
        """The log from index ``since`` on as ``seat`` may see it. The log only grows, so
        each seat's redacted copy is kept and extended by the events added since the last
        view. A private event looks the same to every seat it hides its cards from, so its
        redacted form is made once: by the game's rules for the events they make for every
        round (``_redactions``), else once per round (kept with the event, whose ``id`` is
        only trusted while that very event is alive and stored beside it)."""
        cache = self._seen
        seen = cache.get(seat)
        log = self.log
        if seen is None or len(seen) > len(log):
            seen = cache[seat] = []
        if len(seen) < len(log):
            hidden, shared = self._hidden, self._redactions
            for event in log[len(seen):]:
                private = event.private_to
                if private is None or (seat is not None and seat in private):
                    seen.append(event)
                    continue
                pair = shared.get(id(event)) or hidden.get(id(event))
                if pair is None or pair[0] is not event:
                    pair = hidden[id(event)] = (event, event.seen_by(seat))
                seen.append(pair[1])
        return tuple(seen[since:]) if since else tuple(seen)

    def turn_seen_by(self, seat: int | None) -> tuple[int | None, str]:
        """Who is to move and the phase, as ``seat`` may see them."""
        return self.to_move, self.phase

    @abstractmethod
    def public_table(self, seat: int | None, mine: bool) -> dict[str, Any]:
        """The game's public state as ``seat`` sees it (``mine``: it is to move)."""

    def debug_view(self) -> dict[str, Any]:
        """The full state with every hidden card: for debugging and tests, never players."""
        return self.to_position()

    @abstractmethod
    def to_position(self) -> dict[str, Any]:
        """The whole state as JSON, loadable with :func:`maumau.load_position`."""

    def copy(self) -> Self:
        """An independent copy to play on (for search)."""
        twin = self.blank()
        for name in _state_of(type(self)):
            if hasattr(self, name):
                object.__setattr__(twin, name, getattr(self, name))
        extra = getattr(self, "__dict__", None)  # a subclass without slots keeps its own
        if extra:
            twin.__dict__.update(extra)
        for name in self.COPIED_LISTS:
            object.__setattr__(twin, name, list(getattr(self, name)))
        for name in self.COPIED_NESTED:
            object.__setattr__(twin, name, [list(inner) for inner in getattr(self, name)])
        object.__setattr__(twin, "_legal", None)
        object.__setattr__(twin, "_seen", {})
        object.__setattr__(twin, "_hidden", {})
        return twin

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        """:meth:`copy`: the round's own state copied, what is immutable (rules, events,
        actions) shared. ``copy.deepcopy`` of anything holding a round (a learning
        environment) works so in both builds: the compiled class cannot be rebuilt the
        generic way, without its constructor."""
        twin = self.copy()
        memo[id(self)] = twin
        return twin

    def blank(self) -> Self:
        """An object of this round's class to copy the state into (:meth:`copy` sets all
        of it). Made here without the constructor, which the compiled Round (``make
        compiled``) does not allow: a machine overrides this to call its constructor."""
        return object.__new__(type(self))

    def check_seat(self, seat: object) -> int | None:
        """Refuse anything but a seat of this table or None (a spectator); return it."""
        if seat is not None and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n
        ):
            raise SeatError(f"no seat {seat!r} at a table of {self.n} (seats 0 to {self.n - 1})",
                            "no_seat", {"seat": str(seat), "players": self.n, "last": self.n - 1})
        return seat

    def refusal(self, action: object) -> IllegalActionError:
        """The error for an action that is not legal now, with a reason a player reads."""
        if not isinstance(action, Action):
            return IllegalActionError(action, Reason("not_an_action",
                                                     f"{action!r} is not an action"))
        if action.kind is ActionKind.PLAY and action.card is None:
            return IllegalActionError(action, Reason("play_needs_card",
                                                     "a play needs a card"))
        return IllegalActionError(action, self.why_illegal(action))

    @abstractmethod
    def why_illegal(self, action: Action) -> str:
        """Why this action (of the right type) is not legal now."""

    def is_over(self) -> bool:
        return self.result is not None

    def spectator_view(self) -> View:
        return self.view(None)

    def parse_action(self, text: str) -> Action:
        """Read notation for this round. Case is forgiven: where the text is not exactly a
        legal action but matches exactly one legal action's notation in another case
        (``jc/h`` for ``JC/H``), that action is meant. The notation of a legal action
        (what clients send back) is found without parsing."""
        legal = self.legal_actions()
        for candidate in legal:
            if str(candidate) == text:
                return candidate
        action = parse_action(text, self.deck)
        if action in legal:
            return action
        folded = text.strip().casefold()
        matches = [candidate for candidate in legal if str(candidate).casefold() == folded]
        return matches[0] if len(matches) == 1 else action

    def play(self, text: object) -> list[Event]:
        """Apply an action given in notation."""
        if not isinstance(text, str):
            raise IllegalActionError(text, Reason("action_not_text",
                                                  "an action in notation must be text"))
        return self.apply(self.parse_action(text))

    def events_for(self, seat: object, since: object = 0) -> list[Event]:
        """The round's events from index ``since`` on, as ``seat`` may see them (both
        checked when the method runs, as in :meth:`view`)."""
        seat = self.check_seat(seat)
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise ValueError(f"'since' must be an event index, not {since!r}")
        return [event.seen_by(seat) for event in self.log[since:]]


@cache
def _state_of(cls: type) -> tuple[str, ...]:
    """The names of a round's state kept outside an instance ``__dict__``: the
    ``__slots__`` of its classes, or for a class compiled by ``make compiled`` (which keeps
    no ``__slots__``) the attributes mypyc lists."""
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__mypyc_attrs__", klass.__dict__.get("__slots__", ()))
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(name for name in dict.fromkeys(names) if name not in ("__weakref__", "__dict__"))
