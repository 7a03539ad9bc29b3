"""A policy refuses another game's view by name, and the shipped policies'
metadata names no path of the machine they were trained on."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from maumau import Match, Ruleset
from maumau.core.errors import RulesetError
from maumau.rl.policy import load_policy, portable_command, shipped_policies


def test_a_classic_policy_refuses_a_tabaluga_view() -> None:
    bot = load_policy("classic-ppo-v1").bot()
    game = Match(Ruleset.create("tabaluga", 4), seed=1).round
    view = game.view(game.to_move)
    with pytest.raises(RulesetError, match="plays 'classic', not 'tabaluga'") as refused:
        bot.choose(view, random.Random(1))
    assert refused.value.code == "policy_variant"


def _paths(value: object) -> list[str]:
    if isinstance(value, str):
        return [word for word in value.split() if word.startswith(("/", "~"))]
    if isinstance(value, dict):
        return [path for inner in value.values() for path in _paths(inner)]
    if isinstance(value, list):
        return [path for inner in value for path in _paths(inner)]
    return []


@pytest.mark.parametrize("name", shipped_policies())
def test_a_shipped_policy_names_no_path_of_the_training_machine(name: str) -> None:
    meta = dict(load_policy(name).meta)
    assert not _paths(meta), json.dumps(meta)


def test_the_training_command_is_written_without_the_machine_s_paths(tmp_path: Path) -> None:
    script = tmp_path / "examples" / "train" / "self_play.py"
    command = portable_command([str(script), "--out", "/root/out/p.npz", "--seconds", "5"],
                               tmp_path)
    assert command == "python examples/train/self_play.py --out p.npz --seconds 5"
