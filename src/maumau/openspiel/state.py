"""One OpenSpiel state of a maumau game: chance deals the pack, then the round is played.

Chance first draws the round's seed (one of :data:`~maumau.openspiel.context.SEEDS`, for
the engine's own later chance events), then the pack card by card in dealing order: each
chance outcome is a card kind, with the probability of its share of the cards not dealt
yet. The round is dealt from that pack once it is complete; every later draw takes the
next card of it, so the cards a draw can reveal are chance outcomes already drawn.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.seat_view import events_since
from maumau.core.view import View
from maumau.openspiel.context import SEEDS, Context, context_of
from maumau.openspiel.deal import Deal
from maumau.rl.observation import SeatMemory

__all__ = ["MauMauState", "event_text", "returns_of"]


def event_text(event: Any) -> str:
    """One event as a short line (as a seat saw it)."""
    data = event.to_dict()
    return " ".join(str(value) if not isinstance(value, list) else ",".join(map(str, value))
                    for value in data.values())


def returns_of(round_: Round, players: int) -> list[float]:
    """Zero-sum returns: a seat's share of the win less the mean share, scaled so that a
    lone winner gets +1 and each other seat -1/(players - 1); 0 to all for a round without
    winners (blocked, or cut short)."""
    result = round_.result
    if result is None or not result.winners:
        return [0.0] * players
    share = 1.0 / len(result.winners)
    scale = players / (players - 1)
    return [((share if seat in result.winners else 0.0) - 1.0 / players) * scale
            for seat in range(players)]


class MauMauState(pyspiel.State):  # type: ignore[misc]  # pyspiel ships no type hints
    """A state of one ruleset's OpenSpiel game (see the module's docstring)."""

    def __init__(self, game: pyspiel.Game, ruleset: Ruleset, max_actions: int) -> None:
        super().__init__(game)
        self._ruleset = ruleset
        self._max_actions = max_actions
        self._seed: int | None = None
        self._pack: list[int] = []
        self._left = list(context_of(ruleset).deck.counts)
        self._deal: Deal | None = None
        self._moves = 0
        self._prefix = [""] * ruleset.players
        """Per seat, what it knew before this state's round began (a resampled state's
        round is a guess with no history; its seats' earlier knowledge is kept here)."""
        self._read = [(0, "")] * ruleset.players
        """Per seat, how many of the round's events its text holds, and the text."""
        self._memory: list[SeatMemory | None] = [None] * ruleset.players
        """Per seat, its observation's memory of the events it read (maumau.rl)."""

    # ------------------------------------------------------------------ reading

    @property
    def context(self) -> Context:
        return context_of(self._ruleset)

    @property
    def round(self) -> Round | None:
        """The round being played, or None while chance deals."""
        return self._deal.round if self._deal is not None else None

    @property
    def moves(self) -> int:
        """Player decisions so far."""
        return self._moves

    def view(self, seat: int) -> View | None:
        """``seat``'s view of the round (None while chance deals)."""
        round_ = self.round
        return round_.view(seat) if round_ is not None else None

    def observation_vector(self, seat: int) -> npt.NDArray[np.float32] | None:
        """The game's observation vector of ``seat``'s view (None while chance deals),
        its memory of the events kept from call to call."""
        round_ = self.round
        if round_ is None:
            return None
        encoder = self.context.encoder
        memory = self._memory[seat]
        if memory is None:
            memory = self._memory[seat] = encoder.new_memory()
        view = round_.view(seat, memory.since(round_.index))
        vector: npt.NDArray[np.float32] = encoder.observe(
            view, memory, (0,) * round_.n)["observation"]
        return vector

    def information_text(self, seat: int) -> str:
        """Everything ``seat`` has seen, in order: what it knew before this state's round
        began, each event of the round as it saw it, then who is to move and the phase."""
        round_ = self.round
        if round_ is None:
            return f"seat {seat}: dealing"
        read, text = self._read[seat]
        if read < len(round_.log):  # each event turned into text once
            new = events_since(round_, seat, read)
            text += "".join("\n" + event_text(event) for event in new)
            self._read[seat] = read, text = read + len(new), text
        head = self._prefix[seat] or f"seat {seat}"
        return f"{head}{text}\n{self._turn_text(seat)}"

    def _turn_text(self, seat: int) -> str:
        round_ = self.round
        assert round_ is not None
        if self.is_terminal():
            return "over"
        to_move, phase = round_.turn_seen_by(seat)
        return f"to move: {to_move} {phase}"

    # ------------------------------------------------------------ OpenSpiel's API

    def current_player(self) -> int:
        if self._deal is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        to_move = self._deal.round.to_move
        assert to_move is not None
        return to_move

    def is_terminal(self) -> bool:
        deal = self._deal
        return deal is not None and (deal.round.result is not None
                                     or self._moves >= self._max_actions)

    def _legal_actions(self, player: int) -> list[int]:
        round_ = self.round
        if round_ is None or self.is_terminal() or player != round_.to_move:
            return []
        index = self.context.space.index
        return sorted(index[action] for action in round_.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._deal is not None:
            return []
        if self._seed is None:
            return [(seed, 1.0 / SEEDS) for seed in range(SEEDS)]
        total = sum(self._left)
        return [(kind, count / total) for kind, count in enumerate(self._left) if count]

    def _apply_action(self, action: int) -> None:
        deal = self._deal
        if deal is not None:
            deal.apply(self.context.action_of(action))
            self._moves += 1
            return
        if self._seed is None:
            self._seed = int(action)
            return
        self._pack.append(int(action))
        self._left[action] -= 1
        if not any(self._left):
            context = self.context
            # The pack is dealt from its end: the first card chance drew is dealt first.
            self._deal = Deal.dealt(self._ruleset, self._seed, context.dealer,
                                    self._pack[::-1])

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self._seed is None:
                return f"seed {action}"
            return f"deal {self.context.deck.cards[action].code}"
        return str(self.context.action_of(action))

    def returns(self) -> list[float]:
        round_ = self.round
        if round_ is None or not self.is_terminal():
            return [0.0] * self._ruleset.players
        return returns_of(round_, self._ruleset.players)

    def resample_from_infostate(self, player: int, sampler: Any) -> MauMauState:
        """A state ``player`` cannot tell from this one, its hidden cards guessed as the
        ``hard`` bot guesses them (:meth:`maumau.bots.hard.HardBot.guesses`); ``sampler()``
        gives numbers in [0, 1) that seed the guess. Only for the seat to move, once the
        round is dealt (before, every deal is as likely: a fresh state)."""
        from maumau.openspiel.resample import resample

        return resample(self, player, sampler)

    def __str__(self) -> str:
        round_ = self.round
        if round_ is None:
            return f"dealing: {len(self._pack)} of {self.context.pack_size} cards"
        return round_.to_text()

    # ------------------------------------------------------------- for resample

    def guessed_copy(self, round_: Round, prefixes: list[str]) -> MauMauState:
        """A state of the same game around a guessed round; each seat's earlier knowledge
        is ``prefixes``."""
        twin = MauMauState(self.get_game(), self._ruleset, self._max_actions)
        twin._seed = self._seed
        twin._pack = list(self._pack)
        twin._left = [0] * len(self._left)
        twin._deal = Deal.guessed(round_)
        twin._moves = self._moves
        twin._prefix = prefixes
        return twin
