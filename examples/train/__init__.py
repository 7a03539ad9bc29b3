"""Training scripts of the baseline policies shipped in ``maumau/rl/policies`` (docs/rl.md,
"Baselines and leaderboard"). They need the ``train`` extra (PyTorch, sb3-contrib)."""
