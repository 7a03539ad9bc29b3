"""What the hidden cards are worth: a seat that sees every hand, against three medium.

An upper bound for search bots of `hard`'s kind, not a bot: the seat judges each of its
legal actions by playing it out from the true round (every hand known; only the talon's
order stays unknown, reshuffled for each playout), ``--playouts`` times per action on the
same reshuffled talons, and plays the best; the medium player's own choice gets
``--bonus`` added, as `hard` gives it. The other three seats are medium players. The
playouts are played by medium players at every seat (``--policy medium``) or by the
search bot's fast playout policy (``--policy fast``, the policy `hard` uses on its
guessed deals). ``--playouts 0`` plays medium at the seat too: the control, at parity.
``--sees next`` shows the seat only the hand of the seat that moves after it (each playout
deals the other hands and the talon afresh, keeping the hands' sizes); ``--sees none``
shows it no hand (every other hand dealt afresh, ignoring what the history says of it);
``--sees guessed`` plays out guesses dealt from the seat's view as `hard` deals them
(:mod:`maumau.bots.determinize`, with `hard`'s reading of the history).

The seat moves round the table from game to game (game ``g`` at seat ``g % 4``), so the
seats' different chances cancel out. It prints the seat's share of the wins with a 95%
interval, and how often a game's seat overruled the medium player's choice.

Run: ``uv run python benchmarks/hidden_cards_worth.py [--variant classic] [--games 600]
[--playouts 40] [--policy medium|fast] [--sees all|next|none|guessed]``.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor

from bot_strength import ONE_ROUND
from hard_deviations import finish_with_medium
from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.bots.determinize import Determinizer
from maumau.bots.hard import ASSUME_OPPONENT_HABITS, PRESSURE, SEED_BITS
from maumau.bots.rollout import play_out
from maumau.bots.tracking import track
from maumau.core.actions import Action
from maumau.core.round import Round
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.shedding.round import SheddingRound
from maumau.sim import default_jobs
from maumau.sim.play import credits_of
from maumau.sim.stats import clustered_share

PLAYERS = 4
SEES = {"all": "every hand", "next": "the next seat's hand", "none": "no hand",
        "guessed": "no hand, guessing as hard does"}


def hide(trial: Round, seat: int, sees: str, rng: random.Random) -> None:
    """Reshuffle what ``seat`` does not see: the talon, and with ``sees`` ``next`` the
    hands of every seat but itself and the next, with ``none`` every other hand (the
    hands keep their sizes; what the history says of them is ignored). With ``all`` and
    ``next`` the round's later reshuffles of the discard pile stay the real ones (a bound
    may know more); with ``none`` they get a fresh seed, so nothing of the future leaks."""
    if sees == "none":  # an honest search: the discard pile's reshuffles are guessed too
        trial.seed = rng.getrandbits(SEED_BITS)
    if sees == "all":
        rng.shuffle(trial.talon)
        return
    following = (seat + getattr(trial, "direction", 1)) % trial.n
    hidden = [other for other in range(trial.n)
              if other != seat and (sees == "none" or other != following)]
    pool = list(trial.talon)
    for other in hidden:
        pool += trial.hands[other]
    rng.shuffle(pool)
    for other in hidden:
        size = len(trial.hands[other])
        trial.hands[other][:] = pool[:size]
        del pool[:size]
    trial.talon[:] = pool


def judge(game: Round, action: Action, seat: int, seed: int, variant: str, policy: str,
          sees: str, guesses: Determinizer | None) -> float:
    """The reward for ``seat`` when ``action`` is played and the round is finished by the
    ``policy`` on a round whose hidden parts (see :func:`hide`) ``seed`` reshuffled, or
    on the guess ``guesses`` deals from ``seed``."""
    rng = random.Random(seed)
    if guesses is not None:
        trial: Round = guesses.sample(rng)
    else:
        trial = game.copy()
        hide(trial, seat, sees, rng)
    trial.apply(action)
    if policy == "medium":
        return finish_with_medium(trial, seat, rng, variant)
    assert isinstance(trial, SheddingRound | HeulDochRound)
    return play_out(trial, seat, rng, PRESSURE.get(variant, 0.0))


def play_game(task: tuple[str, int, int, float, str, str]) -> tuple[float, int]:
    """One round with the all-seeing seat at ``seed % 4``: its share of the win, and how
    many times it overruled the medium player's choice."""
    variant, seed, playouts, bonus, policy, sees = task
    preset, options = ONE_ROUND[variant]
    game = Match(Ruleset.create(variant, PLAYERS, preset, options), seed).round
    me = seed % PLAYERS
    medium = [make_bot("medium", variant) for _ in range(PLAYERS)]
    rngs = [random.Random(seed * 10 + seat) for seat in range(PLAYERS)]
    rng = random.Random(seed)
    overruled = 0
    while game.result is None:
        mover = game.to_move
        assert mover is not None
        view = game.view(mover)
        action = medium[mover].choose(view, rngs[mover])
        if mover == me and playouts and len(view.legal_actions) > 1:
            seeds = [rng.getrandbits(SEED_BITS) for _ in range(playouts)]
            guesses = (Determinizer(view, track(view, ASSUME_OPPONENT_HABITS,
                                                ASSUME_OPPONENT_HABITS))
                       if sees == "guessed" else None)
            worth = {candidate: sum(judge(game, candidate, me, s, variant, policy, sees,
                                          guesses) for s in seeds)
                     / playouts + (bonus if candidate == action else 0.0)
                     for candidate in view.legal_actions}
            best = max(view.legal_actions, key=worth.__getitem__)
            overruled += best != action
            action = best
        game.apply(action)
    return credits_of(game.result.winners, PLAYERS)[me], overruled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="classic", choices=sorted(ONE_ROUND))
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=0, help="first game's seed")
    parser.add_argument("--playouts", type=int, default=40,
                        help="playouts per legal action (0: the medium control)")
    parser.add_argument("--policy", default="medium", choices=("medium", "fast"))
    parser.add_argument("--sees", default="all", choices=tuple(SEES),
                        help="which hands the seat sees: all, the next seat's only, none "
                        "(its playouts reshuffle the others' cards), or none but guessed "
                        "as hard guesses them (default all)")
    parser.add_argument("--bonus", type=float, default=0.02,
                        help="added to the medium player's choice (default 0.02)")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    args = parser.parse_args()
    started = time.perf_counter()
    tasks = [(args.variant, seed, args.playouts, args.bonus, args.policy, args.sees)
             for seed in range(args.seed, args.seed + args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(play_game, tasks, chunksize=4))
    share = clustered_share([(won, 1) for won, _ in games])  # every game its own deal
    mean, half = share.value, share.half_width or 0.0
    overruled = sum(count for _, count in games) / len(games)
    print(f"{args.variant}: the seat that sees {SEES[args.sees]} ({args.playouts} {args.policy} "
          f"playouts per action, bonus {args.bonus}) against three medium: "
          f"{mean:.1%} ± {half:.1%} [{mean - half:.1%} – {mean + half:.1%}], parity 25%; "
          f"{args.games} games from seed {args.seed}; medium overruled {overruled:.1f} "
          f"times a game; {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
