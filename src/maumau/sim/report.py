"""The report in the terminal: tables of win shares, the verdict, a comparison.

Texts come from the caller's message catalogue (the command line's
:class:`maumau.cli.i18n.Texts`, keys ``sim.*``), so the report speaks German or English.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from rich import box
from rich.console import Console
from rich.table import Table

from maumau import i18n
from maumau.core.options import OptionValue
from maumau.option_labels import game_title
from maumau.seat_label import place, seat_label
from maumau.sim.compare import Comparison
from maumau.sim.stats import Estimate
from maumau.sim.summary import Summary, Verdict

__all__ = [
    "Messages",
    "bot_table",
    "closing_lines",
    "comparison_table",
    "comparison_verdict",
    "count",
    "difference",
    "half_width",
    "header_lines",
    "interval",
    "number",
    "options_text",
    "percent",
    "print_comparison",
    "print_summary",
    "seat_table",
    "signed_percent",
    "verdict_line",
]


class Messages(Protocol):
    """A message catalogue in one language: ``texts("key", field=value)``."""

    lang: str

    def __call__(self, key: str, **fields: object) -> str: ...


# ----------------------------------------------------------------- numbers

def number(value: float, lang: str, digits: int = 0) -> str:
    """``10.000`` / ``3,36`` in German, ``10,000`` / ``3.36`` in English."""
    if isinstance(value, float) and math.isnan(value):
        return "–"
    text = f"{value:,.{digits}f}"
    marks: dict[str, str | int | None] = {",": i18n.text(lang, "format.thousands"),
                                          ".": i18n.text(lang, "format.decimal")}
    return text.translate(str.maketrans(marks))


def count(lang: str, key: str, value: int) -> str:
    """``value`` things in the plural form the number needs (``1 Partie``, ``10.000
    Partien``), the number written as :func:`number` writes it."""
    return i18n.text(lang, i18n.plural_key(lang, key, value), n=number(value, lang))


def percent(value: float | None, lang: str) -> str:
    """``41,2 %`` / ``41.2%``."""
    if value is None or math.isnan(value):
        return "–"
    text = number(value * 100, lang, 1)
    return i18n.text(lang, "format.percent", value=text)


def signed_percent(value: float, lang: str) -> str:
    sign = "+" if value > 0 else "−" if value < 0 else "±"
    return sign + percent(abs(value), lang)


def half_width(estimate: Estimate, lang: str) -> str:
    return percent(estimate.half_width, lang)


def interval(estimate: Estimate, lang: str) -> str:
    if estimate.low is None or estimate.high is None:
        return "–"
    return f"{percent(estimate.low, lang)} – {percent(estimate.high, lang)}"


def difference(estimate: Estimate, lang: str) -> str:
    """``+3,1 % ± 1,2 %``."""
    text = signed_percent(estimate.value, lang) if not math.isnan(estimate.value) else "–"
    if estimate.half_width is not None:
        text += f" ± {percent(estimate.half_width, lang)}"
    return text


def options_text(options: dict[str, OptionValue]) -> str:
    return ", ".join(f"{name}={_value(value)}" for name, value in options.items())


def _value(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# ----------------------------------------------------------------- lines

def verdict_line(verdict: Verdict, texts: Messages) -> str:
    lang = texts.lang
    key = ("sim.verdict.few" if verdict.share.half_width is None
           else f"sim.verdict.{verdict.outcome}")
    return texts(key, bot=verdict.bot, others=texts("sim.and").join(verdict.others),
                 share=percent(verdict.share.value, lang),
                 half=half_width(verdict.share, lang), parity=percent(verdict.parity, lang))


def header_lines(summary: Summary, texts: Messages) -> list[str]:
    lang = texts.lang
    ruleset = summary.ruleset
    preset = texts("play.preset", preset=ruleset.preset) if ruleset.preset else ""
    title = game_title(lang, ruleset.variant)
    lines = [texts("sim.title", title=title, players=ruleset.players, preset=preset)]
    lines.append(texts("sim.lineup", lineup=", ".join(
        f"{seat_label(lang, seat)}: {name}" for seat, name in enumerate(summary.lineup))))
    lines.append(texts("sim.games", games=count(lang, "sim.count.games", summary.games),
                       deals=count(lang, "sim.count.deals", summary.deals),
                       rotations=count(lang, "sim.count.rotations", summary.rotations),
                       seed=summary.seed, jobs=count(lang, "sim.count.jobs", summary.jobs),
                       elapsed=number(summary.elapsed, lang, 1)))
    if summary.interrupted:
        lines.append(texts(i18n.plural_key(lang, "sim.interrupted", summary.planned_games),
                           games=number(summary.games, lang),
                           planned=number(summary.planned_games, lang)))
    return lines


def closing_lines(summary: Summary, texts: Messages) -> list[str]:
    lang = texts.lang
    lines = [
        texts("sim.first_mover", share=percent(summary.first_mover.value, lang),
              half=half_width(summary.first_mover, lang),
              parity=percent(1 / summary.ruleset.players, lang),
              rounds=number(summary.first_mover.trials, lang)),
        texts("sim.lengths", rounds=number(summary.rounds_per_game, lang, 2),
              actions=number(summary.actions_per_round, lang, 1)),
    ]
    if summary.draws:
        lines.append(texts(i18n.plural_key(lang, "sim.draws", summary.draws),
                           count=number(summary.draws, lang)))
    if summary.capped_rounds:
        lines.append(texts(i18n.plural_key(lang, "sim.capped", summary.capped_rounds),
                           count=number(summary.capped_rounds, lang),
                           limit=number(summary.max_actions, lang)))
    lines.append(texts("sim.method"))
    return lines


# ----------------------------------------------------------------- tables

def bot_table(summary: Summary, texts: Messages) -> Table:
    lang = texts.lang
    table = _table(texts("sim.bots"), [texts("sim.col.bot"), texts("sim.col.seats"),
                                       texts("sim.col.wins"), texts("sim.col.interval"),
                                       texts("sim.col.parity"), texts("sim.col.score")])
    for bot in summary.bots:
        table.add_row(bot.name, str(bot.seats), percent(bot.share.value, lang),
                      interval(bot.share, lang), percent(bot.parity, lang),
                      number(bot.mean_score, lang, 1))
    return table


def seat_table(summary: Summary, texts: Messages) -> Table:
    lang = texts.lang
    table = _table(texts("sim.seats"), [texts("sim.col.seat"), texts("sim.col.wins"),
                                        texts("sim.col.interval"), texts("sim.col.parity"),
                                        texts("sim.col.score")])
    for seat in summary.seats:
        table.add_row(str(place(seat.seat)), percent(seat.share.value, lang),
                      interval(seat.share, lang), percent(seat.parity, lang),
                      number(seat.mean_score, lang, 1))
    return table


def comparison_table(comparison: Comparison, texts: Messages) -> Table:
    lang = texts.lang
    base, changed = comparison.base, comparison.changed
    table = _table(texts("sim.compare_title", changes=options_text(comparison.changes)),
                   [texts("sim.col.what"), texts("sim.col.base"), texts("sim.col.changed"),
                    texts("sim.col.difference")])
    for before, after in zip(base.bots, changed.bots, strict=True):
        if before.name not in comparison.bots:
            continue
        table.add_row(f"{texts('sim.col.wins')}: {before.name}",
                      percent(before.share.value, lang), percent(after.share.value, lang),
                      difference(comparison.bots[before.name], lang))
    for before_seat, after_seat, change in zip(base.seats, changed.seats, comparison.seats,
                                               strict=True):
        table.add_row(f"{texts('sim.col.wins')}: {seat_label(lang, before_seat.seat)}",
                      percent(before_seat.share.value, lang),
                      percent(after_seat.share.value, lang), difference(change, lang))
    table.add_row(texts("sim.first_mover_label"), percent(base.first_mover.value, lang),
                  percent(changed.first_mover.value, lang),
                  difference(comparison.first_mover, lang))
    table.add_row(texts("sim.rounds_label"), number(base.rounds_per_game, lang, 2),
                  number(changed.rounds_per_game, lang, 2),
                  _plain_difference(changed.rounds_per_game - base.rounds_per_game, lang, 2))
    table.add_row(texts("sim.actions_label"), number(base.actions_per_round, lang, 1),
                  number(changed.actions_per_round, lang, 1),
                  _plain_difference(changed.actions_per_round - base.actions_per_round,
                                    lang, 1))
    return table


def comparison_verdict(comparison: Comparison, texts: Messages) -> str:
    change = comparison.first_mover
    key = ("sim.compare_verdict.up" if change.above(0.0) else
           "sim.compare_verdict.down" if change.below(0.0) else "sim.compare_verdict.level")
    return texts(key, changes=options_text(comparison.changes),
                 difference=difference(change, texts.lang))


def _plain_difference(value: float, lang: str, digits: int) -> str:
    sign = "+" if value > 0 else "−" if value < 0 else "±"
    return sign + number(abs(value), lang, digits)


def _table(title: str, columns: Sequence[str]) -> Table:
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, safe_box=True)
    for index, column in enumerate(columns):
        table.add_column(column, justify="left" if index == 0 else "right")
    return table


# ----------------------------------------------------------------- the whole report

def print_summary(summary: Summary, texts: Messages, console: Console) -> None:
    for line in header_lines(summary, texts):
        console.print(line, soft_wrap=True)
    if summary.games == 0:
        console.print(texts("sim.nothing"))
        return
    if len(summary.bots) > 1:  # one kind of bot in every seat wins every game
        console.print(bot_table(summary, texts))
    console.print(seat_table(summary, texts))
    for line in closing_lines(summary, texts):
        console.print(line, soft_wrap=True)
    if summary.verdict is not None:
        console.print(verdict_line(summary.verdict, texts), style="bold", soft_wrap=True)


def print_comparison(comparison: Comparison, texts: Messages, console: Console) -> None:
    base = comparison.base
    for line in header_lines(base, texts):
        console.print(line, soft_wrap=True)
    console.print(texts("sim.changed", options=options_text(comparison.changes)),
                  soft_wrap=True)
    if base.games == 0:
        console.print(texts("sim.nothing"))
        return
    console.print(comparison_table(comparison, texts))
    for summary in (comparison.base, comparison.changed):
        if summary.verdict is not None:
            label = texts("sim.col.base") if summary is base else texts("sim.col.changed")
            console.print(f"{label}: {verdict_line(summary.verdict, texts)}", soft_wrap=True)
    console.print(comparison_verdict(comparison, texts), style="bold", soft_wrap=True)
    extra = closing_lines(base, texts)[2:]  # draws, capped rounds, the method
    for line in extra:
        console.print(line, soft_wrap=True)
    if comparison.changed.capped_rounds:
        console.print(f"{texts('sim.col.changed')}: " + texts(
            i18n.plural_key(texts.lang, "sim.capped", comparison.changed.capped_rounds),
            count=number(comparison.changed.capped_rounds, texts.lang),
            limit=number(comparison.changed.max_actions, texts.lang)), soft_wrap=True)
