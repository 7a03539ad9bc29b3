"""Learning-environment speed: steps per second under random masked actions, side by side
with RLCard's UNO and OpenSpiel's crazy_eights, and as a ratio to the raw engine.

First, side by side in one process (four players by default, every seat played by random
masked actions, best of the repeats, the loops taking turns): RLCard's UNO environment
(``env.run`` with random agents that pick a legal action with ``random.choice``, the
baseline), OpenSpiel's ``crazy_eights`` through its Python API (the acting player's
``observation_tensor``, its legal actions, a random one applied; chance by its outcome
probabilities), and maumau's batched environment (``maumau.rl.vector_env``, self-play:
``--num-envs`` tables, the flat encoding, the actions of every table picked at once from
the masks with NumPy) and its AEC environment for each game, every figure also as a ratio
to the baseline. RLCard and OpenSpiel come from the ``bench`` group (``uv run --group
bench python benchmarks/rl_speed.py``); without them their lines say so and maumau's
still run.

Then the AEC environment against the raw engine of the same game:

The engine loop is ``legal_actions`` + ``apply`` of a random legal action (as in
``engine_speed.py``); the environment loop is what a random masked agent does:
``env.last()`` (the observation and mask, encoded from the seat's view), a random index
among the mask's ones, ``env.step``. Both play rounds of the same ruleset back to back.
``--breakdown`` also prints where an environment step's time goes, in microseconds (wall
clock, best of the repeats): the seat's view, encoding it (vector and mask), the agent's
pick, and ``env.step`` (the engine's ``apply`` included), beside the engine's own time per
decision.
``--cpu-clock`` times both loops with the process's CPU time instead of the wall clock:
steadier on a machine shared with other jobs (time they take from this process is not
counted).
``--floor`` also prints, side by side with the others, the floor of a batched environment:
the engine stepping ``--num-envs`` rounds in turn by random legal actions with no
observation (``engine only``), and the same with the view of the seat to move built
(``engine + view``, the one window an observation may be read through); and in the
engine table two ceilings of the AEC environment. ``mask``: a loop of the
engine, an action mask made the environment's way (a copy of a zero vector, one write per
legal action, from the same action catalogue) and the same random masked pick, with no
observation, no view and no PettingZoo bookkeeping at all: the most an AEC environment
with a numpy action mask could reach under this loop. ``+view``: the same loop that also
builds the seat's view (its newest events only, as the environment does) and encodes
nothing: the most an environment whose observations come from the seat's view could
reach.
Run: ``uv run --group bench python benchmarks/rl_speed.py [--steps N] [--players P]
[--num-envs N] [--breakdown] [--cpu-clock] [--floor] [--quick]``; ``--quick`` runs a
few seconds with small counts, to check that it runs. It needs the ``rl`` extra (``uv
sync --extra rl``).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import engine
from maumau import Ruleset
from maumau.core.seat_view import view_since
from maumau.rl import env as make_env, vector_env
from maumau.rl.actions import catalogue

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")
WALL_CLOCK = time.perf_counter
"""The breakdown's clock even with ``--cpu-clock``: reading the CPU time costs about half a
microsecond, as much as some of the parts it would time."""
QUICK = {"steps": 2_000, "repeat": 1}
"""The counts of ``--quick``."""


def env_steps(variant: str, players: int, steps: int, seed: int = 1) -> float:
    """Steps per second of the AEC environment under random masked actions."""
    rng = random.Random(seed)
    table = make_env(variant, players)
    table.reset(seed=seed)
    flat = np.flatnonzero
    started = time.perf_counter()
    for _ in range(steps):
        observation, _, terminated, truncated, _ = table.last()
        if terminated or truncated:
            table.step(None)
            if not table.agents:
                table.reset()
            continue
        table.step(int(rng.choice(flat(observation["action_mask"]))))
    return steps / (time.perf_counter() - started)


def random_masked(masks: npt.NDArray[np.int8], rng: np.random.Generator) -> npt.NDArray[Any]:
    """One uniformly random legal index per row of ``masks`` (index 0 for an empty row)."""
    picked: npt.NDArray[Any] = (rng.random(masks.shape, np.float32) * masks).argmax(axis=1)
    return picked


def vector_steps(variant: str, players: int, steps: int, num_envs: int,
                 encoding: str = "flat", seed: int = 1) -> float:
    """Table steps per second of the batched environment (self-play) under random
    masked actions picked for every table at once."""
    rng = np.random.default_rng(seed)
    envs = vector_env(variant, num_envs, players, encoding=encoding)
    _, infos = envs.reset(seed=seed)
    rounds = max(1, steps // num_envs)
    started = time.perf_counter()
    for _ in range(rounds):
        _, _, _, _, infos = envs.step(random_masked(infos["action_mask"], rng))
    return rounds * num_envs / (time.perf_counter() - started)


def stand_in_steps(variant: str, players: int, steps: int, num_envs: int, view: bool,
                   seed: int = 1) -> float:
    """Table steps per second of the least a batched environment must do, for the floor:
    ``num_envs`` rounds stepped in turn, each by a random legal action (the engine's
    ``legal_actions`` and ``apply``, ``random.choice``), no observation, no mask, no
    rewards; ``view``: also the view of the seat to move with the events new to it (the
    one window an honest observation is read through), still encoding nothing."""
    ruleset = Ruleset.create(variant, players)
    game_type = ruleset.game
    rng = random.Random(seed)
    choice = rng.choice
    games = [game_type.new_round(ruleset, seed + i, 0, 0) for i in range(num_envs)]
    seen = [[0] * players for _ in range(num_envs)]
    dealt = num_envs
    rounds = max(1, steps // num_envs)
    started = time.perf_counter()
    for _ in range(rounds):
        for i, game in enumerate(games):
            if view:
                seat = game.to_move
                assert seat is not None
                mine = seen[i]
                game.view(seat, mine[seat])
                mine[seat] = len(game.log)
            game.apply(choice(game.legal_actions()))
            if game.result is not None:
                dealt += 1
                games[i] = game_type.new_round(ruleset, seed + dealt, 0, 0)
                seen[i] = [0] * players
    return rounds * num_envs / (time.perf_counter() - started)


class _RandomAgent:
    """RLCard's agent interface with the least work: a random legal action."""

    use_raw = False

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def step(self, state: dict[str, Any]) -> int:
        return int(self.rng.choice(list(state["legal_actions"])))

    def eval_step(self, state: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        return self.step(state), {}


def _rlcard_random_agent() -> Any:
    """RLCard's own ``RandomAgent`` class, read from its file: importing
    ``rlcard.agents`` runs ``pip freeze``, which fails where pip is not installed."""
    found = importlib.util.find_spec("rlcard")
    assert found is not None and found.origin is not None
    path = Path(found.origin).parent / "agents" / "random_agent.py"
    spec = importlib.util.spec_from_file_location("rlcard_random_agent", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.RandomAgent


def rlcard_steps(players: int, steps: int, seed: int = 1,
                 own_agent: bool = False) -> float | None:
    """Steps per second of RLCard's UNO ``env.run`` (None: RLCard is not installed):
    with the least agent (:class:`_RandomAgent`), or ``own_agent``: RLCard's
    ``RandomAgent`` (NumPy's global generator, seeded here)."""
    try:
        rlcard = importlib.import_module("rlcard")  # no type hints
    except ImportError:
        return None
    table = rlcard.make("uno", config={"game_num_players": players, "seed": seed})
    if own_agent:
        np.random.seed(seed)  # RLCard's agent draws from the global generator
        agent = _rlcard_random_agent()(num_actions=table.num_actions)
        table.set_agents([agent] * players)
    else:
        rng = random.Random(seed)
        table.set_agents([_RandomAgent(rng) for _ in range(players)])
    done = 0
    started = time.perf_counter()
    while done < steps:
        trajectories, _ = table.run(is_training=False)
        # Per player: state, action, state, …, its last state.
        done += sum((len(seat) - 1) // 2 for seat in trajectories)
    return done / (time.perf_counter() - started)


def openspiel_steps(players: int, steps: int, seed: int = 1) -> float | None:
    """Decisions per second of OpenSpiel's crazy_eights through its Python API, the
    acting player's observation tensor read at each (None: not installed)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("crazy_eights", {"players": players})
    rng = random.Random(seed)
    done = 0
    started = time.perf_counter()
    while done < steps:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choices([o for o, _ in outcomes],
                                               [p for _, p in outcomes])[0])
                continue
            player = state.current_player()
            state.observation_tensor(player)
            state.apply_action(rng.choice(state.legal_actions(player)))
            done += 1
    return done / (time.perf_counter() - started)


def compare(players: int, steps: int, repeat: int, num_envs: int, floor: bool) -> None:
    """The side-by-side table: every loop as steps/s and as a ratio to RLCard's."""
    loops: list[tuple[str, Any]] = [
        ("RLCard uno env.run (baseline)", lambda: rlcard_steps(players, steps)),
        ("RLCard uno, RLCard's RandomAgent", lambda: rlcard_steps(players, steps,
                                                                  own_agent=True)),
        ("OpenSpiel crazy_eights (Python)", lambda: openspiel_steps(players, steps))]
    for variant in VARIANTS:
        loops.append((f"maumau {variant} vector_env x{num_envs}",
                      lambda variant=variant: vector_steps(variant, players, steps, num_envs)))
    for variant in VARIANTS:
        loops.append((f"maumau {variant} env (AEC)",
                      lambda variant=variant: env_steps(variant, players, steps)))
    if floor:
        for variant in VARIANTS:
            loops.append((f"floor {variant}: engine only",
                          lambda variant=variant: stand_in_steps(
                              variant, players, steps, num_envs, view=False)))
            loops.append((f"floor {variant}: engine + view",
                          lambda variant=variant: stand_in_steps(
                              variant, players, steps, num_envs, view=True)))
    best: dict[str, float | None] = {}
    for _ in range(repeat):  # the loops take turns: a burst of load hits one repeat
        for name, loop in loops:
            rate = loop()
            best[name] = None if rate is None else max(rate, best.get(name) or 0.0)
    baseline = best[loops[0][0]]
    print(f"side by side, {players} players, random masked actions, one process:")
    print(f"{'environment':40} {'steps/s':>10} {'x RLCard':>9}")
    for name, _ in loops:
        rate = best[name]
        if rate is None:
            print(f"{name:40} {'skipped: not installed (uv run --group bench ...)':>10}")
            continue
        ratio = f"{rate / baseline:9.2f}" if baseline else f"{'-':>9}"
        print(f"{name:40} {rate:10.0f} {ratio}", flush=True)
    print()


def mask_and_pick(ruleset: Ruleset, steps: int, with_view: bool, seed: int = 1) -> float:
    """Steps per second of the least an environment must do per step under random
    masked actions: the engine's ``legal_actions`` and ``apply``, the mask and the pick;
    ``with_view``: also the view of the seat to move, with the events new to it."""
    rng = random.Random(seed)
    seen = [0] * ruleset.players
    space = catalogue(ruleset.variant)
    actions, index = space.actions, space.index
    no_actions = np.zeros(len(actions), np.int8)
    game_type = ruleset.game
    round_index = 0
    game = game_type.new_round(ruleset, seed, round_index, 0)
    flat = np.flatnonzero
    started = time.perf_counter()
    for _ in range(steps):
        if with_view:
            seat = game.to_move
            assert seat is not None
            view_since(game, seat, seen[seat])
            seen[seat] = len(game.log)
        mask = no_actions.copy()
        for action in game.legal_actions():
            mask[index[action]] = 1
        game.apply(actions[int(rng.choice(flat(mask)))])
        if game.result is not None:
            round_index += 1
            game = game_type.new_round(ruleset, seed, round_index,
                                       round_index % ruleset.players)
            seen = [0] * ruleset.players
    return steps / (time.perf_counter() - started)


def breakdown(variant: str, players: int, steps: int, seed: int = 1) -> dict[str, float]:
    """Microseconds per step of each part of the loop of :func:`env_steps` (the same
    game): ``env.last()``'s observation as ``Table.observe`` makes it, split into the
    view (``view_since``, only at a seat's first look at a round or for a game whose
    encoder has no ``encode_round``) and the encoding (``Encoder.observe_round`` straight
    from the round, else ``Encoder.observe`` of the view); the pick; the step."""
    rng = random.Random(seed)
    table = make_env(variant, players)
    table.reset(seed=seed)
    inner = table.table
    spent = dict.fromkeys(("view", "encode", "pick", "step"), 0.0)
    clock = WALL_CLOCK
    for _ in range(steps):
        agent = table.agent_selection
        if table.terminations[agent] or table.truncations[agent]:
            table.step(None)
            if not table.agents:
                table.reset()
            continue
        seat, match = table.possible_agents.index(agent), inner.current
        memory = inner.memories[seat]
        started = clock()
        observed = inner.encoder.observe_round(match.round, seat, memory, match.totals)
        if observed is None:
            view = view_since(match.round, seat, memory.since(match.round.index))
            viewed = clock()
            observed = inner.encoder.observe(view, memory, match.totals)
        else:
            viewed = started
        observation = observed
        encoded = clock()
        index = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        picked = clock()
        table.step(index)
        stepped = clock()
        spent["view"] += viewed - started
        spent["encode"] += encoded - viewed
        spent["pick"] += picked - encoded
        spent["step"] += stepped - picked
    return {part: seconds / steps * 1e6 for part, seconds in spent.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--num-envs", type=int, default=16,
                        help="tables of the batched environment")
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs each")
    parser.add_argument("--breakdown", action="store_true",
                        help="also print microseconds per step of each part")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="time with the process's CPU time, not the wall clock")
    parser.add_argument("--floor", action="store_true",
                        help="also print the ceilings: engine, mask and pick (and the view)")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    if args.cpu_clock:
        # Both loops (this file's and engine_speed's) read time.perf_counter.
        time.perf_counter = time.process_time
    clock = "CPU time" if args.cpu_clock else "wall clock"
    print(f"({clock})")
    compare(args.players, args.steps, args.repeat, args.num_envs, args.floor)
    floor_head = f" {'mask/s':>10} {'ratio':>7} {'+view/s':>10} {'ratio':>7}" if args.floor \
        else ""
    print(f"{'variant':10} {'engine/s':>10} {'env/s':>10} {'ratio':>7}{floor_head}   ({clock})")
    for variant in VARIANTS:
        # The two loops take turns, so a burst of load from other processes slows one
        # repeat of each; the best of each is compared.
        raw = wrapped = least = viewed = 0.0
        ruleset = Ruleset.create(variant, args.players)
        for _ in range(args.repeat):
            raw = max(raw, engine(ruleset, args.steps))
            wrapped = max(wrapped, env_steps(variant, args.players, args.steps))
            if args.floor:
                least = max(least, mask_and_pick(ruleset, args.steps, with_view=False))
                viewed = max(viewed, mask_and_pick(ruleset, args.steps, with_view=True))
        floor = (f" {least:10.0f} {least / raw:7.2f} {viewed:10.0f} {viewed / raw:7.2f}"
                 if args.floor else "")
        print(f"{variant:10} {raw:10.0f} {wrapped:10.0f} {wrapped / raw:7.2f}{floor}",
              flush=True)
        if args.breakdown:
            parts = [breakdown(variant, args.players, args.steps) for _ in range(args.repeat)]
            best = {part: min(run[part] for run in parts) for part in parts[0]}
            total = sum(best.values())
            print(f"{'':10} us/step: engine decision {1e6 / raw:.2f}; env: " + ", ".join(
                f"{part} {value:.2f} ({value / total:.0%})" for part, value in best.items()),
                flush=True)


if __name__ == "__main__":
    main()
