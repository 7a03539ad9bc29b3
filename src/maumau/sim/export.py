"""The report as JSON and as a PNG chart (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from maumau.seat_label import seat_label
from maumau.sim.compare import Comparison
from maumau.sim.report import Messages
from maumau.sim.stats import Z95, Estimate
from maumau.sim.summary import Summary

__all__ = [
    "JSON_FORMAT",
    "JSON_VERSION",
    "comparison_dict",
    "estimate_dict",
    "summary_dict",
    "write_json",
    "write_png",
]

JSON_FORMAT = "maumau-simulation"
JSON_VERSION = 1


def estimate_dict(estimate: Estimate) -> dict[str, Any]:
    return {"value": _number(estimate.value), "half_width": _number(estimate.half_width),
            "low": _number(estimate.low), "high": _number(estimate.high),
            "deals": estimate.deals, "trials": estimate.trials}


def summary_dict(summary: Summary) -> dict[str, Any]:
    ruleset = summary.ruleset
    verdict = summary.verdict
    return {
        "variant": ruleset.variant,
        "players": ruleset.players,
        "preset": ruleset.preset,
        "options": dict(ruleset.options),
        "lineup": list(summary.lineup),
        "seed": summary.seed,
        "games": summary.games,
        "planned_games": summary.planned_games,
        "deals": summary.deals,
        "rotations": summary.rotations,
        "interrupted": summary.interrupted,
        "elapsed_seconds": round(summary.elapsed, 3),
        "jobs": summary.jobs,
        "confidence": 0.95,
        "z": Z95,
        "interval_method": "cluster-robust ratio estimate, clustered by deal",
        "bots": [{"name": bot.name, "seats": bot.seats, "parity": bot.parity,
                  "wins": estimate_dict(bot.share), "above_parity": bot.share.above(bot.parity),
                  "mean_score": bot.mean_score} for bot in summary.bots],
        "seats": [{"seat": seat.seat, "parity": seat.parity, "wins": estimate_dict(seat.share),
                   "mean_score": seat.mean_score} for seat in summary.seats],
        "first_mover": estimate_dict(summary.first_mover) | {
            "parity": 1 / ruleset.players},
        "rounds": summary.rounds,
        "rounds_per_game": summary.rounds_per_game,
        "actions_per_round": summary.actions_per_round,
        "draws": summary.draws,
        "capped_rounds": summary.capped_rounds,
        "max_actions": summary.max_actions,
        "verdict": None if verdict is None else {
            "bot": verdict.bot, "others": list(verdict.others), "outcome": verdict.outcome,
            "wins": estimate_dict(verdict.share), "parity": verdict.parity},
    }


def comparison_dict(comparison: Comparison) -> dict[str, Any]:
    return {
        "changes": dict(comparison.changes),
        "base": summary_dict(comparison.base),
        "changed": summary_dict(comparison.changed),
        "differences": {
            "bots": {name: estimate_dict(change) for name, change in comparison.bots.items()},
            "seats": [estimate_dict(change) for change in comparison.seats],
            "first_mover": estimate_dict(comparison.first_mover),
            "rounds_per_game": comparison.changed.rounds_per_game
            - comparison.base.rounds_per_game,
            "actions_per_round": comparison.changed.actions_per_round
            - comparison.base.actions_per_round,
        },
    }


def write_json(path: Path, result: Summary | Comparison) -> None:
    body = comparison_dict(result) if isinstance(result, Comparison) else summary_dict(result)
    document = {"format": JSON_FORMAT, "version": JSON_VERSION} | body
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False, default=str) + "\n",
                    encoding="utf-8")


def write_png(path: Path, result: Summary | Comparison, texts: Messages) -> None:
    """Bars of the win share per bot and per seat (and the first mover) with their 95%
    intervals and the parity marked; a comparison shows both option sets side by side.
    Needs matplotlib (``pip install "maumau[plot]"``)."""
    try:
        import matplotlib
    except ModuleNotFoundError as missing:
        raise ModuleNotFoundError("write_png draws with matplotlib: pip install 'maumau[plot]'",
                                  name=missing.name) from None

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    runs = ([result.base, result.changed] if isinstance(result, Comparison) else [result])
    labels = ([texts("sim.col.base"), texts("sim.col.changed")]
              if isinstance(result, Comparison) else [""])
    figure = Figure(figsize=(10, 4.5), layout="constrained")
    bots_axes, seats_axes = figure.subplots(1, 2)
    width = 0.8 / len(runs)
    for index, (summary, label) in enumerate(zip(runs, labels, strict=True)):
        offset = (index - (len(runs) - 1) / 2) * width
        _bars(bots_axes, [bot.name for bot in summary.bots],
              [bot.share for bot in summary.bots], offset, width, label)
        seat_names = [seat_label(texts.lang, seat.seat) for seat in summary.seats]
        seat_names.append(texts("sim.chart.first"))
        _bars(seats_axes, seat_names, [seat.share for seat in summary.seats]
              + [summary.first_mover], offset, width, label)
    first = runs[0]
    for position, bot in enumerate(first.bots):
        bots_axes.hlines(bot.parity, position - 0.45, position + 0.45, colors="black",
                         linestyles="dashed", label=texts("sim.chart.parity") if position == 0
                         else None)
    seats_axes.axhline(1 / first.ruleset.players, color="black", linestyle="dashed",
                       label=texts("sim.chart.parity"))
    bots_axes.set_title(texts("sim.bots"))
    seats_axes.set_title(texts("sim.seats"))
    for axes in (bots_axes, seats_axes):
        axes.set_ylim(0, 1)
        axes.yaxis.set_major_formatter(lambda value, _: f"{value:.0%}")
        axes.legend(loc="upper right", fontsize="small")
        axes.tick_params(axis="x", labelsize="small")
    ruleset = first.ruleset
    preset = f" ({ruleset.preset})" if ruleset.preset else ""
    subtitle = texts("sim.chart.subtitle", players=ruleset.players, games=first.games)
    figure.suptitle(f"{texts('sim.chart.title')} · {ruleset.variant}{preset} · {subtitle}")
    figure.savefig(path, dpi=100)


def _bars(axes: Any, names: list[str], shares: list[Estimate], offset: float, width: float,
          label: str) -> None:
    positions = [index + offset for index in range(len(names))]
    values = [0.0 if math.isnan(share.value) else share.value for share in shares]
    errors = [share.half_width or 0.0 for share in shares]
    axes.bar(positions, values, width, yerr=errors, capsize=4, label=label or None)
    axes.set_xticks(range(len(names)), names)


def _number(value: float | None) -> float | None:
    return None if value is None or math.isnan(value) else value
