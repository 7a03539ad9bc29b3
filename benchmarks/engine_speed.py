"""Engine speed: random play, player decisions per second, as a ratio to a baseline.

Each decision is one ``legal_actions`` and one ``apply`` (plus the random pick). The
baseline, measured in the same run, is a flat plain-Python loop of the simplest Mau Mau:
32 cards, match suit or rank, draw one if nothing matches, reshuffle the discard pile.
Run: ``uv run python benchmarks/engine_speed.py [--decisions N] [--quick]``. The first line
says which build of the engine ran: ``pure`` (the default) or ``compiled`` (``make compiled``).
``--quick`` runs a few seconds with small counts, to check that it runs (its figures wander).

Crazy Eights (the game of plugins/crazy-eights) is also timed in OpenSpiel's
``crazy_eights`` on the same rules, through OpenSpiel's Python binding, where OpenSpiel is
installed (``uv run --group bench python benchmarks/engine_speed.py``). Its decisions are
its player actions; a suit named for an 8 is one of them there (part of the play here), and
the cards it deals and draws are its chance actions, not counted.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from maumau import Ruleset
from maumau.compiled import build_name, stale_modules
from maumau.core.round import Round


def baseline(decisions: int, seed: int = 1) -> float:
    """Decisions per second of a flat loop: 4 players, 6 cards, match suit or rank."""
    rng = random.Random(seed)

    def deal() -> tuple[list[list[int]], list[int], list[int]]:
        pack = list(range(32))
        rng.shuffle(pack)
        hands = [pack[i * 6:(i + 1) * 6] for i in range(4)]
        return hands, pack[24:-1], [pack[-1]]

    hands, talon, discard = deal()
    player = 0
    started = time.perf_counter()
    for _ in range(decisions):
        hand = hands[player]
        top = discard[-1]
        fits = [card for card in hand if card % 8 == top % 8 or card // 8 == top // 8]
        if fits:
            card = rng.choice(fits)
            hand.remove(card)
            discard.append(card)
            if not hand:
                hands, talon, discard = deal()
        else:
            if not talon:
                talon = discard[:-1]
                del discard[:-1]
                rng.shuffle(talon)
            if talon:
                hand.append(talon.pop())
        player = (player + 1) % 4
    return decisions / (time.perf_counter() - started)


def engine(ruleset: Ruleset, decisions: int, seed: int = 1) -> float:
    """Decisions per second of the engine under uniformly random play."""
    rng = random.Random(seed)
    game_type = ruleset.game
    round_index = 0

    def fresh() -> Round:
        return game_type.new_round(ruleset, seed, round_index, round_index % ruleset.players)

    game = fresh()
    choose: Callable[..., object] = rng.choice
    started = time.perf_counter()
    for _ in range(decisions):
        game.apply(choose(game.legal_actions()))  # type: ignore[arg-type]
        if game.result is not None:
            round_index += 1
            game = fresh()
    return decisions / (time.perf_counter() - started)


def open_spiel(ruleset: Ruleset, decisions: int, seed: int = 1) -> float | None:
    """Decisions per second of OpenSpiel's ``crazy_eights`` under uniformly random play,
    on the rules of a Crazy Eights ``ruleset`` (every round played to its end); ``None``
    where OpenSpiel is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("crazy_eights", {
        "players": ruleset.players, "max_draw_cards": ruleset.number("max_draw_cards"),
        "use_special_cards": ruleset.flag("use_special_cards"),
        "reshuffle": ruleset.flag("reshuffle"), "max_turns": 10**9})
    rng = random.Random(seed)
    state = game.new_initial_state()
    done = 0
    started = time.perf_counter()
    while done < decisions:
        if state.is_terminal():
            state = game.new_initial_state()
        elif state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            done += 1
    return decisions / (time.perf_counter() - started)


QUICK = {"decisions": 20_000, "repeat": 1}
"""The counts of ``--quick``."""

TABLES: list[tuple[str, str, int]] = [
    ("classic", "standard", 4), ("heuldoch", "standard", 4), ("tabaluga", "standard", 4),
    ("emojical", "standard", 4), ("crazy_eights", "standard", 4),
]
OPEN_SPIEL = "crazy_eights"
"""The game also timed in OpenSpiel, on its rules of the table above."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=300_000)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs each")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    # The repeats take turns (baseline, every game, again): a burst of load from other
    # processes then slows one repeat of each, and the best of each is compared.
    best = dict.fromkeys(["baseline", *(variant for variant, _, _ in TABLES)], 0.0)
    rulesets = {variant: Ruleset.create(variant, players, preset)
                for variant, preset, players in TABLES}
    theirs: float | None = 0.0
    for _ in range(args.repeat):
        best["baseline"] = max(best["baseline"], baseline(args.decisions))
        for variant, ruleset in rulesets.items():
            best[variant] = max(best[variant], engine(ruleset, args.decisions))
        rate = open_spiel(rulesets[OPEN_SPIEL], args.decisions)
        theirs = None if rate is None or theirs is None else max(theirs, rate)
    base, classic_rate = best["baseline"], best["classic"]
    stale = stale_modules()
    print(f"engine build: {build_name()}"
          + (f" (stale, older than their source: {', '.join(stale)})" if stale else ""))
    print(f"{'baseline (flat loop)':36} {base:12,.0f} decisions/s   1.00x")
    for variant, preset, players in TABLES:
        rate = best[variant]
        label = f"{variant} ({preset}, {players} players)"
        print(f"{label:36} {rate:12,.0f} decisions/s   {rate / base:.2f}x baseline"
              f"   {rate / classic_rate:.2f}x classic")
    if theirs is not None:
        label = f"OpenSpiel {OPEN_SPIEL} (same rules)"
        print(f"{label:36} {theirs:12,.0f} decisions/s   {theirs / base:.2f}x baseline"
              f"   maumau's is {best[OPEN_SPIEL] / theirs:.2f}x as fast")

if __name__ == "__main__":
    main()
