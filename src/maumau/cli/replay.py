"""``maumau replay``: a saved game record, move by move.

The record is checked first (:func:`maumau.replay_record` raises a RecordError naming the
round and action of the first bad move), then played again for display. A spectator sees
no hidden card; ``seat`` sees what that seat saw; ``open`` shows every hand and the seed.
A move the reader could not have noticed (a throw-in poll answered ``pass`` by another
seat logs no event) is not shown at all, and the moves shown are numbered without gaps,
so that no blank line or missing number tells that a seat was asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TextIO

from maumau.cli.colour import paint
from maumau.cli.event_text import EventWriter
from maumau.cli.i18n import Texts
from maumau.cli.renderers import Renderer
from maumau.cli.scoreboard import match_result_lines, round_result_lines
from maumau.cli.seats import SeatNames
from maumau.cli.table_text import changed_options, sorted_hand
from maumau.core.events import Event
from maumau.core.match import Match
from maumau.core.record import replay_record
from maumau.core.ruleset import Ruleset
from maumau.option_labels import game_title

__all__ = [
    "Replay",
    "start_of",
]


def start_of(record: Mapping[str, Any]) -> Match:
    """The match as the record starts it: a fresh deal, or its saved start position."""
    start = record.get("start")
    if start is not None:
        return Match.from_position(start)
    return Match(Ruleset.from_dict(record.get("ruleset")), record["seed"])


class Replay:
    """Shows one checked record to one reader."""

    def __init__(self, record: Mapping[str, Any], renderer: Renderer, texts: Texts,
                 colour: bool, out: TextIO, inp: TextIO | None = None, seat: int | None = None,
                 open_hands: bool = False) -> None:
        replay_record(record)
        self.record = record
        self.match = start_of(record)
        self.renderer = renderer
        self.texts = texts
        self.colour = colour
        self.out = out
        self.inp = inp
        self.seat = seat
        self.open_hands = open_hands
        self.names = SeatNames.for_replay(texts, self.match.ruleset.players,
                                          record.get("players"))
        self.events = EventWriter(renderer, self.names, texts, colour)
        self._hands_shown: dict[int, list[str]] = {}

    def run(self) -> int:
        self._header()
        rounds = self.record["rounds"]
        for index, entry in enumerate(rounds):
            if index > 0:
                self.match.next_round()
            if not self._round(entry["actions"]):
                self._say(self.texts("replay.stopped"))
                return 0
        result = self.match.result
        if result is not None:
            self._say("", *match_result_lines(result, self.names, self.texts, self.colour))
        return 0

    def _header(self) -> None:
        ruleset = self.match.ruleset
        texts = self.texts
        preset = texts("play.preset", preset=ruleset.preset) if ruleset.preset else ""
        header = texts("replay.header", title=game_title(texts.lang, ruleset.variant),
                       players=ruleset.players, preset=preset)
        if self.open_hands:  # the seed gives away every hand
            header += texts("replay.seed", seed=self.match.seed)
        self._say(paint(header, "bold", self.colour))
        changed = changed_options(ruleset)
        if changed:
            self._say(texts("play.changed", options=changed))
        if self.open_hands:
            self._say(texts("replay.open"))
        elif self.seat is not None:
            self._say(texts("replay.seat", name=self.names(self.seat)))
        else:
            self._say(texts("replay.spectator"))
        if self.match.start_position is not None:
            self._say(texts("replay.from_position"))

    def _round(self, actions: list[str]) -> bool:
        """Show one round; False when the reader stops the replay."""
        game = self.match.round
        self._hands_shown.clear()
        self._say("", paint(self.texts("play.round", number=game.index + 1,
                                       dealer=self.names(game.dealer)), "bold cyan",
                            self.colour))
        for event in self._visible(0):
            self._say("      " + self.events.describe(event))
        for seat in range(game.ruleset.players):
            self._show_hand(seat)
        shown = 0
        for text in actions:
            actor = game.to_move
            known = self._sees(actor)
            if known and not self._pause():
                return False
            self._show_hand(actor)
            said = self._move(text, known)
            if not said:
                continue  # nothing of it reached the reader: not even a pause betrays it
            if not known and not self._pause():
                return False
            shown += 1
            self._say(f"{shown:>4}. {said}")
        if game.result is None:
            self._say(self.texts("replay.unfinished"))
        else:
            self._say("", *round_result_lines(game.result, game.index + 1, self.match.totals,
                                              self.names, self.texts, self.colour))
        return True

    def _move(self, text: str, known: bool) -> str:
        """Play one recorded move; what the reader learns of it ("" for nothing)."""
        before = len(self.match.round.log)
        self.match.play(text)
        line = "; ".join(self.events.describe(event) for event in self._visible(before))
        if known:
            line += (" " if line else "") + paint(f"[{text}]", "dim", self.colour)
        return line

    def _visible(self, since: int) -> list[Event]:
        game = self.match.round
        if self.open_hands:
            return game.log[since:]
        return game.events_for(self.seat, since)

    def _sees(self, seat: int | None) -> bool:
        return seat is not None and (self.open_hands or seat == self.seat)

    def _show_hand(self, seat: int | None) -> None:
        if seat is None or not self._sees(seat):
            return
        hand = sorted_hand(self.match.round.view(seat).hand, self.renderer)
        if self._hands_shown.get(seat) == hand:
            return
        self._hands_shown[seat] = hand
        cards = " ".join(self.renderer.render_card(code, self.texts.lang, self.colour)
                         for code in hand)
        self._say("      " + self.texts("replay.hand", name=self.names(seat), cards=cards))

    def _pause(self) -> bool:
        if self.inp is None:
            return True
        self.out.write(self.texts("replay.step"))
        self.out.flush()
        line = self.inp.readline()
        if not self.inp.isatty():
            self.out.write(line if line.endswith("\n") else line + "\n")
        return bool(line) and line.strip().lower() not in ("q", "quit")

    def _say(self, *lines: str) -> None:
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()
