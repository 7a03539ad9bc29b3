"""Would an information-set tree beat hard's root search? A trial, never a bot of the game.

Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012) with
``hard``'s ingredients: each iteration deals one guess of the hidden cards as ``hard``
deals them (:mod:`maumau.bots.determinize`), walks a tree of actions shared by all
guesses (UCB1 with availability counts: a child counts as a choice only in the guesses
where its action is legal; every seat picks by its own reward), adds one node, and plays
the rest of the round with ``hard``'s fast playout policy, scored for every seat as
``hard``'s playouts score its own. At the root it searches only ``hard``'s candidates
(in classic the plays of medium's three favourite cards, and drawing) and gives medium's
choice ``hard``'s guide bonus. It spends ``hard``'s playouts a decision. It then plays
one seat against three ``medium`` players on the duplicate deals of ``bot_strength.py``
(same seed, same games), so its line compares with ``hard``'s line of the same command.

Run: ``uv run python benchmarks/ismcts_trial.py [--variant classic] [--games 2000]
[--explore 0.7]``.
"""

from __future__ import annotations

import argparse
import math
import random
from functools import partial

from bot_strength import ONE_ROUND, line, lineup
from hard_deviations import SHEDDING
from maumau import Ruleset
from maumau.bots.base import make_bot
from maumau.bots.determinize import Determinizer
from maumau.bots.hard import (
    ASSUME_OPPONENT_HABITS,
    DEFAULT_ITERATIONS,
    PRESSURE,
    SEED_BITS,
    candidates,
    guide_bonus,
)
from maumau.bots.medium import make_medium
from maumau.bots.rollout import _action_table, _pick, finish_shedding, shedding_reward
from maumau.bots.tracking import track
from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.view import View
from maumau.games.shedding.round import SheddingRound
from maumau.sim import default_jobs, simulate

MAX_DEPTH = 60


class Node:
    """An action's node: shared by every guess in which the action is legal there."""

    __slots__ = ("action", "avail", "children", "total", "visits")

    def __init__(self, action: Action | None = None) -> None:
        self.action = action
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class IsmctsBot:
    name = "hard"  # it takes hard's seat in bot_strength's lineup

    def __init__(self, variant: str, explore: float) -> None:
        self.variant = variant
        self.iterations = DEFAULT_ITERATIONS[variant]
        self.explore = explore

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        guide = make_medium(view.variant)
        advice = guide.choose(view, random.Random(rng.getrandbits(SEED_BITS)))
        searched = list(candidates(view, guide))
        if len(searched) == 1:
            return searched[0]
        allowed = {id(action) for action in searched}
        dealer = Determinizer(view, track(view, ASSUME_OPPONENT_HABITS,
                                          ASSUME_OPPONENT_HABITS))
        pressure = PRESSURE.get(self.variant, 0.0)
        root = Node()
        for _ in range(self.iterations):
            game = dealer.sample(rng)
            assert isinstance(game, SheddingRound)
            path = self._descend(root, game, allowed, pressure, rng)
            finish_shedding(game, random.Random(rng.getrandbits(SEED_BITS)), pressure)
            reward = [shedding_reward(game, seat) for seat in range(game.n)]
            for node, mover in path:
                node.visits += 1
                node.total += reward[mover]
        bonus = guide_bonus(view)
        best: Action | None = None
        best_value = -math.inf
        for action in searched:
            child = root.children.get(id(action))
            if child is None or not child.visits:
                continue
            value = child.total / child.visits + (bonus if action == advice else 0.0)
            if value > best_value:
                best, best_value = action, value
        return best if best is not None else advice

    def _descend(self, root: Node, game: SheddingRound, allowed: set[int], pressure: float,
                 rng: random.Random) -> list[tuple[Node, int]]:
        """Selection and expansion on one guess; the nodes passed and who moved into each."""
        node = root
        path: list[tuple[Node, int]] = []
        table = _action_table(game.rules)
        for _ in range(MAX_DEPTH):
            if game.result is not None:
                break
            now = [action for action in game.legal_actions()
                   if node is not root or id(action) in allowed]
            mover = game.to_move
            assert mover is not None
            fresh = [action for action in now if id(action) not in node.children]
            for action in now:
                seen = node.children.get(id(action))
                if seen is not None:
                    seen.avail += 1
            if fresh:  # a new node: at random at the root, else the playout policy's
                if node is root or len(now) == 1:
                    action = fresh[rng.randrange(len(fresh))]
                elif len(fresh) > 1:
                    action = _pick(game, fresh, table, rng.random, pressure)
                else:
                    action = fresh[0]
                child = node.children[id(action)] = Node(action)
                child.avail = 1
                game.apply(action)
                path.append((child, mover))
                break
            chosen = max((node.children[id(action)] for action in now),
                         key=lambda child: child.total / child.visits + self.explore
                         * math.sqrt(math.log(child.avail) / child.visits))
            assert chosen.action is not None
            game.apply(chosen.action)
            path.append((chosen, mover))
            node = chosen
        return path


def trial_bots(explore: float, name: str, variant: str) -> Bot:
    if name == "hard":
        return IsmctsBot(variant, explore)
    return make_bot(name, variant)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="classic", choices=SHEDDING)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--explore", type=float, default=0.7, help="UCB1's constant")
    parser.add_argument("--seed", default="bot-strength")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    args = parser.parse_args()
    preset, options = ONE_ROUND[args.variant]
    ruleset = Ruleset.create(args.variant, 4, preset, options)
    summary = simulate(ruleset, lineup("hard", "medium", 4), args.games, seed=args.seed,
                       jobs=args.jobs, bot_factory=partial(trial_bots, args.explore))
    print(f"information-set MCTS in hard's place, UCB1 constant {args.explore}, "
          f"seed {args.seed!r}")
    print(line(args.variant, "hard", "medium", summary))


if __name__ == "__main__":
    main()
