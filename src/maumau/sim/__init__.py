"""Bot-against-bot simulations: many games on all cores, duplicate deals, win shares with
95% intervals, comparisons of option sets.

``simulate(ruleset, ["hard", "medium", "medium", "medium"], games=1000)`` returns a
:class:`Summary`; :func:`simulate_comparison` plays the same deals under a second option
set and pairs them.

The method, in short:

- A game is one match of the ruleset (one round with a single-round preset).
- Duplicate deals: every deal seed is played once in each distinct rotation of the
  line-up over the seats, so each bot gets each seat's cards (:mod:`.schedule`).
- A game's win is credited to its winner; tied winners split it, and a game nobody won
  (a blocked round, or one stopped after ``max_actions`` actions: a draw) gives every
  seat ``1 / players``. A bot's win share adds up the credits of all the seats it holds;
  its parity is the share of those seats if every seat were equally strong.
- The first mover of a round is the seat that makes the round's first decision other
  than the dealer's choice for a turned-up card; its share is counted per round.
- Intervals are 95%, cluster-robust with the deal as the cluster (:mod:`.stats`), since
  the games of one deal share its cards; a comparison's differences are paired by deal.

Modules: :mod:`.schedule` (duplicate deals and rotations), :mod:`.play` (one game),
:mod:`.runner` (the process pool, Ctrl-C), :mod:`.tally` (the running sums a run keeps
instead of its games, so any number of games fits in memory), :mod:`.stats` (the
intervals), :mod:`.summary`, :mod:`.compare`, :mod:`.report` (terminal tables),
:mod:`.export` (JSON and PNG).
"""

from maumau.sim.api import check_lineup, default_jobs, simulate, simulate_comparison
from maumau.sim.compare import Comparison
from maumau.sim.errors import SetupError
from maumau.sim.play import DEFAULT_MAX_ACTIONS, GameOutcome, SimulationError
from maumau.sim.stats import Estimate
from maumau.sim.summary import BotFigures, SeatFigures, Summary, Verdict

__all__ = [
    "DEFAULT_MAX_ACTIONS", "BotFigures", "Comparison", "Estimate", "GameOutcome",
    "SeatFigures", "SetupError", "SimulationError", "Summary", "Verdict", "check_lineup",
    "default_jobs", "simulate", "simulate_comparison",
]
