"""The NumPy policies: stored, loaded by name, played with masks, without PyTorch."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import maumau.rl as rl
from maumau import Match, Ruleset, RulesetError
from maumau.core.bot import Bot
from maumau.core.variant import all_variants, find_variant
from maumau.rl.policy import ENCODING, Policy, PolicyBot, encoding_digest, save_policy

SHIPPED = rl.shipped_policies()
GAMES = sorted(game.name for game in all_variants())
ROOT = Path(__file__).resolve().parents[2]


def random_policy(variant: str, seed: int = 0, hidden: int = 16) -> list[tuple[np.ndarray,
                                                                               np.ndarray]]:
    """Random layers of the right shapes for ``variant``."""
    rng = np.random.default_rng(seed)
    size = rl.layout(variant)[-1].stop
    actions = len(rl.catalogue(variant))
    return [(rng.normal(size=(size, hidden)), rng.normal(size=hidden)),
            (rng.normal(size=(hidden, actions)), rng.normal(size=actions))]


def stored(variant: str, folder: Path, seed: int = 0) -> Policy:
    path = save_policy(folder / f"{variant}-random.npz", variant, random_policy(variant, seed),
                       {"players": 4, "note": "random weights for a test"})
    return rl.load_policy(str(path))


def play_round(variant: str, players: int, bots: list[Bot], seed: int) -> list[str]:
    """The actions of one round of ``bots`` (its first 400 at most: a policy of random
    weights may never end a round), each bot with its seat's seeded generator."""
    match = Match(Ruleset.create(variant, players), seed)
    game = match.round
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(players)]
    played: list[str] = []
    while game.result is None and len(played) < 400:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        action = bots[seat].choose(view, rngs[seat])
        assert action in view.legal_actions
        match.apply(action)
        played.append(str(action))
    return played


def test_some_policies_are_shipped_with_their_metadata() -> None:
    assert SHIPPED
    for name in SHIPPED:
        policy = rl.load_policy(name)
        assert policy.name == name
        assert policy.meta["game"] == policy.variant in GAMES
        assert policy.meta["encoding"] == ENCODING
        assert policy.meta["digest"] == encoding_digest(policy.variant)
        assert policy.players == 4
        assert {"created", "command", "method", "steps", "seconds"} <= set(policy.meta)
        assert (ROOT / "src/maumau/rl/policies" / f"{name}.npz").stat().st_size < 400_000


def test_loading_by_name_is_cached_and_an_unknown_name_lists_the_shipped_ones() -> None:
    assert rl.load_policy(SHIPPED[0]) is rl.load_policy(SHIPPED[0])
    with pytest.raises(RulesetError, match=SHIPPED[0]):
        rl.load_policy("no-such-policy")


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_policy_plays_only_legal_actions_through_its_mask(name: str) -> None:
    policy = rl.load_policy(name)
    env = rl.single_agent_env(policy.variant, 4, opponents=["easy"], seat=1)
    for seed in range(5):
        observation, _ = env.reset(seed=seed)
        over = False
        while not over:
            index = policy.act(observation["observation"], observation["action_mask"])
            assert observation["action_mask"][index] == 1
            observation, _, terminated, truncated, _ = env.step(index)
            over = terminated or truncated


@pytest.mark.parametrize("variant", GAMES)
def test_a_policy_plays_every_game_at_every_seat_and_is_deterministic(variant: str,
                                                                      tmp_path: Path) -> None:
    policy = stored(variant, tmp_path)
    game = find_variant(variant)
    players = max(game.min_players, min(4, game.max_players))
    for sample in (False, True):
        bots: list[Bot] = [policy.bot(sample=sample) for _ in range(players)]
        first = play_round(variant, players, bots, seed=11)
        assert first == play_round(variant, players, bots, seed=11)
        assert first


def test_a_policy_bot_sees_what_the_environment_shows_its_seat(tmp_path: Path) -> None:
    for variant in GAMES:
        policy = stored(variant, tmp_path)
        bot = PolicyBot(policy)
        game = find_variant(variant)
        players = max(game.min_players, min(4, game.max_players))
        env = rl.single_agent_env(variant, players, opponents=["random"], seat=0)
        observation, _ = env.reset(seed=3)
        over = False
        while not over:
            vector, mask = bot.observe(env.table.current.round.view(0))
            assert np.array_equal(vector, observation["observation"])
            assert np.array_equal(mask, observation["action_mask"])
            index = policy.act(vector, mask)
            observation, _, terminated, truncated, _ = env.step(index)
            over = terminated or truncated


def test_sampling_follows_the_generator_and_never_a_masked_action(tmp_path: Path) -> None:
    policy = stored("classic", tmp_path)
    vector = np.zeros(rl.layout("classic")[-1].stop, np.float32)
    mask = np.zeros(len(rl.catalogue("classic")), np.int8)
    mask[[3, 17, 40]] = 1
    draws = [policy.act(vector, mask, random.Random(5)) for _ in range(3)]
    assert len(set(draws)) == 1 and draws[0] in (3, 17, 40)
    many = {policy.act(vector, mask, random.Random(seed)) for seed in range(200)}
    assert many <= {3, 17, 40}
    best = [3, 17, 40][int(np.argmax(policy.logits(vector)[[3, 17, 40]]))]
    assert policy.act(vector, mask) == best
    with pytest.raises(RulesetError, match="no legal action"):
        policy.act(vector, np.zeros_like(mask))


def test_a_policy_of_another_layout_or_shape_is_refused(tmp_path: Path) -> None:
    layers = random_policy("classic")
    with pytest.raises(RulesetError, match="shape"):
        save_policy(tmp_path / "bad.npz", "classic", layers[1:], {})
    path = save_policy(tmp_path / "old.npz", "classic", layers, {})
    data = dict(np.load(path, allow_pickle=False))
    data["meta"] = np.array(str(data["meta"]).replace(encoding_digest("classic"), "0" * 16))
    np.savez(tmp_path / "other.npz", **data)
    with pytest.raises(RulesetError, match="another observation layout"):
        rl.load_policy(str(tmp_path / "other.npz"))


def test_a_policy_loads_and_plays_without_pytorch() -> None:
    script = (
        "import sys\n"
        "sys.modules['torch'] = None  # any import of torch now fails\n"
        "import random\n"
        "import maumau.rl as rl\n"
        "from maumau import Match, Ruleset\n"
        "for name in rl.shipped_policies():\n"
        "    policy = rl.load_policy(name)\n"
        "    match = Match(Ruleset.create(policy.variant, 4), 1)\n"
        "    game = match.round\n"
        "    bot = policy.bot()\n"
        "    view = game.view(game.to_move)\n"
        "    assert bot.choose(view, random.Random(1)) in view.legal_actions\n"
        "print('played', len(rl.shipped_policies()))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=False, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"played {len(SHIPPED)}"


def test_the_core_bots_do_not_load_numpy_or_the_policies() -> None:
    script = ("import sys\nimport maumau\nfrom maumau.bots.base import make_bot, bot_names\n"
              "make_bot('medium', 'classic')\nbot_names()\n"
              "print(sorted(m for m in ('numpy', 'maumau.rl.policy') if m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=False, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
