"""Many tables in one process, stepped together: Gymnasium's vector API over NumPy arrays.

Each row is one table. Every step takes one action index per row and returns the
observations, rewards, terminations and truncations of all rows as arrays (no dictionary
per table); ``infos["action_mask"]`` holds the masks (``int8``, one row per table),
``infos["seat"]`` the seat each row's observation is of.

Who acts:

- ``seat=None`` (the default, self-play): every decision of every seat is a step; a row's
  observation is the seat to move's, so one policy plays every seat. The row's reward is
  the reward of the seat that acted; ``infos["rewards"]`` holds every seat's (players
  columns), for a learner that credits each seat.
- ``seat=k``: seat ``k`` learns at every table; the other seats are played by bots
  (``opponents``: one bot name or bot per other seat, or one for all) or by a batched
  ``opponent_policy(observations, masks) -> actions``, called with the rows whose other
  seats are to move (observations in the same encoding and layout, one row per such
  table) until the learner is to move again everywhere.

Autoreset follows Gymnasium 1.x (``autoreset_mode``): ``NEXT_STEP`` (Gymnasium's default:
the step after an episode ended deals the next one and ignores its action; the ended
row's mask is all zeros), ``SAME_STEP`` (the ending step returns the new episode's first
observation; as Gymnasium's ``SyncVectorEnv`` reports it, ``infos["final_obs"]`` is an
object array holding each ended row's last observation, None elsewhere, and
``infos["final_info"]`` its info, both with their rows flagged by ``infos["_final_obs"]``
and ``infos["_final_info"]``) or ``DISABLED`` (an ended row keeps its last observation
until ``reset(options={"reset_mask": rows})`` deals it again; stepping it raises).

A step checks every row's action before any table moves: a masked-out index raises
:class:`~maumau.rl.table.MaskedActionError` and changes nothing.

Observations are kept per seat and written straight into the batch's rows, incrementally:
each seat's base takes in only the events new to it, as the round shows them to that seat
(private cards redacted), each read once; where the game's encoder offers
``encode_round`` (:class:`~maumau.core.encoding.RoundEncoder`) the rest of a step (the
seat's own hand, the public table as the seat sees it, the mask of its legal actions) is
written from the round without building the seat's whole view, else from
``round.view(seat, since)``. Both give the same numbers (tests/rl/test_incremental.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.errors import RulesetError
from maumau.core.events import Event
from maumau.core.round import Round
from maumau.core.seat_view import events_since
from maumau.rl.encodings import HISTORY_LENGTH, encoding_space, event_rows, planes_of
from maumau.rl.observation import SeatMemory
from maumau.rl.table import DEFAULT_MAX_ACTIONS, MaskedActionError, Table, TableConfig

__all__ = [
    "AUTORESET_MODES",
    "MauMauVectorEnv",
    "OpponentPolicy",
]

OpponentPolicy = Callable[[Any, npt.NDArray[np.int8]], npt.ArrayLike]
"""Actions for a batch: ``(observations, masks) -> one action index per row``."""

AUTORESET_MODES = (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP, AutoresetMode.DISABLED)
RENDER_MODES = ("ansi",)


def _autoreset(mode: object) -> AutoresetMode:
    if isinstance(mode, str):
        found = {m.value: m for m in AUTORESET_MODES}.get(mode)
        if found is not None:
            return found
    if mode in AUTORESET_MODES:
        assert isinstance(mode, AutoresetMode)
        return mode
    raise RulesetError(f"unknown autoreset_mode {mode!r}; valid: "
                       + ", ".join(m.value for m in AUTORESET_MODES))


class MauMauVectorEnv(VectorEnv):
    """``num_envs`` tables of one ruleset as a Gymnasium vector environment (see
    :func:`maumau.rl.vector_env` and the module's notes)."""

    def __init__(self, variant: str, num_envs: int, players: int = 4,
                 preset: str | None = "standard", options: Mapping[str, object] | None = None,
                 *, encoding: str = "flat", seat: int | None = None,
                 opponents: Sequence[str | Bot] | None = None,
                 opponent_policy: OpponentPolicy | None = None, reward: str = "win",
                 episode: str = "round", max_actions: int = DEFAULT_MAX_ACTIONS,
                 autoreset_mode: str | AutoresetMode = AutoresetMode.NEXT_STEP,
                 copy: bool = True, render_mode: str | None = None,
                 lang: str = "en", on_illegal: str = "raise") -> None:
        if on_illegal != "raise":
            raise RulesetError(f"a vector environment raises MaskedActionError on a masked-out "
                               f"action (on_illegal='raise'); {on_illegal!r} is not offered: "
                               f"step only actions whose bit in infos['action_mask'] is 1")
        if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
            raise RulesetError(f"num_envs must be a whole number above 0, not {num_envs!r}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise RulesetError(f"unknown render_mode {render_mode!r}; valid: ansi or None")
        config = TableConfig.create(variant, players, preset, options, reward, episode,
                                    max_actions, encoding)
        self.tables = [Table(config) for _ in range(num_envs)]
        self.variant, self.players, self.encoding = variant, players, encoding
        self.num_envs = num_envs
        self.copy = copy
        mode = _autoreset(autoreset_mode)
        self.metadata = {"autoreset_mode": mode, "render_modes": list(RENDER_MODES),
                         "render_fps": 1}
        self.render_mode = render_mode
        self.lang = lang
        self._same_step = mode is AutoresetMode.SAME_STEP
        self._disabled = mode is AutoresetMode.DISABLED
        self.learner = self._check_seat(seat, players)
        self.bots = self._bots(variant, players, opponents, opponent_policy)
        self.opponent_policy = opponent_policy
        self._has_bots = any(bot is not None for bot in self.bots)
        table = self.tables[0]
        self.space = table.space
        self.encoder = table.encoder.game
        self.size = table.encoder.size
        self.single_observation_space = encoding_space(variant, encoding)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.single_action_space = spaces.Discrete(len(self.space))
        self.action_space = batch_space(self.single_action_space, num_envs)
        # The batch's arrays, written in place; rows of memoryviews for the hot path.
        self._vectors = np.zeros((num_envs, self.size), np.float32)
        self._masks = np.zeros((num_envs, len(self.space)), np.int8)
        self._vector_rows = [row.data for row in self._vectors]
        self._mask_rows = [row.data for row in self._masks]
        self._no_actions = np.zeros(len(self.space), np.int8).data
        self._seat_of = [0] * num_envs
        self._bases: list[list[memoryview]] = [[] for _ in range(num_envs)]
        self._all_rewards = np.zeros((num_envs, players), np.float64)
        self._history = (np.zeros((num_envs, HISTORY_LENGTH, event_rows(variant).size),
                                  np.float32) if encoding == "history" else None)
        self._histories: list[list[tuple[int, npt.NDArray[np.float32]]]] = []
        self._ended = np.zeros(num_envs, bool)
        self._dealing = False  # some row of ``_ended`` is set
        self._seeds = [random.Random() for _ in range(num_envs)]
        self._rngs: list[list[random.Random]] = [[] for _ in range(num_envs)]
        self._index = self.space.index
        self._actions = self.space.actions
        # The game's encoder writing a step straight from the round, where it has one.
        self._remember = self.encoder.remember
        self._by_round: Callable[[memoryview, Round, int, Sequence[int]], None] | None = \
            getattr(self.encoder, "encode_round", None)
        self.closed = False

    # ----------------------------------------------------------------- setup

    @staticmethod
    def _check_seat(seat: int | None, players: int) -> int | None:
        if seat is None:
            return None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise RulesetError(f"no seat {seat!r} at a table of {players}"
                               f" (seats 0 to {players - 1})")
        return seat

    def _bots(self, variant: str, players: int, opponents: Sequence[str | Bot] | None,
              policy: OpponentPolicy | None) -> list[Bot | None]:
        if self.learner is None:
            if opponents is not None or policy is not None:
                raise RulesetError("opponents and opponent_policy need a learning seat"
                                   " (seat=…); without one every seat is the policy's")
            return [None] * players
        if (opponents is None) == (policy is None):
            raise RulesetError("with a learning seat give opponents (bot names) or an"
                               " opponent_policy, one of the two")
        if opponents is None:
            return [None] * players
        from maumau.rl.single import seat_bots

        return seat_bots(variant, players, self.learner, opponents)

    # ----------------------------------------------------------------- the batch

    def reset(self, *, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        """Deal a new episode at every table. ``seed`` (an int: table ``i`` gets
        ``seed + i``; or one per table) fixes this and every later episode;
        ``options={"position": …}`` starts every table from a saved position;
        ``options={"reset_mask": rows}`` (a boolean array, one per table, as Gymnasium's
        vector environments take it) deals only at the tables flagged, the others keep
        their episodes. The observations and infos are of every table."""
        n = self.num_envs
        reset_mask = None
        if options is not None and "reset_mask" in options:
            options = dict(options)
            reset_mask = _checked_reset_mask(options.pop("reset_mask"), n)
        dealt = list(range(n)) if reset_mask is None else np.flatnonzero(reset_mask).tolist()
        if seed is not None:
            seeds = [seed + i for i in range(n)] if isinstance(seed, int) else list(seed)
            if len(seeds) != n:
                raise RulesetError(f"{len(seeds)} seeds for {n} tables")
            for i in dealt:
                if seeds[i] is not None:
                    self._seeds[i] = random.Random(seeds[i])
        position = (options or {}).get("position")
        if reset_mask is None or not self._histories:
            self._histories = [[] for _ in range(n)]
        self._all_rewards[:] = 0
        for i in dealt:
            self._ended[i] = False
            self._deal(i, position)
        self._dealing = bool(self._ended.any())
        return self._observations(), self._infos()

    def _deal(self, i: int, position: Mapping[str, Any] | None = None) -> None:
        """A new episode at table ``i``, played on to the first decision that is the
        policy's; its observation is written."""
        table = self.tables[i]
        for _ in range(1000):
            episode_seed = self._seeds[i].getrandbits(62)
            table.reset(episode_seed, position)
            self._bases[i] = [memory.base.data for memory in table.memories]
            if self._has_bots:  # the bots' own randomness, seeded by the episode
                self._rngs[i] = [random.Random(f"maumau-rl:{episode_seed}:{seat}")
                                 for seat in range(self.players)]
            if self._histories:
                self._histories[i] = []
            if self.learner is None or self.opponent_policy is not None:
                break
            _, over, cut = self._bots_play(i)
            if not (over or cut):
                break
        if self.learner is not None and self.opponent_policy is not None:
            self._policy_play([i], (0.0, False, False), dealing=True)
        self._all_rewards[i] = 0  # of episodes that ended before the learner's turn
        seat = table.to_move if self.learner is None else self.learner
        assert seat is not None
        self._observe(i, seat)

    def step(self, actions: npt.ArrayLike) -> tuple[Any, npt.NDArray[np.float64],
                                                    npt.NDArray[np.bool_],
                                                    npt.NDArray[np.bool_], dict[str, Any]]:
        """Play one action index per table (see the module's notes on who acts)."""
        chosen = np.asarray(actions).tolist()
        n = self.num_envs
        if not isinstance(chosen, list) or len(chosen) != n:
            raise MaskedActionError(actions, f"one action index per table ({n})")
        rewards = np.zeros(n, np.float64)
        everyone = self._all_rewards
        everyone.fill(0)
        terminated = np.zeros(n, bool)
        truncated = np.zeros(n, bool)
        tables, masks, catalogue = self.tables, self._mask_rows, self._actions
        size = len(catalogue)
        learner, seat_of, observe = self.learner, self._seat_of, self._observe
        policy = self.opponent_policy
        ended = self._ended
        dealing = self._dealing
        # Every row is checked before any table moves: a refusal changes nothing.
        for i in range(n):
            if dealing and ended[i]:
                if self._disabled:
                    raise MaskedActionError(chosen[i], f"the episode at table {i} is over"
                                            " (autoreset_mode Disabled): deal it first with"
                                            " reset(options={'reset_mask': …})")
                continue  # NEXT_STEP: the action is ignored
            index = chosen[i]
            if type(index) is not int:
                raise MaskedActionError(index, f"an action index is a whole number, not "
                                               f"{type(index).__name__} (table {i})")
            if not 0 <= index < size:
                raise MaskedActionError(index, f"no action index {index}: there are {size}"
                                               f" (table {i})")
            if not masks[i][index]:
                raise MaskedActionError(index, f"its mask bit is 0 at table {i}")
        self._dealing = False
        # For the inline hot path below: only where the rows need nothing but the vector
        # and the mask (``history`` goes through _observe).
        fast = self._by_round if self._history is None else None
        bases, rows, remember = self._bases, self._vector_rows, self._remember
        no_actions, index_of = self._no_actions, self._index
        final: list[int] = []
        waiting: list[int] = []
        for i in range(n):
            if dealing and ended[i]:  # NEXT_STEP: deal the next episode, ignore the action
                ended[i] = False
                self._deal(i)
                continue
            table = tables[i]
            gained, over, cut = table.apply(catalogue[chosen[i]])
            if gained is not None:
                everyone[i] = gained
                rewards[i] = gained[seat_of[i] if learner is None else learner]
            if not (over or cut):
                if learner is None:
                    # _observe's hot path, inline (the seat is the one to move): the
                    # events new to it, its base, the step from the round, the mask.
                    match = table.match
                    assert match is not None
                    game = match.round
                    seat = game.to_move
                    assert seat is not None
                    memory = table.memories[seat]
                    if fast is None or memory.round_index != game.index:
                        observe(i, seat)
                        continue
                    base = bases[i][seat]
                    events = events_since(game, seat, memory.seen)
                    if events:
                        memory.seen += len(events)
                        remember(base, memory.state, events)
                    row = rows[i]
                    row[:] = base
                    fast(row, game, seat, match.totals)
                    mask = masks[i]
                    mask[:] = no_actions
                    for action in game.legal_actions():
                        mask[index_of[action]] = 1
                    seat_of[i] = seat
                    continue
                if policy is not None:
                    waiting.append(i)
                    continue
                more, over, cut = self._bots_play(i)
                rewards[i] += more
                if not (over or cut):
                    observe(i, learner)
                    continue
            # The ended episode's last observation, of the seat that acted (or the
            # learner): its mask is all zeros.
            terminated[i] = over
            truncated[i] = cut and not over
            final.append(i)
            observe(i, seat_of[i] if learner is None else learner)
        if waiting:
            assert learner is not None
            for i, (more, over, cut) in self._policy_play(waiting, (0.0, False, False)).items():
                rewards[i] += more
                if over or cut:
                    terminated[i] = over
                    truncated[i] = cut and not over
                    final.append(i)
                observe(i, learner)
        step_rewards = everyone.copy()
        finals: dict[str, Any] = {}
        if final:
            if self._same_step:
                finals = self._finals(final, step_rewards)
                for i in final:
                    self._deal(i)
            else:  # NEXT_STEP deals them at the next step, DISABLED at a reset
                ended[final] = True
                self._dealing = True
        infos = self._infos(step_rewards)
        infos.update(finals)
        return self._observations(), rewards, terminated, truncated, infos

    def _finals(self, final: list[int], rewards: npt.NDArray[np.float64]) -> dict[str, Any]:
        """``final_obs`` and ``final_info`` of the rows whose episodes ended, as Gymnasium's
        ``SyncVectorEnv`` gives them in ``SAME_STEP`` mode: an object array of each ended
        row's last observation (None elsewhere), the infos' arrays zero elsewhere, each
        with its ``_`` flags."""
        n = self.num_envs
        flags = np.zeros(n, bool)
        flags[final] = True
        observations = np.full(n, None, dtype=object)
        for i, observation in zip(final, _split(self._observations(final), len(final)),
                                  strict=True):
            observations[i] = observation
        masks = np.zeros_like(self._masks)
        masks[final] = self._masks[final]
        seats = np.zeros(n, np.int64)
        seats[final] = [self._seat_of[i] for i in final]
        everyone = np.zeros_like(rewards)
        everyone[final] = rewards[final]
        final_info = {"action_mask": masks, "_action_mask": flags.copy(),
                      "seat": seats, "_seat": flags.copy(),
                      "rewards": everyone, "_rewards": flags.copy()}
        return {"final_obs": observations, "_final_obs": flags.copy(),
                "final_info": final_info, "_final_info": flags}

    # ----------------------------------------------------------------- other seats

    def _bots_play(self, i: int) -> tuple[float, bool, bool]:
        """Bots move at table ``i`` until the learner decides or the episode ends."""
        table = self.tables[i]
        learner = self.learner
        gained = 0.0
        while True:
            seat = table.to_move
            if seat == learner:
                return gained, False, False
            assert seat is not None
            bot = self.bots[seat]
            assert bot is not None
            rewards, over, cut = table.apply(
                bot.choose(table.current.round.view(seat), self._rngs[i][seat]))
            if rewards is not None:
                assert learner is not None
                gained += rewards[learner]
                self._all_rewards[i] += rewards
            if over or cut:
                return gained, over, cut

    def _policy_play(self, rows: list[int], start: tuple[float, bool, bool],
                     dealing: bool = False) -> dict[int, tuple[float, bool, bool]]:
        """The opponent policy moves at tables ``rows``, batched, until the learner is to
        move at each or its episode ended."""
        assert self.opponent_policy is not None
        learner = self.learner
        outcomes = dict.fromkeys(rows, start)
        active = [i for i in rows if self.tables[i].to_move != learner]
        while active:
            for i in active:
                seat = self.tables[i].to_move
                assert seat is not None
                self._observe(i, seat)
            observations = self._observations(active)
            picked = np.asarray(self.opponent_policy(observations, self._masks[active]))
            if picked.shape != (len(active),):
                raise RulesetError(f"the opponent policy gave {picked.shape} actions for"
                                   f" {len(active)} tables")
            still = []
            for i, index in zip(active, picked.tolist(), strict=True):
                if type(index) is not int or not 0 <= index < len(self._actions) \
                        or not self._mask_rows[i][index]:
                    raise MaskedActionError(index, f"the opponent policy's action at table"
                                            f" {i} is masked out")
                rewards, over, cut = self.tables[i].apply(self._actions[index])
                gained = outcomes[i][0]
                if rewards is not None:
                    assert learner is not None
                    gained += rewards[learner]
                    self._all_rewards[i] += rewards
                if over or cut:
                    if dealing:  # the episode ended before the learner's first turn
                        self._deal(i)
                        outcomes[i] = start
                        continue
                    outcomes[i] = (gained, over, cut)
                    continue
                outcomes[i] = (gained, False, False)
                if self.tables[i].to_move != learner:
                    still.append(i)
            active = still
        return outcomes

    # ----------------------------------------------------------------- observing

    def _observe(self, i: int, seat: int) -> None:
        """Write the observation and mask of ``seat`` at table ``i`` into row ``i``.

        Incremental where the game's encoder offers ``encode_round``
        (:class:`~maumau.core.encoding.RoundEncoder`): the seat's base takes in only the
        events new to it (as the round shows them to the seat), and the step's parts (the
        own hand, the public table as the seat sees it) are written straight from the
        round, without building the whole view; the same numbers as from
        ``round.view(seat)`` (tests/rl/test_incremental.py)."""
        table = self.tables[i]
        match = table.match
        assert match is not None
        game: Round = match.round
        memory: SeatMemory = table.memories[seat]
        by_round = self._by_round
        if by_round is None or memory.round_index != game.index:
            self._observe_view(i, seat, match.totals, game, memory)
            return
        # The hot path: the events new to the seat, then the step from the round.
        base = self._bases[i][seat]
        events = events_since(game, seat, memory.seen)
        if events:
            memory.seen += len(events)
            self._remember(base, memory.state, events)
        row = self._vector_rows[i]
        row[:] = base
        by_round(row, game, seat, match.totals)
        mask = self._mask_rows[i]
        mask[:] = self._no_actions
        if seat == game.to_move:
            index = self._index
            for action in game.legal_actions():
                mask[index[action]] = 1
        self._seat_of[i] = seat
        if self._history is not None:
            self._push_history(i, seat, game.index, events)

    def _observe_view(self, i: int, seat: int, totals: Sequence[int], game: Round,
                      memory: SeatMemory) -> None:
        """:meth:`_observe` through the seat's view: at its first view of a round (which
        starts its base), and for an encoder without ``encode_round``."""
        base = self._bases[i][seat]
        by_round = self._by_round
        if memory.round_index != game.index:  # the seat's first view of this round
            view = game.view(seat)
            memory.base[:] = 0
            memory.state = self.encoder.start_round(base, view)
            memory.round_index = view.round_index
            memory.seen = 0
        else:
            view = game.view(seat, memory.seen)
        events: Sequence[Event] = view.events
        if events:
            memory.seen += len(events)
            self._remember(base, memory.state, events)
        row = self._vector_rows[i]
        row[:] = base
        legal: Sequence[Action]
        if by_round is not None:
            by_round(row, game, seat, totals)
            legal = game.legal_actions() if seat == game.to_move else ()
        else:
            self.encoder.encode(row, view, totals)
            legal = view.legal_actions
        mask = self._mask_rows[i]
        mask[:] = self._no_actions
        index = self._index
        for action in legal:
            mask[index[action]] = 1
        self._seat_of[i] = seat
        if self._history is not None:
            self._push_history(i, seat, game.index, events)

    def _push_history(self, i: int, seat: int, round_index: int,
                      events: Sequence[Event]) -> None:
        assert self._history is not None
        histories = self._histories[i]
        if not histories:
            histories.extend((-1, np.zeros(self._history.shape[1:], np.float32))
                             for _ in range(self.players))
        index, history = histories[seat]
        if index != round_index:
            history[:] = 0
            histories[seat] = (round_index, history)
        event_rows(self.variant).push(history, events)
        self._history[i] = history

    def _observations(self, rows: list[int] | None = None) -> Any:
        """The batch's observations in the encoding (copies where ``copy``, or where only
        some ``rows`` are asked for)."""
        vectors, masks = self._vectors, self._masks
        if rows is not None:
            vectors, masks = vectors[rows], masks[rows]
        elif self.copy:
            vectors, masks = vectors.copy(), masks.copy()
        encoding = self.encoding
        if encoding == "flat":
            return vectors
        if encoding == "dict":
            return {"observation": vectors, "action_mask": masks}
        if encoding == "planes":
            planes = planes_of(self.variant)
            return {"planes": planes.planes(vectors), "vector": planes.rest_of(vectors),
                    "action_mask": masks}
        assert self._history is not None
        history = self._history if rows is None else self._history[rows]
        return {"observation": vectors, "history": history.copy() if self.copy else history,
                "action_mask": masks}

    def _infos(self, rewards: npt.NDArray[np.float64] | None = None) -> dict[str, Any]:
        return {"action_mask": self._masks.copy() if self.copy else self._masks,
                "seat": np.array(self._seat_of),
                "rewards": self._all_rewards.copy() if rewards is None else rewards}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """Every table's legal actions now, one row per table."""
        return self._masks.astype(bool)

    # ----------------------------------------------------------------- Gymnasium's extras

    def render(self) -> tuple[str, ...] | None:
        """One frame per table (``render_mode="ansi"``): the table as the terminal shows
        it to the seat the row's observation is of, with that seat's hand and legal
        actions (their indices in brackets) and nothing another seat holds."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without render_mode='ansi'")
            return None
        return tuple(table.render(self._seat_of[i], self.lang)
                     for i, table in enumerate(self.tables))

    def call(self, name: str, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        """Each table's attribute ``name`` (:class:`~maumau.rl.table.Table`, the row's
        sub-environment), called with ``args`` and ``kwargs`` where it is a method: one
        result per table, as Gymnasium's ``SyncVectorEnv.call`` gives them."""
        results = []
        for table in self.tables:
            found = self._table_attr(table, name)
            results.append(found(*args, **kwargs) if callable(found) else found)
        return tuple(results)

    def get_attr(self, name: str) -> tuple[Any, ...]:
        """Each table's attribute ``name``, one per table (methods uncalled)."""
        return tuple(self._table_attr(table, name) for table in self.tables)

    def set_attr(self, name: str, values: list[Any] | tuple[Any, ...] | Any) -> None:
        """Set each table's attribute ``name``: a list or tuple gives one value per
        table, anything else is set at every table. Only an attribute a table has."""
        if not isinstance(values, list | tuple):
            values = [values] * self.num_envs
        if len(values) != self.num_envs:
            raise ValueError(f"{len(values)} values for {self.num_envs} tables: give one"
                             " value per table, or one value for all")
        for table in self.tables:
            self._table_attr(table, name)
        for table, value in zip(self.tables, values, strict=True):
            setattr(table, name, value)

    @staticmethod
    def _table_attr(table: Table, name: str) -> Any:
        if name.startswith("_") or not hasattr(table, name):
            raise AttributeError(f"a table (maumau.rl.table.Table) has no attribute {name!r}")
        return getattr(table, name)

    def close_extras(self, **kwargs: Any) -> None:
        return None


def _split(batch: Any, rows: int) -> list[Any]:
    """A batch of observations (an array, or a dictionary of arrays) as one per row."""
    if isinstance(batch, dict):
        return [{key: value[j] for key, value in batch.items()} for j in range(rows)]
    return list(batch)


def _checked_reset_mask(mask: object, n: int) -> npt.NDArray[np.bool_]:
    """``options["reset_mask"]`` checked as Gymnasium's vector environments check it."""
    if not isinstance(mask, np.ndarray):
        raise TypeError(f"options['reset_mask'] must be a numpy array, got {type(mask)}")
    if mask.shape != (n,):
        raise ValueError(f"options['reset_mask'] must have shape ({n},), got {mask.shape}")
    if mask.dtype != np.bool_:
        raise TypeError(f"options['reset_mask'] must have dtype bool, got {mask.dtype}")
    if not mask.any():
        raise ValueError("options['reset_mask'] must flag at least one table")
    return mask
