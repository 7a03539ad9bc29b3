"""The game behind both environments: a match, its rewards, observations and checks.

:class:`Table` knows nothing of PettingZoo or Gymnasium; the AEC environment
(:mod:`maumau.rl.aec`) and the single-agent environment (:mod:`maumau.rl.single`) are thin
shells around it, so both follow the same rules for seeds, rewards, truncation and bad
actions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from maumau import i18n
from maumau.core.actions import Action
from maumau.core.errors import IllegalActionError, RulesetError
from maumau.core.match import Match
from maumau.core.ruleset import Ruleset
from maumau.core.seat_view import view_since
from maumau.core.terminal import TextRenderer
from maumau.rl.actions import catalogue
from maumau.rl.encodings import HISTORY_LENGTH, check_encoding, event_rows, planes_of
from maumau.rl.observation import Encoder, Observation, SeatMemory

__all__ = [
    "DEFAULT_MAX_ACTIONS",
    "EPISODES",
    "REWARDS",
    "MaskedActionError",
    "Table",
    "TableConfig",
]

REWARDS = ("win", "score")
EPISODES = ("round", "match")
DEFAULT_MAX_ACTIONS = 5000


class MaskedActionError(IllegalActionError):
    """An action index the mask rules out now (or no index at all); nothing changed."""


@dataclass(frozen=True)
class TableConfig:
    """A validated environment setting: the ruleset and the episode's rules."""

    ruleset: Ruleset
    reward: str
    episode: str
    max_actions: int
    encoding: str = "dict"

    @classmethod
    def create(cls, variant: str, players: int, preset: str | None,
               options: Mapping[str, object] | None, reward: str, episode: str,
               max_actions: int, encoding: str = "dict") -> TableConfig:
        """Check every setting; anything unknown raises :class:`RulesetError`."""
        catalogue(variant)  # an unknown variant, or one without actions, fails here
        check_encoding(encoding)
        ruleset = Ruleset.create(variant, players, preset, options)
        if reward not in REWARDS:
            raise RulesetError(f"unknown reward {reward!r}; valid: " + ", ".join(REWARDS))
        if episode not in EPISODES:
            raise RulesetError(f"unknown episode {episode!r}; valid: " + ", ".join(EPISODES))
        if isinstance(max_actions, bool) or not isinstance(max_actions, int) \
                or max_actions < 1:
            raise RulesetError(f"max_actions must be a whole number above 0, not"
                               f" {max_actions!r}")
        return cls(ruleset, reward, episode, max_actions, encoding)


