"""``maumau play``: one human at the terminal against bots, round after round.

The loop reads lines from an input stream and writes to an output stream (both injectable,
nothing sleeps), so a test can play a whole match with scripted input. The human sees only
their seat's view and the events as their seat may see them [I-5]. The seed, from which
every hand follows, is shown only once the match is over or the human has quit.
"""

from __future__ import annotations

import random
import shlex
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TextIO

from maumau.bots.base import Bot
from maumau.cli.colour import pad, paint, visible_width
from maumau.cli.event_text import EventWriter
from maumau.cli.i18n import Texts
from maumau.cli.os_text import os_reason
from maumau.cli.renderers import Renderer
from maumau.cli.save_file import write_record
from maumau.cli.scoreboard import match_result_lines, round_result_lines
from maumau.cli.seats import SeatNames
from maumau.cli.table_text import changed_options, ordered_actions, seat_lines, sorted_hand
from maumau.cli.typed import named_card, typed_actions
from maumau.core.actions import Action, ActionKind
from maumau.core.errors import IllegalActionError, NotationError
from maumau.core.match import Match
from maumau.core.view import View
from maumau.option_labels import game_title

__all__ = [
    "CLEAR_SCREEN",
    "HELP_WORDS",
    "QUIT_WORDS",
    "WINDOW_PHASE",
    "PlayLoop",
    "bot_rng",
]

QUIT_WORDS = ("q", "quit", "exit", "ende")
WINDOW_PHASE = "throw_in"
"""The phase of a throw-in window: a seat asked out of turn whether it throws in [D-15]."""
CLEAR_SCREEN = "\x1b[H\x1b[2J"
"""Cursor home and the screen cleared (ANSI): a terminal redraws one screen."""
HELP_WORDS = ("?", "h", "help", "hilfe")


def bot_rng(seed: object, seat: int) -> random.Random:
    """Each bot's own generator, derived from the game's seed, so a seed replays a game."""
    return random.Random(f"maumau-bot:{seed}:{seat}")


