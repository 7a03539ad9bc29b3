"""The interface every game's round implements.

A round is one deal played to its end. Exactly one seat decides at any time
(:attr:`Round.to_move`); :meth:`Round.legal_actions` is the one source of legal actions and
:meth:`Round.apply` accepts exactly those, returning what happened, or raises
:class:`~maumau.core.errors.IllegalActionError` and changes nothing.

For search and analysis a round also speaks the vocabulary of python-chess and OpenSpiel
where it means the same: :meth:`Round.push` / :meth:`Round.pop` (:meth:`Round.undo`),
:meth:`Round.is_terminal`, :meth:`Round.clone`, :meth:`Round.current_player`,
:meth:`Round.returns` and :meth:`Round.chance_outcomes` (docs/library.md).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar, Self

from mypy_extensions import mypyc_attr

from maumau.core.actions import Action, ActionKind, parse_action
from maumau.core.cards import Card, Deck
from maumau.core.chance import Seed
from maumau.core.documents import POSITION_FORMAT, POSITION_VERSION
from maumau.core.errors import (
    IllegalActionError,
    MatchStateError,
    NotAnActionError,
    Reason,
    SeatError,
)
from maumau.core.events import Event, Redactions
from maumau.core.results import RoundResult
from maumau.core.ruleset import Ruleset
from maumau.core.view import View

__all__ = ["NO_REDACTIONS", "POSITION_FORMAT", "POSITION_VERSION", "Round",
           "chance_outcomes_seen"]

NO_REDACTIONS: Redactions = {}
"""The shared redactions of a game whose rules make none (never written to)."""


@mypyc_attr(allow_interpreted_subclasses=True)  # a game of another package subclasses it
class Round(ABC):
    """One deal of one game, from the deal to the round's result.

    A machine keeps its state in ``__slots__``; the lists named in ``COPIED_LISTS`` (and
    the lists of lists in ``COPIED_NESTED``) are what :meth:`copy` must not share.
    """

    __slots__ = (
        "_hidden", "_legal", "_options", "_redactions", "_seen", "_stack", "chance", "dealer",
        "deck", "discard", "hands", "index", "log", "n", "result", "ruleset", "seat", "seed",
        "talon",
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
    _stack: list[tuple[Round, Action, tuple[object, ...]]]

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
        self._options = ruleset.saved_options
        self._stack = []

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
        logged = len(log)
        read = len(seen) if seen is not None else 0
        if seen is None or read > logged:
            seen = cache[seat] = []
            read = 0
        if read < logged:
            hidden, shared = self._hidden, self._redactions
            keep = seen.append
            for event in log[read:]:
                private = event.private_to
                if private is None or (seat is not None and seat in private):
                    keep(event)
                    continue
                key = id(event)
                pair = shared.get(key) or hidden.get(key)
                if pair is None or pair[0] is not event:
                    pair = hidden[key] = (event, event.seen_by(seat))
                keep(pair[1])
        return tuple(seen[since:]) if since else tuple(seen)

    def _events_since(self, seat: int, since: int) -> list[Event]:
        """The log from index ``since`` on as ``seat`` may see it, each private event in
        the redacted form :meth:`_events_seen_by` gives it, without keeping the seat's
        copy of the log: for a reader that counts the events it read
        (:func:`maumau.core.seat_view.events_since`)."""
        events = self.log[since:]
        hidden, shared = self._hidden, self._redactions
        for at, event in enumerate(events):
            private = event.private_to
            if private is None or seat in private:
                continue
            key = id(event)
            pair = shared.get(key) or hidden.get(key)
            if pair is None or pair[0] is not event:
                pair = hidden[key] = (event, event.seen_by(seat))
            events[at] = pair[1]
        return events

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

    def to_text(self, seat: int | None = None) -> str:
        """The whole state as one line of position text (docs/positions.md); with
        ``seat``, that seat's view, hidden cards as counts (not loadable)."""
        from maumau.core.position_text import position_to_text, view_text

        if seat is None:
            return position_to_text(self.to_position())
        return view_text(self.view(seat))

    @classmethod
    def from_text(cls, text: str) -> Round:
        """The round a position text spells (refusing an inconsistent one). The text
        names its game: any registered game's reader reads it."""
        from maumau.core.position_text import round_from_text

        return round_from_text(text)

    def copy(self) -> Self:
        """An independent copy to play on (for search), with the actions :meth:`pop` can
        take back (as python-chess's ``Board.copy()``)."""
        twin = self.blank()
        _transfer(self, twin)
        object.__setattr__(twin, "_stack", list(self._stack))
        return twin

    def clone(self) -> Self:
        """:meth:`copy` (OpenSpiel's name)."""
        return self.copy()

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        """:meth:`copy`: the round's own state copied, what is immutable (rules, events,
        actions) shared. ``copy.deepcopy`` of anything holding a round (a learning
        environment) works so in both builds: the compiled class cannot be rebuilt the
        generic way, without its constructor."""
        twin = self.copy()
        memo[id(self)] = twin
        return twin

    # A round compares and prints by its state, as python-chess's ``Board`` does: two
    # rounds are equal when their positions are (same game, ruleset, cards in every place,
    # seat to move ...), whatever their undo stacks. Being mutable a round is not hashable;
    # hash its position text (``to_text()``) instead.

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Round):
            return NotImplemented
        return type(self) is type(other) and self.to_position() == other.to_position()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        """How to build this state again: ``SheddingRound.from_text('…')`` (the position
        text holds every hand: a round is the whole state, not a seat's view)."""
        return f"{type(self).__name__}.from_text({self.to_text()!r})"

    def __str__(self) -> str:
        """The state as a board to read: the game, who is to move, every hand (the whole
        state: a round holds them all; ``view(seat)`` is what a seat sees), the discard
        pile, the talon and the game's own table."""
        from maumau.core.position_text import json_text

        def codes(cards: Sequence[int]) -> str:
            return " ".join(self.deck.cards[card].code for card in cards) or "-"

        mover = "nobody (the round is over)" if self.to_move is None else (
            f"seat {self.to_move}")
        lines = [f"{self.ruleset.variant}, round {self.index + 1}, {self.n} players,"
                 f" dealer seat {self.dealer} (the whole state: every hand shown)",
                 f"to move: {mover}, phase {self.phase}"]
        lines += [f"seat {seat}: {codes(hand)}" for seat, hand in enumerate(self.hands)]
        top = self.deck.cards[self.discard[-1]].code if self.discard else "-"
        lines += [f"discard pile: {codes(self.discard)} (top {top})",
                  f"talon: {len(self.talon)} cards",
                  f"table: {json_text(self.public_table(None, False))}"]
        if self.result is not None:
            lines.append(f"result: {self.result}")
        return "\n".join(lines)

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
        if isinstance(action, str):
            return NotAnActionError(action, Reason(
                "action_is_text", f"{action!r} is text: apply() takes an Action; play a"
                f" notation with play({action!r}), or read it with parse_action()",
                notation=action))
        if not isinstance(action, Action):
            return NotAnActionError(action, Reason("not_an_action",
                                                   f"{action!r} is not an action"))
        if action.kind is ActionKind.PLAY and action.card is None:
            return IllegalActionError(action, Reason("play_needs_card",
                                                     "a play needs a card"))
        return IllegalActionError(action, self.why_illegal(action))

    @abstractmethod
    def why_illegal(self, action: Action) -> str:
        """Why this action (of the right type) is not legal now."""

    def is_over(self) -> bool:
        """Whether the round has ended (its :attr:`result` is set)."""
        return self.result is not None

    def is_terminal(self) -> bool:
        """:meth:`is_over` (OpenSpiel's name)."""
        return self.result is not None

    def current_player(self) -> int | None:
        """:attr:`to_move` (OpenSpiel's name): the seat that decides now, or None when the
        round is over (OpenSpiel answers a negative constant there; a round never waits
        on chance, which it resolves inside :meth:`apply`)."""
        return self.to_move

    def returns(self) -> list[float]:
        """Each seat's share of the win, OpenSpiel's ``returns``: 1 split evenly among the
        round's winners, 0 to the other seats; all 0 for a blocked round or one not over
        yet. The points a seat adds to its match total are in :attr:`result`."""
        result = self.result
        shares = [0.0] * self.n
        if result is not None and result.winners:
            share = 1.0 / len(result.winners)
            for seat in result.winners:
                shares[seat] = share
        return shares

    def chance_outcomes(self) -> list[tuple[Card, float]]:
        """The next chance step where the engine draws, as OpenSpiel's ``chance_outcomes``:
        each card the next draw from the talon can bring, with its probability. The full
        round knows the talon's order (fixed by the seed at the deal and at each
        reshuffle), so the outcome is certain: the talon's top with probability 1; empty
        when the talon is empty (the next draw first reshuffles, or finds nothing). What a
        seat may expect instead is :func:`chance_outcomes_seen` of its view."""
        if not self.talon:
            return []
        return [(self.deck.cards[self.talon[-1]], 1.0)]

    def push(self, action: object) -> list[Event]:
        """:meth:`apply`, remembered so that :meth:`pop` can take it back exactly (the
        talon's order and the chance counter included). Each push keeps a copy of the
        state before it; :meth:`apply` itself keeps nothing. Text is refused with the
        error :meth:`apply` gives it (use :meth:`play` for notation)."""
        if not isinstance(action, Action):
            raise self.refusal(action)
        before = self.blank()
        _transfer(self, before)
        events = self.apply(action)
        self._stack.append((before, action, self._mark()))
        return events

    def pop(self) -> Action:
        """Take back the last action made with :meth:`push` or :meth:`play` and return it:
        the round is again exactly as before it, its chance included (python-chess's
        ``Board.pop``). Raises :class:`~maumau.core.errors.MatchStateError` when there is
        none, or when the round was changed through :meth:`apply` since."""
        stack = self._stack
        if not stack:
            raise MatchStateError("nothing to undo: no action was pushed in this round",
                                  "undo_nothing", {})
        before, action, mark = stack[-1]
        if self._mark() != mark:
            raise MatchStateError(
                "cannot undo: the round was changed through apply() after its last push;"
                " undo takes back actions made with push() or play()", "undo_applied", {})
        stack.pop()
        _transfer(before, self)
        return action

    def _mark(self) -> tuple[object, ...]:
        """A cheap trace of the state, taken after each push: :meth:`pop` compares it to
        notice an :meth:`apply` since (an action that logs nothing still moves a seat or
        a card)."""
        to_move = self.to_move
        return (len(self.log), self.phase, -1 if to_move is None else to_move, self.seat,
                self.chance, len(self.talon), len(self.discard), *map(len, self.hands))

    def undo(self) -> Action:
        """:meth:`pop`: take back the last action made with :meth:`push` or :meth:`play`."""
        return self.pop()

    def take_state(self, other: Round) -> None:
        """Become an independent copy of ``other`` (a round of the same class and table),
        keeping this round's identity; the undo stack is emptied. For a caller that
        rebuilt the state elsewhere (:meth:`maumau.core.match.Match.undo` replays)."""
        if type(other) is not type(self):
            raise TypeError(f"cannot take the state of a {type(other).__name__}")
        _transfer(other, self)
        self._stack = []

    @property
    def move_stack(self) -> list[Action]:
        """The actions :meth:`pop` can take back, oldest first (python-chess's name)."""
        return [action for _, action, _ in self._stack]

    def spectator_view(self) -> View:
        return self.view(None)

    def parse_action(self, text: str) -> Action:
        """Read notation for this round. Case is forgiven: where the text is not exactly a
        legal action but matches exactly one legal action's notation in another case
        (``jc/h`` for ``JC/H``), that action is meant. Otherwise the card is spelled as the
        deck has it and the choice as a legal action has it (``js/h!`` → ``JS/H!``, for
        :meth:`apply` to judge); exact notation is returned as read. A choice typed in a
        case that no legal action spells is refused at once (:class:`IllegalActionError`,
        why its action is not legal now), never read into an action no notation spells
        (``jh/d`` as ``JH/d``). The
        notation of a legal action (what clients send back) is found without parsing."""
        legal = self.legal_actions()
        for candidate in legal:
            if str(candidate) == text:
                return candidate
        action = parse_action(text, self.deck)
        if action in legal:
            return action
        folded = text.strip().casefold()
        matches = [candidate for candidate in legal if str(candidate).casefold() == folded]
        if len(matches) == 1:
            return matches[0]
        if action.choice is not None:
            spelled = {candidate.choice for candidate in legal
                       if candidate.choice is not None
                       and candidate.choice.casefold() == action.choice.casefold()}
            if len(spelled) == 1:  # the choice as the game spells it (``h`` → ``H``)
                return Action(action.kind, action.card, spelled.pop(), action.target,
                              action.call)
            if str(action) != text.strip():  # in another case, and no legal choice fits
                raise self.refusal(action)
        return action

    def play(self, text: object) -> list[Event]:
        """Apply an action given in notation, remembered as :meth:`push` does (so that
        :meth:`undo` takes it back)."""
        if not isinstance(text, str):
            raise IllegalActionError(text, Reason("action_not_text",
                                                  "an action in notation must be text"))
        return self.push(self.parse_action(text))

    def events_for(self, seat: object, since: object = 0) -> list[Event]:
        """The round's events from index ``since`` on, as ``seat`` may see them (both
        checked when the method runs, as in :meth:`view`)."""
        seat = self.check_seat(seat)
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise ValueError(f"'since' must be an event index, not {since!r}")
        return [event.seen_by(seat) for event in self.log[since:]]