class Table:
    """One episode at a time of a ruleset: a round, or a whole match."""

    def __init__(self, config: TableConfig) -> None:
        self.config = config
        self.ruleset = config.ruleset
        self.players = config.ruleset.players
        self.encoder = Encoder(config.ruleset.variant)
        self.space = self.encoder.space
        self.match: Match | None = None
        self.memories: list[SeatMemory] = []
        # The history encoding's rows per seat, and the round they are of.
        self.histories: list[tuple[int, npt.NDArray[np.float32]]] = []
        self.actions = 0
        # Where the lowest total wins the match, the score reward's sign flips.
        self.sign = -1.0 if config.ruleset.game.lower_is_better else 1.0

    # ----------------------------------------------------------------- episodes

    def reset(self, seed: int, position: Mapping[str, Any] | None = None) -> None:
        """Deal a new match from ``seed`` (or go on from a saved ``position``)."""
        if position is not None:
            match = Match.from_position(position)
            theirs, mine = match.ruleset, self.ruleset
            if (theirs.variant, theirs.players, theirs.option_items) != (
                    mine.variant, mine.players, mine.option_items):
                raise RulesetError("the position is of another ruleset than the environment's")
            if match.round.result is not None:
                raise RulesetError("the position is of a finished round")
            self.match = match
        else:
            self.match = Match(self.ruleset, seed)
        self.memories = [self.encoder.new_memory() for _ in range(self.players)]
        self.histories = []
        self.actions = 0

    @property
    def current(self) -> Match:
        if self.match is None:
            raise RulesetError("the environment has not been reset yet: call reset() first")
        return self.match

    @property
    def to_move(self) -> int | None:
        return self.current.round.to_move

    # ----------------------------------------------------------------- observations

    def observe(self, seat: int) -> Observation:
        """The seat's observation and action mask, from what its view shows."""
        match = self.current
        game = match.round
        memory = self.memories[seat]
        observed = self.encoder.observe_round(game, seat, memory, match.totals)
        if observed is not None:
            return observed
        view = view_since(game, seat, memory.since(game.index))
        return self.encoder.observe(view, memory, match.totals)

    def encoded(self, seat: int) -> Any:
        """The seat's observation in the table's encoding (:mod:`maumau.rl.encodings`)."""
        encoding = self.config.encoding
        if encoding == "dict":
            return self.observe(seat)
        if encoding != "history":
            observed = self.observe(seat)
            if encoding == "flat":
                return observed["observation"]
            planes = planes_of(self.ruleset.variant)
            vector = observed["observation"]
            return {"planes": planes.planes(vector), "vector": planes.rest_of(vector),
                    "action_mask": observed["action_mask"]}
        match = self.current
        game = match.round
        memory = self.memories[seat]
        view = view_since(game, seat, memory.since(game.index))
        rows = event_rows(self.ruleset.variant)
        if not self.histories:
            self.histories = [(-1, np.zeros((HISTORY_LENGTH, rows.size), np.float32))
                              for _ in range(self.players)]
        index, history = self.histories[seat]
        if index != game.index:
            history[:] = 0
            self.histories[seat] = (game.index, history)
        rows.push(history, view.events)
        observed = self.encoder.observe(view, memory, match.totals)
        return {"observation": observed["observation"], "history": history.copy(),
                "action_mask": observed["action_mask"]}

    def mask(self, seat: int) -> npt.NDArray[np.int8]:
        """The seat's action mask (zeros when it is not to move)."""
        return self.encoder.round_mask(self.current.round, seat)

    # ----------------------------------------------------------------- acting

    def action_of(self, seat: int, index: object) -> Action:
        """The legal action an index names for ``seat``, or :class:`MaskedActionError`."""
        number = index if type(index) is int else self._number(index)
        if not 0 <= number < len(self.space.actions):
            raise MaskedActionError(number, f"the action space has indices 0 to"
                                    f" {len(self.space) - 1}")
        action = self.space.actions[number]
        game = self.current.round
        legal = game.legal_actions()
        if game.to_move != seat or action not in legal:
            names = ", ".join(f"{self.space.index[a]} ({a})" for a in legal)
            raise MaskedActionError(
                f"{number} ({action})",
                f"its mask bit is 0 for seat_{seat} now; legal: {names}")
        return action

    def _number(self, index: object) -> int:
        """An index given as a numpy number (or a 0-d array) as an int; anything else but
        an int raises :class:`MaskedActionError`."""
        if isinstance(index, np.ndarray) and index.shape == ():
            index = index.item()
        if isinstance(index, bool) or not isinstance(index, int | np.integer):
            raise MaskedActionError(index, "an action is an index into the action space"
                                    f" (0 to {len(self.space) - 1})")
        return int(index)

    def apply(self, action: Action) -> tuple[list[float] | None, bool, bool]:
        """Play ``action`` (legal, of the seat to move): the rewards it earns each seat
        (None: no seat earns any), whether the episode ended, and whether it was cut at
        ``max_actions``."""
        match = self.match
        if match is None:
            match = self.current  # raises: not reset yet
        game = match.round
        match.apply(action)
        self.actions += 1
        result = game.result
        if result is None:  # most actions: no reward, no end
            return None, False, self.actions >= self.config.max_actions
        config = self.config
        rewards: list[float] | None = None
        match_over = match.is_over()
        if config.reward == "score":
            rewards = self._score_rewards(result.points)
        elif config.episode == "round":
            rewards = self._win_rewards(result.winners)
        elif match_over:
            match_result = match.result
            assert match_result is not None
            rewards = self._win_rewards(match_result.winners)
        if config.episode == "round" or match_over:
            return rewards, True, False
        match.next_round()
        return rewards, False, self.actions >= config.max_actions

    def _win_rewards(self, winners: Sequence[int]) -> list[float] | None:
        if not winners:
            return None
        return [1.0 if seat in winners else -1.0 for seat in range(self.players)]

    def _score_rewards(self, points: Sequence[int]) -> list[float]:
        total = sum(points)
        others = self.players - 1
        return [self.sign * (points[seat] - (total - points[seat]) / others)
                for seat in range(self.players)]

    # ----------------------------------------------------------------- showing

    def render(self, seat: int | None, lang: str = "en") -> str:
        """The table as the terminal shows it to ``seat`` (None: a spectator), with the
        seat's hand and legal actions, without colour."""
        game = self.current.round
        view = game.view(seat)
        look = game.ruleset.game.terminal_look()
        text = TextRenderer(i18n.messages(lang))
        lines = text.lines(look.table(view))
        if seat is not None:
            lines.append(f"seat_{seat}: " + " ".join(
                text(look.card(card.code)) for card in view.hand))
            lines.extend(f"  [{self.space.index[action]}] " + text(look.action(action, view))
                         for action in view.legal_actions)
        if game.result is not None:
            lines.append(f"round over: winners {list(game.result.winners)},"
                         f" points {list(game.result.points)}")
        return "\n".join(lines)
