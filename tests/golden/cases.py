"""Which golden playthroughs and perft counts are kept: a game adds its lines here.

After adding a line (or after an intended change of the rules), regenerate the data with
``MAUMAU_UPDATE_GOLDEN=1 uv run pytest tests/golden`` or
``uv run python -m tests.golden.update``, and review the diff before committing it.
"""

from __future__ import annotations

from dataclasses import dataclass

from maumau import Ruleset
from maumau.core.options import OptionValue


@dataclass(frozen=True)
class GoldenCase:
    """A seeded game of one ruleset; its name is its data file's name."""

    variant: str
    players: int
    preset: str | None
    seed: int
    options: tuple[tuple[str, OptionValue], ...] = ()

    def ruleset(self) -> Ruleset:
        return Ruleset.create(self.variant, self.players, self.preset, dict(self.options))

    @property
    def name(self) -> str:
        label = f"{self.variant}-{self.players}p-{self.preset or 'default'}"
        if self.options:
            label += "-" + "-".join(f"{key}={value}" for key, value in self.options)
        return f"{label}-seed{self.seed}"


PLAYTHROUGHS = [
    GoldenCase("classic", 2, "standard", 1),
    GoldenCase("classic", 2, "strict", 2),
    GoldenCase("classic", 4, "standard", 3),
    GoldenCase("classic", 4, "party", 4),
    GoldenCase("classic", 4, "strict", 5),
    GoldenCase("classic", 6, "party", 6),
    GoldenCase("classic", 6, "standard", 7),
    GoldenCase("classic", 3, None, 8, (("draw_n_rank", "Q"), ("mau_penalty_cards", 1),
                                       ("skip_can_be_countered", True))),
]
"""Golden playthroughs: every action, the events as a spectator sees them, the results."""

PLAYTHROUGH_ROUNDS = 2
"""Rounds each playthrough plays (fewer if its match ends first)."""

PERFT_LEAD_INS = (0, 9, 20)
"""Each perft case counts from the fresh deal and after these many seeded random actions."""

PERFT_DEPTH = 3

PERFT = [
    GoldenCase("classic", 2, "standard", 11),
    GoldenCase("classic", 2, "party", 12),
    GoldenCase("classic", 4, "standard", 13),
    GoldenCase("classic", 4, "strict", 14),
    GoldenCase("classic", 6, "party", 15),
    GoldenCase("classic", 3, None, 16, (("decks", 2), ("draw_n_rank", "K"), ("jokers", 3))),
]
"""Perft: the number of legal action sequences of depth 1, 2 and 3 from seeded deals."""
