"""Smoke test of the training example: a few hundred MaskablePPO steps and a short
evaluation, run only where the optional training dependencies are installed."""

from __future__ import annotations

import pytest


def test_the_training_example_learns_and_evaluates(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("sb3_contrib")
    from examples.train_classic_maskable_ppo import main

    main(["--steps", "256", "--eval-every", "128", "--eval-rounds", "3",
          "--final-rounds", "3"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("steps")
    assert [line.split()[0] for line in lines[1:3]] == ["128", "256"]
    assert lines[-2].startswith("final vs easy: ") and lines[-1].startswith("final vs medium: ")
