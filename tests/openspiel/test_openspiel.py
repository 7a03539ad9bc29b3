"""maumau.openspiel: every registered game as a pyspiel game (docs/openspiel.md)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import maumau.openspiel  # noqa: E402  (registers the games)
from maumau.core.errors import RulesetError  # noqa: E402
from maumau.core.registry import all_variants  # noqa: E402

NAMES = maumau.openspiel.game_names()
SHORT = "max_actions=120"
"""Random play can go on for thousands of decisions: the tests cut rounds short."""


def play_chance(state: Any, rng: Any) -> None:
    outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(int(rng.choice(outcomes, p=probabilities)))


def dealt(game: Any, rng: Any) -> Any:
    state = game.new_initial_state()
    while state.is_chance_node():
        play_chance(state, rng)
    return state


def test_every_registered_game_is_loadable_by_name():
    assert sorted("maumau_" + game.name for game in all_variants()) == NAMES
    assert "maumau_crazy_eights" in NAMES  # a plug-in, found through its entry point
    for name in NAMES:
        game = pyspiel.load_game(name)
        kind = game.get_type()
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
        assert game.num_players() == game.get_parameters()["players"]


def test_parameters_are_the_ruleset():
    game = pyspiel.load_game("maumau_heuldoch(players=5,preset=standard)")
    assert game.num_players() == 5
    assert game.ruleset.players == 5
    party = pyspiel.load_game("maumau_classic(preset=party)").ruleset
    assert party.preset == "party"
    assert party.options == maumau.Ruleset.create("classic", 4, "party").options
    changed = pyspiel.load_game("maumau_classic(players=3,skip_rank=_7,draw_two_rank=_8,"
                                "wish_on_wish=False)").ruleset
    assert (changed["skip_rank"], changed["draw_two_rank"], changed["wish_on_wish"]) == \
        ("7", "8", False)
    with pytest.raises(RulesetError):
        pyspiel.load_game("maumau_classic(players=11)")
    with pytest.raises(pyspiel.SpielError):
        pyspiel.load_game("maumau_classic(no_such_option=1)")


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_random_simulation_test(name):
    game = pyspiel.load_game(f"{name}(players=3,max_actions=60)")
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_twenty_random_games(name):
    game = pyspiel.load_game(f"{name}({SHORT})")
    rng = np.random.default_rng(44)
    info_size = game.information_state_tensor_size()
    obs_size = game.observation_tensor_size()
    players = game.num_players()
    for _ in range(20):
        state = dealt(game, rng)
        while not state.is_terminal():
            if state.is_chance_node():  # none after the deal: the pack holds every draw
                pytest.fail("a chance node after the deal")
            player = state.current_player()
            if state.move_number() % 17 == 0:
                assert len(state.information_state_tensor(player)) == info_size
                assert len(state.observation_tensor(player)) == obs_size
            state.apply_action(int(rng.choice(state.legal_actions())))
        returns = state.returns()
        assert len(returns) == players
        assert sum(returns) == pytest.approx(0.0)
        assert all(game.min_utility() - 1e-9 <= value <= game.max_utility() + 1e-9
                   for value in returns)
        won = state.round.result is not None and state.round.result.winners
        assert (max(returns) > 0) == bool(won)


@pytest.mark.parametrize("name", NAMES)
def test_serialization_round_trip_and_resampling(name):
    game = pyspiel.load_game(f"{name}({SHORT})")
    rng = np.random.default_rng(7)
    state = dealt(game, rng)
    for _ in range(9):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    text = pyspiel.serialize_game_and_state(game, state)
    _, again = pyspiel.deserialize_game_and_state(text)
    assert str(again) == str(state)
    assert again.history() == state.history()
    if state.is_terminal():
        return
    player = state.current_player()
    assert again.information_state_string(player) == state.information_state_string(player)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    guesses = [state.resample_from_infostate(player, sampler) for _ in range(4)]
    for guess in guesses:
        assert guess.current_player() == player
        assert guess.information_state_string(player) == \
            state.information_state_string(player)
        assert guess.legal_actions() == state.legal_actions()
        assert sorted(card.code for card in guess.round.view(player).hand) == \
            sorted(card.code for card in state.round.view(player).hand)
        child = guess.child(guess.legal_actions()[0])  # a guess plays on
        _, read = pyspiel.deserialize_game_and_state(
            pyspiel.serialize_game_and_state(game, child))
        assert str(read) == str(child)


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_ismcts_plays_every_game(name):
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(f"{name}(players=3,max_actions=40)")
    rng = np.random.RandomState(3)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0,
                           max_simulations=8, random_state=rng)
    state = dealt(game, rng)
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
        else:
            action = int(rng.choice(state.legal_actions()))
        assert action in state.legal_actions()
        state.apply_action(action)
    assert sum(state.returns()) == pytest.approx(0.0)


def test_states_before_the_deal():
    game = pyspiel.load_game("maumau_classic")
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert len(state.chance_outcomes()) == maumau.openspiel.context.SEEDS
    state.apply_action(5)
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.information_state_string(0) == "seat 0: dealing"
    assert not any(state.observation_tensor(0))
