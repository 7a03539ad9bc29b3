"""Small simulations end to end: in this process and on two workers, interrupted, capped."""

from __future__ import annotations

import random

import pytest

from maumau import Ruleset
from maumau.bots.base import make_bot
from maumau.cli.i18n import Texts
from maumau.sim import SetupError, simulate, simulate_comparison
from maumau.sim.play import credits_of, play_game
from maumau.sim.report import comparison_table
from maumau.sim.runner import Spec, run
from maumau.sim.summary import summarise

SINGLE = Ruleset.create("classic", 3, "single")


def test_the_same_seed_gives_the_same_figures_on_one_or_two_workers():
    here = run(Spec((SINGLE,), ("simple", "random", "random"), 11), 12, jobs=1)
    pool = run(Spec((SINGLE,), ("simple", "random", "random"), 11), 12, jobs=2, chunk_size=1)
    assert here.games == pool.games == 12
    assert here.tally == pool.tally
    assert not here.interrupted and not pool.interrupted


def test_a_summary_counts_every_game_and_shares_add_up():
    summary = simulate(SINGLE, ["simple", "random", "random"], 30, seed=3, jobs=1)
    assert summary.games == 30 and summary.deals == 10 and summary.rotations == 3
    assert sum(bot.share.value for bot in summary.bots) == pytest.approx(1.0)
    assert sum(seat.share.value for seat in summary.seats) == pytest.approx(1.0)
    assert [bot.parity for bot in summary.bots] == pytest.approx([1 / 3, 2 / 3])
    assert summary.rounds_per_game == 1.0 and summary.actions_per_round > 3
    assert summary.first_mover.trials == 30
    assert summary.verdict is not None and summary.verdict.bot == "simple"
    assert summary.verdict.others == ("random",)


def test_a_match_to_a_target_score_plays_several_rounds():
    rules = Ruleset.create("classic", 3)  # to 250 points
    summary = simulate(rules, ["random"] * 3, 3, seed=5, jobs=1)
    assert summary.games == 3 and summary.rounds > 3
    assert summary.bots[0].share.value == pytest.approx(1.0)


def test_ctrl_c_keeps_the_finished_deals_in_this_process():
    calls: list[int] = []

    def progress(done: int, planned: int) -> None:
        calls.append(done)
        if len(calls) == 2:
            raise KeyboardInterrupt

    summary = simulate(SINGLE, ["simple", "random", "random"], 30, seed=3, jobs=1,
                       progress=progress)
    assert summary.interrupted
    assert summary.games == 6 and summary.deals == 2 and summary.planned_games == 30
    assert sum(bot.share.value for bot in summary.bots) == pytest.approx(1.0)


def test_ctrl_c_stops_the_workers_and_keeps_the_finished_chunks():
    def progress(done: int, planned: int) -> None:
        raise KeyboardInterrupt

    result = run(Spec((SINGLE,), ("random",) * 3, 1), 40, jobs=2, chunk_size=2,
                 progress=progress)
    assert result.interrupted
    assert result.games == 2  # one chunk of two deals, one rotation
    assert summarise(result).games == 2


def test_a_round_over_the_action_limit_is_a_draw():
    summary = simulate(SINGLE, ["random"] * 3, 3, seed=2, jobs=1, max_actions=5)
    assert summary.capped_rounds == 3 and summary.draws == 3
    assert [seat.share.value for seat in summary.seats] == pytest.approx([1 / 3] * 3)
    assert summary.actions_per_round == 5


def test_credits_split_ties_and_share_a_draw():
    assert credits_of((1,), 3) == (0.0, 1.0, 0.0)
    assert credits_of((0, 2), 3) == (0.5, 0.0, 0.5)
    assert credits_of((), 4) == (0.25,) * 4


def test_play_game_reports_the_first_mover_of_each_round():
    rules = Ruleset.create("classic", 2, "single")
    bots = [make_bot("random", "classic")] * 2
    outcome = play_game(rules, bots, 9, [random.Random(1), random.Random(2)])
    assert outcome.rounds == outcome.scored_rounds == 1
    assert outcome.leader_credit in (0.0, 1.0)
    assert sum(outcome.credits) == pytest.approx(1.0)


def test_a_comparison_plays_the_same_deals_under_both_option_sets():
    comparison = simulate_comparison(SINGLE, {"play_after_draw": "false"},
                                     ["simple", "random", "random"], 9, seed=4, jobs=1)
    assert comparison.changes == {"play_after_draw": False}
    assert comparison.base.games == comparison.changed.games == 9
    assert comparison.base.ruleset.options["play_after_draw"] is True
    assert comparison.changed.ruleset.options["play_after_draw"] is False
    assert comparison.first_mover.value == pytest.approx(
        comparison.changed.first_mover.value - comparison.base.first_mover.value)
    assert set(comparison.bots) == {"simple", "random"}


def test_a_comparison_of_one_kind_of_bot_has_no_bot_rows():
    """One bot in every seat wins every game under both option sets: no difference to
    report, so neither the figures nor the table carry a per-bot row."""
    comparison = simulate_comparison(SINGLE, {"play_after_draw": "false"}, ["random"] * 3, 6,
                                     seed=4, jobs=1)
    assert comparison.bots == {}
    assert len(comparison.seats) == 3
    table = comparison_table(comparison, Texts("en"))
    labels = [str(label) for label in table.columns[0].cells]
    assert not any("random" in label for label in labels)
    assert any("Seat" in label for label in labels)


@pytest.mark.parametrize(("bots", "games", "message"), [
    (["random", "random"], 3, "2 bots named for 3 seats"),
    (["random"] * 3, 0, "at least 1"),
])
def test_a_bad_set_up_is_refused(bots: list[str], games: int, message: str):
    with pytest.raises(SetupError, match=message):
        simulate(SINGLE, bots, games, jobs=1)
