"""One table in memory: seats, tokens, the current match and the state id.

The table checks every command against its state and the engine, changes itself and
returns the writes that record the change (:class:`maumau.web.storage.rows.Change`
objects, and the listeners' writes); the caller commits them before it tells anybody.
Refusals are :class:`~maumau.web.errors.ProtocolError` and change nothing.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from maumau.core.actions import Action
from maumau.core.chance import Seed
from maumau.core.errors import IllegalActionError, MauMauError
from maumau.core.events import Event
from maumau.core.match import Match
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.view import View
from maumau.rules_summary import end_reason
from maumau.web.catalog import usable_levels
from maumau.web.errors import ProtocolError
from maumau.web.storage import rows
from maumau.web.tables import talk, window
from maumau.web.tables.delta import Parts
from maumau.web.tables.events import Listeners, MatchFinished, Place, SeatReleased, Write
from maumau.web.tables.pace import Wish

if TYPE_CHECKING:
    from maumau.web.guard.requests import CreateTable

__all__ = [
    "THROW_IN",
    "Table",
    "Timing",
    "Told",
    "is_silent",
]

WAITING, PLAYING, ROUND_OVER, MATCH_OVER = "waiting", "playing", "round_over", "match_over"
THROW_IN = window.THROW_IN


def is_silent(phase_before: str, events: list[Event]) -> bool:
    """Whether an action is a throw-in pass that nobody else may notice: the engine tells
    no one that a seat was asked (it would tell that the seat holds the card just laid), so
    such a pass does not count in the public state id either."""
    return phase_before == THROW_IN and not events


@dataclass(frozen=True)
class Timing:
    away_seconds: float
    throw_in_seconds: float
    bot_delay_ms: int


@dataclass(frozen=True)
class Told:
    """A table summary as broadcast, with its entries as JSON (``delta.Parts``), and its
    mark: what it was built from that may change while a round is played."""

    mark: tuple[object, ...]
    summary: dict[str, Any]
    parts: Parts


class Table:
    """A table's whole state; the engine's :class:`Match` is the authority on play."""

    def __init__(self, row: rows.TableRow, seats: list[rows.SeatRow],
                 tokens: dict[str, rows.TokenRow], listeners: Listeners | None = None
                 ) -> None:
        """``listeners``: who hears of the table's events (a finished match, a seat
        released); none for a table only read."""
        self.code = row.code
        self.listeners = listeners or Listeners()
        self.row = row
        # as a saved ruleset: a table stored before an option existed plays on without it
        self.ruleset = Ruleset.from_dict({"variant": row.variant, "players": row.players,
                                          "preset": row.preset, "options": row.options})
        self.timing = Timing(row.away_seconds, row.throw_in_seconds, row.bot_delay_ms)
        self.host_seat = row.host_seat
        self.seats = seats
        self.tokens = tokens
        self.match: Match | None = None
        self.seed: str | None = None
        """The current match's seed (secret: it tells every hand)."""
        self.first_seed: int | None = None
        """A seed the creator named for the first match (tests only, see config)."""
        self.match_number = 0
        self.seq = 0
        """How many actions the table has stored (all matches)."""
        self.state = 0
        """The public state id: the actions anybody can notice (see :func:`is_silent`)."""
        self.version = 0
        """Bumped by every change (actions, host commands, seats): plans made for an older
        version are void."""
        self.away: set[int] = set()
        self.wishes: dict[int, Wish] = {}
        """Each seat's pace wish (``hello``; :mod:`maumau.web.tables.pace`), kept in memory."""
        self.flags = talk.Flags()
        """Chat on or off, listed publicly or not (``social_table_flags``)."""
        self.series_matches = 0
        """Finished matches at this table (the series); ``series_wins``: won per seat."""
        self.series_wins = [0] * row.players
        self.told: Told | None = None
        """The summary of the last broadcast, kept for the next if only the round moved on
        (``Broadcaster._told``)."""

    @classmethod
    def made(cls, plan: CreateTable, listeners: Listeners
             ) -> tuple[Table, list[Write], str, list[tuple[int, str]]]:
        """A new table as ``plan`` asks for it: the creator at the human seat as its host,
        the people at the creator's device (``local`` seats, pass-and-play) seated at once,
        each with a token of their own. Returns the table, the changes that store it, the
        host's token and each local seat's (seat, token)."""
        ruleset = plan.ruleset
        host_seat = next(i for i, s in enumerate(plan.seats) if s.kind == "human")
        row = rows.TableRow(secrets.token_urlsafe(12), ruleset.variant, ruleset.preset,
                            ruleset.players, ruleset.options, plan.away_seconds,
                            plan.throw_in_seconds, plan.bot_delay_ms, host_seat)
        seats = [rows.SeatRow(i, "human" if s.kind == "local" else s.kind,
                              plan.name if i == host_seat else s.name, s.level)
                 for i, s in enumerate(plan.seats)]
        table = cls(row, seats, {}, listeners)
        table.first_seed = plan.seed
        writes: list[Write] = [rows.TableMade(row, tuple(
            rows.SeatRow(s.seat, s.kind, s.name, s.level) for s in seats))]
        token, write = table.issue_token(host_seat, True, plan.name)
        writes.append(write)
        local: list[tuple[int, str]] = []
        for index, seat_plan in enumerate(plan.seats):
            if seat_plan.kind == "local":
                local_token, write = table.issue_token(index, False, seat_plan.name)
                local.append((index, local_token))
                writes.append(write)
        return table, writes, token, local

    @classmethod
    def rebuild(cls, stored: rows.StoredTable, listeners: Listeners | None = None) -> Table:
        """The table as stored: the current match replayed from its seed and actions."""
        table = cls(stored.row, stored.seats, stored.tokens, listeners)
        table.seq, table.state = stored.seq, stored.state
        if stored.seed is None:
            return table
        match = Match(table.ruleset, _seed_value(stored.seed))
        table.seed = stored.seed
        table.match, table.match_number = match, stored.match_number
        by_round: dict[int, list[str]] = {}
        for round_index, text in stored.actions:
            by_round.setdefault(round_index, []).append(text)
        for round_index in range(stored.rounds):
            if round_index > 0:
                match.next_round()
            for text in by_round.get(round_index, []):
                phase = match.round.phase
                if not is_silent(phase, match.play(text)):
                    table.state += 1
        return table

    # ----------------------------------------------------------------- reading

    @property
    def status(self) -> str:
        if self.match is None:
            return WAITING
        if self.match.round.result is None:
            return PLAYING
        return MATCH_OVER if self.match.is_over() else ROUND_OVER

    def token(self, token: str) -> rows.TokenRow | None:
        return self.tokens.get(rows.hash_token(token))

    def scores(self) -> list[int]:
        return list(self.match.totals) if self.match is not None else [0] * self.row.players

    def summary(self, connected: set[int], spectators: int = 0,
                watchers: list[str] | None = None) -> dict[str, Any]:
        match = self.match
        reason = end_reason(match) if match is not None else None
        return {
            "code": self.code, "variant": self.row.variant, "preset": self.row.preset,
            "options": self.ruleset.options, "players": self.row.players,
            "status": self.status, "match": self.match_number,
            "round": match.round.index if match is not None else None,
            "host_seat": self.host_seat, "spectators": spectators,
            "away_seconds": self.timing.away_seconds,
            "throw_in_seconds": self.timing.throw_in_seconds,
            "bot_delay_ms": self.timing.bot_delay_ms,
            "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level,
                       "connected": s.seat in connected, "away": s.seat in self.away}
                      for s in self.seats],
            "end_reason": reason.to_dict() if reason is not None else None,
            "series": {"matches": self.series_matches, "wins": list(self.series_wins)},
            "chat": self.flags.chat, "listed": self.flags.listed,
            "watchers": watchers or [],
            "blocked": self.blocked(),
        }

    # ----------------------------------------------------------------- seats

    def issue_token(self, seat: int | None, host: bool, name: str | None
                    ) -> tuple[str, Write]:
        token = secrets.token_urlsafe(24)
        token_hash = rows.hash_token(token)
        row = rows.TokenRow(seat, host, name)
        self.tokens[token_hash] = row
        return token, rows.TokenIssued(self.code, token_hash, row)

    def take_seat(self, seat: int, name: str) -> Write:
        """A person joining by the link sits at an open seat."""
        place = self._seat(seat)
        if place.kind != "open":
            raise ProtocolError("seat_taken", f"seat {seat} is not free ({place.kind})",
                                why="seat_not_free", params=_where(seat))
        place.kind, place.name, place.level = "human", name, None
        return self._save_seat(place)

    def add_bot(self, seat: object, level: object) -> Write:
        place = self._seat(seat)
        checked = self._check_level(level)
        if place.kind != "open":
            raise ProtocolError("bad_request", f"seat {place.seat} is not open ({place.kind})",
                                why="seat_not_free", params=_where(place.seat))
        place.kind, place.name, place.level = "bot", None, checked
        return self._save_seat(place)

    def remove_bot(self, seat: object) -> Write:
        place = self._seat(seat)
        if place.kind != "bot":
            raise ProtocolError("bad_request", f"seat {place.seat} has no bot",
                                why="no_bot", params=_where(place.seat))
        if self.status == PLAYING:
            raise ProtocolError("bad_request", "a bot cannot leave during a round",
                                why="bot_stays")
        place.kind, place.level = "open", None
        return self._save_seat(place)

    def remove_person(self, seat: object, level: object) -> list[Write]:
        """The host takes a person off their seat: their tokens stop working and their
        profile's claim on the seat ends; a bot of ``level`` takes over, or (no level, and
        no round being played) the seat is free."""
        place = self._seat(seat)
        if place.seat == self.host_seat:
            raise ProtocolError("own_seat", "the host cannot remove themselves; hand the "
                                            "host role to another person first",
                                why="host_stays")
        if place.kind != "human":
            raise ProtocolError("not_a_person", f"seat {place.seat} has no person "
                                                f"({place.kind})",
                                why="no_person", params=_where(place.seat))
        if level is None:
            if self.status == PLAYING:
                raise ProtocolError("bot_needed", "a round is being played: name the level "
                                                  "of the bot that takes the seat",
                                    why="bot_level_needed")
            place.kind, place.name, place.level = "open", None, None
        else:
            place.kind, place.name, place.level = "bot", None, self._check_level(level)
        for token_hash in [h for h, row in self.tokens.items() if row.seat == place.seat]:
            del self.tokens[token_hash]
        self.away.discard(place.seat)
        code, number = self.code, place.seat
        return [self._save_seat(place), rows.SeatTokensDeleted(code, number),
                self.listeners.released(SeatReleased(code, number))]

    def hand_host(self, seat: object) -> Write:
        """The host role goes to the person at ``seat`` (with every token of that seat)."""
        place = self._seat(seat)
        if place.seat == self.host_seat:
            raise ProtocolError("bad_request", f"seat {place.seat} is the host's already",
                                why="host_already", params=_where(place.seat))
        if place.kind != "human" or not any(row.seat == place.seat
                                            for row in self.tokens.values()):
            raise ProtocolError("not_a_person", f"seat {place.seat} has no person "
                                                f"({place.kind})",
                                why="no_person", params=_where(place.seat))
        self.host_seat = place.seat
        for token_hash, row in list(self.tokens.items()):
            self.tokens[token_hash] = rows.TokenRow(row.seat, row.seat == place.seat, row.name)
        code, number = self.code, place.seat
        return rows.HostSet(code, number)

    def set_flags(self, chat: bool | None = None, listed: bool | None = None) -> Write:
        """The host switches chat or the public listing (None leaves one as it is)."""
        flags = talk.Flags(self.flags.chat if chat is None else chat,
                           self.flags.listed if listed is None else listed, time.time())
        self.flags = flags
        code = self.code
        return lambda c: talk.save_flags(c, code, flags)

    def _check_level(self, level: object) -> str:
        levels = usable_levels(self.ruleset.variant)
        if not isinstance(level, str) or level not in levels:
            raise ProtocolError("bad_request",
                                f"unknown bot level {level!r}; valid: " + ", ".join(levels),
                                why="bot_level", params={"level": str(level)})
        return level

    def _seat(self, seat: object) -> rows.SeatRow:
        if isinstance(seat, bool) or not isinstance(seat, int) or not (
                0 <= seat < len(self.seats)):
            raise ProtocolError("bad_request", f"no seat {seat!r} at this table "
                                               f"(seats 0 to {len(self.seats) - 1})",
                                why="no_seat", params={"n": len(self.seats)})
        return self.seats[seat]

    def _save_seat(self, place: rows.SeatRow) -> Write:
        saved = rows.SeatRow(place.seat, place.kind, place.name, place.level)
        return rows.SeatSaved(self.code, saved)

    # ----------------------------------------------------------------- host commands

    def start(self) -> list[Write]:
        if self.status != WAITING:
            raise ProtocolError("bad_request", "the match has already started",
                                why="match_started")
        return self._deal_match()

    def new_match(self) -> list[Write]:
        if self.status != MATCH_OVER:
            raise ProtocolError("bad_request", "a new match can start when this one is over",
                                why="match_not_over")
        return self._deal_match()

    def open_seats(self) -> list[int]:
        """The seats nobody sits at (neither a person nor a bot)."""
        return [s.seat for s in self.seats if s.kind == "open"]

    def blocked(self) -> dict[str, Any] | None:
        """Why the next round or match cannot be dealt, for the page (``{"code",
        "params"}``: ``seats_open`` with the free ``seats``, 0-based, their ``places``
        counted from 1 as text, and their number ``n``), or None while nothing blocks it.
        Only between rounds and matches: before the first deal the waiting room says so."""
        free = self.open_seats()
        if not free or self.status not in (ROUND_OVER, MATCH_OVER):
            return None
        return {"code": "seats_open", "params": {
            "seats": free, "places": ", ".join(str(seat + 1) for seat in free),
            "n": len(free)}}

    def _check_seats_taken(self) -> None:
        free = self.open_seats()
        if free:
            raise ProtocolError("seats_open", "every seat must be taken first; open seats "
                                "(counted from 1): " + ", ".join(str(s + 1) for s in free),
                                why="seats_open", params={
                                    "seats": free, "n": len(free),
                                    "places": ", ".join(str(s + 1) for s in free)})

    def _deal_match(self) -> list[Write]:
        self._check_seats_taken()
        seed = str(secrets.randbits(62) if self.first_seed is None else self.first_seed)
        self.first_seed = None
        self.seed = seed
        self.match_number += 1
        self.match = Match(self.ruleset, _seed_value(seed))
        number = self.match_number
        return [rows.MatchDealt(self.code, number, seed)]

    def next_round(self) -> list[Write]:
        if self.status != ROUND_OVER or self.match is None:
            raise ProtocolError("bad_request", "the next round can be dealt when a round is "
                                               "over and the match is not",
                                why="round_not_over")
        self._check_seats_taken()
        self.match.next_round()
        number, rounds = self.match_number, self.match.round.index + 1
        return [rows.RoundsSaved(self.code, number, rounds)]

    # ----------------------------------------------------------------- play

    def check_turn(self, seat: int | None) -> None:
        if seat is None:
            raise ProtocolError("not_seated", "spectators cannot play", why="spectator_play")
        if self.match is None or self.status != PLAYING:
            raise ProtocolError("not_your_turn", "no round is being played", why="no_round")
        if self.match.round.to_move != seat:
            raise ProtocolError("not_your_turn", f"seat {seat} is not to move",
                                why="not_to_move", params=_where(seat))

    def view(self, seat: int | None, since: int = 0) -> View:
        """What ``seat`` sees of the round now: while a throw-in window is open, the
        table's window (:func:`maumau.web.tables.window.seat_view`), else the engine's view."""
        assert self.match is not None
        game = self.match.round
        if game.phase == THROW_IN and game.result is None:
            return window.seat_view(game, seat, since)
        return game.view(seat, since)

    def play(self, seat: int | None, state: int, text: str) -> list[Write]:
        """Apply ``text`` for ``seat`` if it is that seat's turn and ``state`` is current.
        While a throw-in window is open, any seat may throw an identical card: the seats
        the engine would ask first pass, silently ([D-29]); a pass changes nothing (the
        window closes on its own)."""
        if seat is None or self.match is None or self.match.round.phase != THROW_IN:
            self.check_turn(seat)
        self._check_state(state)
        match = self.match
        assert match is not None and seat is not None
        game = match.round
        if game.phase != THROW_IN:
            return self._record(self._legal(game, text))
        asked = window.asked_round(game, seat)
        if asked is None or not window.choices(asked, seat):
            raise ProtocolError("not_your_turn", f"seat {seat} cannot throw in now",
                                why="not_to_move", params=_where(seat))
        action = self._legal(asked, text)
        if window.is_pass(action):
            return []
        writes: list[Write] = []
        while game.to_move != seat:
            writes += self._record(window.pass_of(game))
        return writes + self._record(action)

    def close_window(self, state: int) -> list[Write]:
        """The open throw-in window's time is up: every seat still to be asked passes."""
        self._check_state(state)
        assert self.match is not None
        game = self.match.round
        writes: list[Write] = []
        while game.phase == THROW_IN and game.result is None:
            writes += self._record(window.pass_of(game))
        return writes

    def _check_state(self, state: int) -> None:
        if state != self.state:
            raise ProtocolError("stale_state", f"the state is {self.state}, not {state}",
                                why="stale_state", params={"state": self.state})

    @staticmethod
    def _legal(game: Round, text: str) -> Action:
        try:
            action = game.parse_action(text)
            if action not in game.legal_actions():
                raise game.refusal(action)
        except IllegalActionError as problem:
            raise ProtocolError("illegal_action", problem.reason,
                                {"code": problem.code, "params": problem.params}) from None
        except MauMauError as problem:
            raise ProtocolError("illegal_action", str(problem),
                                {"code": problem.code, "params": problem.params}) from None
        return action

    def _record(self, action: Action) -> list[Write]:
        """Apply a legal ``action`` of the seat to move and return the writes that store
        it (and the match, when it ends)."""
        match = self.match
        assert match is not None
        game = match.round
        phase = game.phase
        public = not is_silent(phase, match.apply(action))
        self.state += public
        self.seq += 1
        seq, number, round_index, notation = (self.seq, self.match_number, game.index,
                                              str(action))
        writes: list[Write] = [rows.ActionStored(self.code, seq, number, round_index,
                                                 notation, public)]
        if match.is_over():
            record = match.to_record()
            self.series_matches += 1
            for winner in set(record.get("winners", [])):
                self.series_wins[int(winner)] += 1
            writes.append(rows.RecordSaved(self.code, number, record))
            places: tuple[Place, ...] = tuple((s.seat, s.kind, s.name, s.level)
                                              for s in self.seats)
            writes.append(self.listeners.finished(MatchFinished(
                self.code, number, self.row.variant, places, record)))
        return writes


def _seed_value(seed: str) -> Seed:
    return int(seed) if seed.isdigit() else seed


def _where(seat: int) -> dict[str, Any]:
    """A refusal's params naming a seat: ``seat`` (0-based) and ``place`` (from 1)."""
    return {"seat": seat, "place": seat + 1}