def chance_outcomes_seen(view: View) -> list[tuple[Card, float]]:
    """The next draw as the seat of ``view`` may expect it: a uniform distribution over
    the cards it cannot locate (the talon, the other hands, discarded cards it never saw,
    as the game's card tracking reads its view), one entry per card kind with its
    probability, in the pack's order. What the seat knows about other hands (a seat that
    drew could not play) is not weighed in. For the seat's own next draw from the full
    state see :meth:`Round.chance_outcomes`."""
    if view.seat is None:
        raise MatchStateError("a spectator's view has no chance view of its own",
                              "chance_spectator", {})
    ruleset = Ruleset.create(view.variant, view.players, None, view.options)
    search = ruleset.game.search()
    deck = ruleset.game.deck(ruleset)
    if search is not None:
        unseen = list(search.track(view).unseen)
    else:  # a game without card tracking: every card but the own hand
        left = list(deck.counts)
        for held in view.hand:
            left[deck.id_of(held.code)] -= 1
        unseen = [kind for kind, count in enumerate(left) for _ in range(max(count, 0))]
    total = len(unseen)
    counts = [0] * len(deck.cards)
    for kind in unseen:
        counts[kind] += 1
    return [(deck.cards[kind], count / total) for kind, count in enumerate(counts) if count]


def _transfer(source: Round, target: Round) -> None:
    """Give ``target`` (of ``source``'s class) an independent copy of ``source``'s state,
    without its undo stack (which stays ``target``'s own) and with empty caches."""
    stack = target._stack if hasattr(target, "_stack") else []
    for name in _state_of(type(source)):
        if hasattr(source, name):
            object.__setattr__(target, name, getattr(source, name))
    extra = getattr(source, "__dict__", None)  # a subclass without slots keeps its own
    if extra:
        target.__dict__.update(extra)
    for name in source.COPIED_LISTS:
        object.__setattr__(target, name, list(getattr(source, name)))
    for name in source.COPIED_NESTED:
        object.__setattr__(target, name, [list(inner) for inner in getattr(source, name)])
    object.__setattr__(target, "_legal", None)
    object.__setattr__(target, "_seen", {})
    object.__setattr__(target, "_hidden", {})
    object.__setattr__(target, "_stack", stack)


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
