"""Helpers shared by the engine-wide tests: ruleset grids, seeded play, invariant checks."""