class PlayLoop:
    """Runs a match between the human at ``human`` and ``bots`` at the other seats."""

    def __init__(self, match: Match, human: int, bots: Mapping[int, Bot], renderer: Renderer,
                 texts: Texts, colour: bool, inp: TextIO, out: TextIO, err: TextIO,
                 save: Path | None = None, redraw: bool = False) -> None:
        """``redraw``: every turn of the human redraws one screen (a terminal) instead
        of adding lines below the last ones (``--plain``, a file or a pipe)."""
        self.match = match
        self.redraw = redraw
        self.human = human
        self.bots = dict(bots)
        self.rngs = {seat: bot_rng(match.seed, seat) for seat in bots}
        self.renderer = renderer
        self.texts = texts
        self.colour = colour
        self.inp = inp
        self.out = out
        self.err = err
        self.save_path = save
        self.names = SeatNames.for_play(texts, human, {seat: bot.name for seat, bot in
                                                       bots.items()})
        self.events = EventWriter(renderer, self.names, texts, colour)
        self.shown = 0
        self.people = match.ruleset.players - len(self.bots)
        """The people at this terminal: the seats no bot plays."""

    # ----------------------------------------------------------------- the match

    def run(self) -> int:
        """Play until the match is over or the human quits; return the exit status."""
        self._intro()
        try:
            self._play_match()
        except KeyboardInterrupt:
            self._say("", self.texts("play.quit"))
        self._say(self.texts("play.seed", seed=self.match.seed,
                             argument=shlex.quote(str(self.match.seed))))
        return self._save()

    def _play_match(self) -> None:
        while self._play_round():
            self._round_result()
            if self.match.is_over():
                result = self.match.result
                assert result is not None
                self._say(*match_result_lines(result, self.names, self.texts, self.colour))
                return
            if not self._wait_for_next_round():
                return
            self.match.next_round()

    def _intro(self) -> None:
        ruleset = self.match.ruleset
        preset = self.texts("play.preset", preset=ruleset.preset) if ruleset.preset else ""
        title = game_title(self.texts.lang, ruleset.variant)
        self._say(paint(self.texts("play.intro", title=title, players=ruleset.players,
                                   preset=preset), "bold", self.colour))
        changed = changed_options(ruleset)
        if changed:
            self._say(self.texts("play.changed", options=changed))

    def _play_round(self) -> bool:
        """Play the current round to its end; False when the human quits."""
        game = self.match.round
        self._say("", paint(self.texts("play.round", number=game.index + 1,
                                       dealer=self.names(game.dealer)), "bold cyan",
                            self.colour))
        self.shown = 0
        while game.result is None:
            seat = game.to_move
            assert seat is not None
            if seat == self.human:
                if self._pass_for_nothing():
                    continue
                if not self._human_turn():
                    return False
            else:
                bot = self.bots[seat]
                self.match.apply(bot.choose(game.view(seat), self.rngs[seat]))
        self._show_events()
        return True

    def _round_result(self) -> None:
        game = self.match.round
        assert game.result is not None
        self._say("", *round_result_lines(game.result, game.index + 1, self.match.totals,
                                          self.names, self.texts, self.colour))

    def _wait_for_next_round(self) -> bool:
        line = self._ask(self.texts("play.next_round"))
        return line is not None and line.strip().lower() not in QUIT_WORDS

    # ----------------------------------------------------------------- the human's turn

    def _pass_for_nothing(self) -> bool:
        """Answer a throw-in window for the person when a pass is all they may do [D-15]:
        with every window open, most plays would ask. Only with one person at the
        terminal: with several, the skipped question would show the others who holds
        nothing. True when the pass was applied."""
        game = self.match.round
        if self.people != 1 or game.phase != WINDOW_PHASE:
            return False
        legal = game.legal_actions()
        if len(legal) != 1 or legal[0].kind is not ActionKind.PASS:
            return False
        self.match.apply(legal[0])
        if not self.redraw:  # a redrawn screen shows the moves at the next turn
            self._show_events()
            self._say(paint(self.texts("play.window_passed"), "dim", self.colour))
        return True

    def _human_turn(self) -> bool:
        """Show the table and apply the human's choice; False when they quit."""
        if self.redraw:
            self._clear()
        self._show_events()
        view = self.match.round.view(self.human)
        choices = ordered_actions(view.legal_actions, self.renderer)
        self._show_screen(view, choices)
        while True:
            line = self._ask(self.texts("play.prompt"))
            if line is None:
                self._say("", self.texts("play.eof"))
                return False
            text = line.strip()
            if not text:
                continue
            if text.lower() in QUIT_WORDS:
                self._say(self.texts("play.quit"))
                return False
            if text.lower() in HELP_WORDS:
                self._say(self.texts("play.help"))
                continue
            action = self._read_choice(text, choices)
            if action is None:
                continue
            try:
                self.match.apply(action)
            except IllegalActionError as problem:
                self._say_illegal(problem)
                continue
            return True

    def _say_illegal(self, problem: IllegalActionError) -> None:
        reason = self.texts.reason(problem, self._card_text, self.events.choice)
        self._say(paint(self.texts("play.illegal", reason=reason), "red", self.colour))

    def _card_text(self, code: str) -> str:
        return self.renderer.render_card(code, self.texts.lang, self.colour)

    def _read_choice(self, text: str, choices: Sequence[Action]) -> Action | None:
        """The action a typed number or notation names, or None after saying why not."""
        if text.isdigit():
            number = int(text)
            if 1 <= number <= len(choices):
                return choices[number - 1]
            self._say(self.texts("play.bad_number", number=number, count=len(choices)))
            return None
        by_notation = {str(action).lower(): action for action in choices}
        found = by_notation.get(text.lower())
        if found is not None:
            return found
        view = self.match.round.view(self.human)
        named = typed_actions(text, choices, self.renderer, view, self.texts.lang, self.names)
        if len(named) == 1:
            return named[0]
        if named:
            numbers = ", ".join(str(choices.index(action) + 1) for action in named)
            self._say(self.texts("play.ambiguous", numbers=numbers))
            return None
        missing = self._missing_card(text, view)
        if missing is not None:
            card = self.renderer.card_words(missing, self.texts.lang, self.colour)
            self._say(paint(self.texts("play.not_in_hand", card=card), "red", self.colour))
            return None
        try:
            action = self.match.round.parse_action(text)
        except NotationError as problem:
            reason = self.texts.error(problem)
            self._say(paint(self.texts("play.unreadable", reason=reason), "red", self.colour))
            return None
        except IllegalActionError as problem:
            self._say_illegal(problem)
            return None
        return _with_known_choice(action, choices)

    def _missing_card(self, text: str, view: View) -> str | None:
        """The card that ``text`` names in words (a wish after it or not) when the hand
        lacks it: the person is told so, not that no such card exists."""
        codes = [card.code for card in self.match.round.deck.cards]
        code = named_card(text, codes, self.renderer, self.texts.lang)
        held = {card.code for card in view.hand}
        return None if code is None or code in held else code

    def _show_screen(self, view: View, choices: Sequence[Action]) -> None:
        lang = self.texts.lang
        renderer = self.renderer
        lines = ["", *renderer.render_table(view, lang, self.colour)]
        lines += seat_lines(view, self.names, self.texts, self.colour)
        hand = sorted_hand(view.hand, renderer)
        shown = [renderer.render_card(code, lang, self.colour) for code in hand]
        # cards in words ("Gelb 9") need a mark between them; short faces ("B♣") a space
        cards = (" · " if any(" " in card for card in shown) else " ").join(shown)
        lines.append(self.texts("play.hand", cards=cards) if hand
                     else self.texts("play.hand_empty"))
        situation = renderer.situation(view, lang, self.colour)
        if situation:
            lines.append(situation)
        # a phase may say more (out of turn: "play.choices.throw_in")
        phase_choices = f"play.choices.{view.phase}"
        lines.append(self.texts(phase_choices if self.texts.has(phase_choices)
                                else "play.choices"))
        labels = [self._card_label(action) for action in choices]
        width = max((visible_width(label) for label in labels), default=0)
        for number, (action, label) in enumerate(zip(choices, labels, strict=True), 1):
            description = renderer.describe_action(action, view, lang, self.colour, self.names)
            notation = paint(f"[{action}]", "dim", self.colour)
            lines.append(f"  {number:>2}) {pad(label, width)} {description}  {notation}")
        self._say(*lines)

    def _card_label(self, action: Action) -> str:
        if action.card is None:
            return ""
        code, lang = action.card.code, self.texts.lang
        if self.renderer.render_card(code, lang, False) == self.renderer.card_words(
                code, lang, False):
            return ""  # a card shown in words is named by the move's words already
        return self.renderer.render_card(code, lang, self.colour)

    # ----------------------------------------------------------------- output

    def _clear(self) -> None:
        """A fresh screen: the cursor home, the screen cleared, the match and round on
        top; the moves since the human's last turn and the table follow."""
        game = self.match.round
        self.out.write(CLEAR_SCREEN)
        self._say(paint(self.texts("play.round", number=game.index + 1,
                                   dealer=self.names(game.dealer)), "bold cyan", self.colour))

    def _show_events(self) -> None:
        game = self.match.round
        events = game.events_for(self.human, self.shown)
        self.shown = len(game.log)
        for event in events:
            self._say("  · " + self.events.describe(event))

    def _say(self, *lines: str) -> None:
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def _ask(self, prompt: str) -> str | None:
        """One line of input after ``prompt``; None at the end of the input."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.out.write("\n")
            return None
        if not self.inp.isatty():
            self.out.write(line if line.endswith("\n") else line + "\n")  # a readable transcript
        return line

    def _save(self) -> int:
        if self.save_path is None:
            return 0
        try:
            write_record(self.save_path, {**self.match.to_record(), "players": [
                {"level": "human"} if seat == self.human else {"level": self.bots[seat].name}
                for seat in range(self.match.ruleset.players)]})
        except OSError as problem:
            reason = os_reason(self.texts, problem)
            self.err.write(self.texts("error.line", message=self.texts(
                "error.write", path=self.save_path, reason=reason)) + "\n")
            return 1
        self._say(self.texts("play.saved", path=self.save_path))
        return 0


def _with_known_choice(action: Action, choices: Sequence[Action]) -> Action:
    """The action with its choice spelled as the legal actions spell it (``h`` → ``H``),
    so that the engine explains the real problem of a typed move, not the case."""
    if action.choice is None:
        return action
    for other in choices:
        if other.choice is not None and other.choice.lower() == action.choice.lower():
            return Action(action.kind, action.card, other.choice, action.target, action.call)
    return action
