"""One table on this device, answered without a server: the facade the browser's Web
Worker calls in Pyodide (docs/offline.md).

The session is the server's own table code wired to the page instead of sockets and a
database: :class:`~maumau.web.tables.table.Table`, the command table
(:class:`~maumau.web.tables.commands.Commands`), the seating, the broadcaster and the bots'
moves (:class:`~maumau.web.tables.automatic.AutomaticMoves`), so a page gets the very
messages a server sends (docs/protocol.md). Each change is handed to ``store`` as a JSON
entry (:mod:`maumau.web.offline.journal`) before any message that shows it; :meth:`resume`
rebuilds the table from those entries as a server rebuilds a stored table. The HTTP API's
read-only answers the pages ask for (games, options, rules, catalogues, records) come from
the functions the server's routes call.

It imports nothing but the standard library and maumau (no database, web framework or
orjson), and runs on the event loop it is called from: asyncio, or Pyodide's, where bots
decide on the loop itself (a Web Worker has no threads) and the hard bot's search stops
after ``think_limit_s``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Callable
from importlib.metadata import PackageNotFoundError, version
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from maumau import i18n
from maumau.bots.base import Bot, make_bot
from maumau.bots.hard import make_hard
from maumau.bots.knowledge import search_of
from maumau.core.actions import Action
from maumau.web import catalog
from maumau.web.config import PROTOCOL_VERSION, Limits, Settings, TableDefaults
from maumau.web.errors import ApiError, ProtocolError
from maumau.web.guard import requests
from maumau.web.offline.journal import MADE, Journal
from maumau.web.pages import replay
from maumau.web.pages.reasons import spoken
from maumau.web.storage import rows
from maumau.web.tables import messages, talk
from maumau.web.tables.automatic import AutomaticMoves
from maumau.web.tables.autoplay import Deadlines
from maumau.web.tables.broadcast import Broadcaster
from maumau.web.tables.commands import Commands
from maumau.web.tables.connection import Connection
from maumau.web.tables.events import Listeners, Write
from maumau.web.tables.seating import Seating
from maumau.web.tables.table import Table

__all__ = [
    "OFFLINE_DATABASE",
    "OfflineSession",
]

OFFLINE_DATABASE = "offline:"
"""The settings' database address: none (the page keeps the entries)."""

Send = Callable[[str, str], None]
Keep = Callable[[str], None]


class OfflineSession:
    """A table of one device: a person (or several passing it, the ``local`` seats of
    pass-and-play) against bots, answered as the server answers.

    ``send(token, text)``: one server message for the page connected as ``token``
    (:meth:`connect`); ``store(text)``: one entry for the device to keep, called before any
    ``send`` that shows its effect. ``think_limit_s``: the hard bot stops searching after
    this long (the browser; None: as the server, the game's playouts within its safety
    net). ``allow_seeds``: a new table may name its first match's seed (tests), as a server
    started with ``MAUMAU_ALLOW_SEEDS=1``."""

    def __init__(self, send: Send, store: Keep, *, think_limit_s: float | None = None,
                 allow_seeds: bool = False) -> None:
        self._send = send
        self._store = store
        self.think_limit_s = think_limit_s
        self.settings = Settings(OFFLINE_DATABASE,
                                 table_defaults=TableDefaults(allow_seeds=allow_seeds),
                                 limits=Limits(enabled=False), features=())
        self.home = _Home(self.settings)
        self.journal = Journal()
        deadlines = Deadlines()
        keeper = _Keeper(self)
        self.broadcaster = Broadcaster(self.home, deadlines)
        self.automatic = AutomaticMoves(self.home, keeper, self.broadcaster, deadlines,
                                        _on_the_loop, self._bot)
        self.planner = self.automatic.planner
        self.home.loaded.append(self.planner.adopt)
        self.home.forgotten.append(self.planner.forget)
        self.seating = Seating(self.home, self.broadcaster, self.planner)
        self.commands = Commands(self.home, keeper, self.broadcaster, self.planner,
                                 self.seating, _Unlimited())
        self.code: str | None = None
        self.pages: dict[str, _Page] = {}
        self._leaving: set[asyncio.Future[None]] = set()

    @property
    def table(self) -> Table | None:
        return self.home.tables.get(self.code) if self.code is not None else None

    # ----------------------------------------------------------------- the table

    async def create(self, body: str, lang: str | None = None) -> str:
        """A new table from the body ``POST /api/tables`` takes (``lang``: its query's);
        the answer's body (code, token, seat, the ``local`` seats' tokens), or a refusal
        ``{"status", "body"}`` as the HTTP API answers it. A session holds one table: a
        new one replaces the last."""
        try:
            plan = requests.read_create(_json_body(body), self.settings.table_defaults, lang)
        except ApiError as problem:
            return _refusal(problem, lang)
        table, writes, token, seated = Table.made(plan, Listeners())
        host_seat, code = table.host_seat, table.code
        local = [{"seat": seat, "token": seat_token} for seat, seat_token in seated]
        made: dict[str, Any] = {"code": code, "invite_url": f"/t/{code}",
                                "token": token, "seat": host_seat}
        if local:
            made["local"] = local
        self._forget()
        self.journal = Journal()
        for change in writes:
            assert isinstance(change, rows.Change)
            self._keep(change.to_dict())
        self._keep({"kind": MADE, "answer": made, "first_seed": plan.seed})
        self._place(table)
        self.planner.seat_left(table, host_seat)
        for seat, _ in seated:
            self.planner.seat_left(table, seat)
        return messages.dumps(made)

    async def resume(self, entries: list[str]) -> str:
        """The table the device kept, rebuilt from its entries (in the order ``store``
        got them) where it was: the same match, round, hands and turn; the answer
        :meth:`create` gave, or a refusal ``{"status", "body"}``."""
        journal = Journal()
        try:
            for text in entries:
                entry = json.loads(text)
                if not isinstance(entry, dict):
                    raise ValueError("an entry is not a JSON object")
                journal.add(entry)
            stored = journal.stored
            if stored is None or "answer" not in journal.made:
                raise ValueError("the entries hold no table")
            table = Table.rebuild(stored, Listeners())
        except Exception as problem:  # whatever the kept entries are, the answer is one
            return _refusal(ApiError(409, "table_broken", "the table kept on this device "
                                     f"cannot be restored ({type(problem).__name__}: "
                                     f"{problem})"), None)
        if table.match is None:
            table.first_seed = journal.made.get("first_seed")
        table.series_matches, table.series_wins = journal.series()
        self._forget()
        self.journal = journal
        self._place(table)
        for tell in self.home.loaded:
            tell(table, set())
        return messages.dumps(journal.made["answer"])

    def _place(self, table: Table) -> None:
        self.code = table.code
        self.home.tables[table.code] = table
        self.home.connections[table.code] = set()
        self.home.locks[table.code] = asyncio.Lock()

    def _forget(self) -> None:
        """The session's table leaves (another takes its place)."""
        code = self.code
        if code is None:
            return
        for page in self.home.connections.get(code, set()):
            page.close()
        for forget in self.home.forgotten:
            forget(code)
        self.home.tables.pop(code, None)
        self.home.connections.pop(code, None)
        self.home.locks.pop(code, None)
        self.code = None

    def _keep(self, entry: dict[str, Any]) -> None:
        """Hand one entry to the device, then fold it in."""
        self._store(messages.dumps(entry))
        self.journal.add(entry)

    async def _kept(self, table: Table, writes: list[Write]) -> None:
        """A change the table made: its entries kept before anybody is told. One the device
        cannot keep is undone (the table rebuilt from what it kept) and refused."""
        table.version += 1
        try:
            for write in writes:
                if isinstance(write, rows.Change):
                    self._keep(write.to_dict())
        except Exception:
            stored = self.journal.stored
            if stored is not None and table.code == self.code:
                rebuilt = Table.rebuild(stored, Listeners())
                rebuilt.series_matches, rebuilt.series_wins = self.journal.series()
                rebuilt.away, rebuilt.version = table.away, table.version + 1
                rebuilt.wishes = table.wishes
                for forget in self.home.forgotten:
                    forget(table.code)
                self.home.tables[table.code] = rebuilt
                connected = {page.seat for page in self.home.connections[table.code]
                             if page.seat is not None}
                for tell in self.home.loaded:
                    tell(rebuilt, connected)
            raise ProtocolError("server_error", "the change could not be stored",
                                why="store_failed") from None

    # ----------------------------------------------------------------- the socket

    def connect(self, token: str) -> None:
        """The page known as ``token`` opened its "socket" to the table."""
        old = self.pages.pop(token, None)
        if old is not None:
            self._leave(old)
        self.pages[token] = _Page(self.code or "", token, self._send)

    async def receive(self, token: str, text: str) -> None:
        """A message of the page ``token`` (connected first if it was not)."""
        page = self.pages.get(token)
        if page is None or page.ended:
            self.connect(token)
            page = self.pages[token]
        await self.commands.receive(page, text)

    def disconnect(self, token: str) -> None:
        """The page ``token`` closed its "socket": it leaves its seat (the seat's away
        timer starts), on the running loop."""
        page = self.pages.pop(token, None)
        if page is not None:
            self._leave(page)

    def _leave(self, page: _Page) -> None:
        page.close()
        leaving = asyncio.ensure_future(self.seating.disconnect(page))
        self._leaving.add(leaving)
        leaving.add_done_callback(self._leaving.discard)

    # ----------------------------------------------------------------- the HTTP API

    def record(self, number: int) -> str:
        """Match ``number``'s record as ``GET /api/tables/{code}/matches/{number}/record``
        answers it (the body), or a refusal ``{"status", "body"}``."""
        try:
            return _text(self._record(number))
        except ApiError as problem:
            return _refusal(problem, None)

    def _record(self, number: int) -> dict[str, Any]:
        table = self.table
        if table is None:
            raise ApiError(404, "unknown_table", "there is no table here")
        if not 1 <= number <= table.match_number:
            raise ApiError(404, "unknown_match", f"table {table.code} has no match {number}")
        found = self.journal.records.get(number)
        if found is None:
            raise ApiError(409, "match_not_over", f"match {number} is not over yet")
        return found

    def get(self, path: str) -> str:
        """The answer ``{"status", "body"}`` of a read-only ``GET`` of the HTTP API
        (``path`` with its query): the games, a game's options, the rules in words, the
        catalogues, the table's summary, a finished match's record and replay."""
        parts = urlsplit(path)
        query = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        lang = query.get("lang")
        try:
            return _answer(self._get(parts.path, query))
        except ApiError as problem:
            return _refusal(problem, lang)

    async def post(self, path: str, body: str) -> str:
        """The answer ``{"status", "body"}`` of a ``POST`` the pages make: ``/api/rules``
        (the rules in words of a ruleset) and ``/api/tables`` (:meth:`create`)."""
        parts = urlsplit(path)
        query = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        lang = query.get("lang")
        if parts.path == "/api/tables":
            made = await self.create(body, lang)
            answer = json.loads(made)
            return made if set(answer) == {"status", "body"} else _answer(answer, 201)
        try:
            if parts.path != "/api/rules":
                raise ApiError(404, "not_found", "Not Found")
            data = _json_body(body)
            if not isinstance(data, dict):
                raise ApiError(422, "bad_request", "the body must be a JSON object")
            return _answer(catalog.rules(data.get("variant"), data.get("preset"),
                                         data.get("players"), data.get("options"),
                                         i18n.language(lang or data.get("lang"))))
        except ApiError as problem:
            return _refusal(problem, lang)

    def _get(self, path: str, query: dict[str, str]) -> Any:
        lang = i18n.language(query.get("lang"))
        steps = [unquote(step) for step in path.strip("/").split("/")]
        if steps == ["api", "version"]:
            return {"protocol": PROTOCOL_VERSION, "app": _app_version()}
        if len(steps) == 3 and steps[:2] == ["api", "i18n"]:
            chosen = i18n.language(steps[2])
            return {"lang": chosen, "messages": dict(i18n.messages(chosen))}
        if steps == ["api", "variants"]:
            return {"variants": catalog.variants(lang)}
        if len(steps) == 4 and steps[:2] == ["api", "variants"] and steps[3] == "options":
            return catalog.variant_options(steps[2], query.get("preset"),
                                           _whole(query, "players"), lang)
        if steps == ["api", "rules"]:
            try:
                chosen = json.loads(query["options"]) if query.get("options") else {}
            except json.JSONDecodeError:
                raise ApiError(422, "bad_option", "'options' must be a JSON object") from None
            return catalog.rules(query.get("variant"), query.get("preset"),
                                 _whole(query, "players"), chosen, lang)
        if len(steps) >= 3 and steps[:2] == ["api", "tables"]:
            return self._table_get(steps[2], steps[3:], query)
        raise ApiError(404, "not_found", "Not Found")

    def _table_get(self, code: str, rest: list[str], query: dict[str, str]) -> Any:
        table = self.table
        if table is None or table.code != code:
            raise ApiError(404, "unknown_table", f"there is no table {code!r}")
        if not rest:
            return self.broadcaster.summary(table)
        if len(rest) == 3 and rest[0] == "matches" and rest[2] in ("record", "replay"):
            number = _whole({"match": rest[1]}, "match", where="path")
            assert number is not None
            record = self._record(number)
            if rest[2] == "record":
                return record
            seat = _whole(query, "seat")
            shown = bool(_whole(query, "open") or 0)
            return {"frames": replay.frames(record, seat, shown)}
        raise ApiError(404, "not_found", "Not Found")

    # ----------------------------------------------------------------- bots

    def _bot(self, level: str, variant: str) -> Bot:
        """A bot of ``level``; the hard one stops searching after ``think_limit_s``."""
        if level == "hard" and self.think_limit_s is not None:
            return make_hard(variant, budget_ms=self.think_limit_s * 1000.0,
                             iterations=search_of(variant).iterations)
        return make_bot(level, variant)

    async def settle(self) -> None:
        """Wait until the pages' leaving is done (tests)."""
        while self._leaving:
            await asyncio.gather(*self._leaving)


class _Page(Connection):
    """A page of this device at the table: what it is sent goes to it at once."""

    def __init__(self, code: str, token: str, deliver: Send) -> None:
        super().__init__(code)
        self.token = token
        self._deliver = deliver

    def send(self, text: str) -> None:
        if not self.ended:
            self._deliver(self.token, text)

    def close(self) -> None:
        self.ended = True


class _Home:
    """The session's one table, as the table's parts ask for it
    (:class:`~maumau.web.tables.home.Home`)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, set[Connection]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.loaded: list[Callable[[Table, set[int]], None]] = []
        self.forgotten: list[Callable[[str], None]] = []
        self.talk: dict[str, list[dict[str, Any]]] = {}
        """Each table's talk, in memory only (reactions at one device)."""

    @contextlib.asynccontextmanager
    async def owned(self, code: str) -> AsyncIterator[Table]:
        lock = self.locks.get(code)
        if lock is None:
            raise _unknown(code)
        async with lock:
            table = self.tables.get(code)
            if table is None:
                raise _unknown(code)
            yield table

    async def still_open(self, code: str) -> None:
        if code not in self.tables:
            raise _unknown(code)

    def touch(self, code: str) -> None:
        """Nothing to note: the device keeps no idle times."""

    async def recent_talk(self, code: str) -> list[dict[str, Any]]:
        return list(self.talk.get(code, [])[-talk.RECENT:])

    async def store_talk(self, code: str, seat: int, name: str | None, kind: str,
                         body: str) -> dict[str, Any]:
        said = self.talk.setdefault(code, [])
        entry = talk.entry(len(said) + 1, time.time(), seat, name, kind, body)
        said.append(entry)
        return entry

    def unreachable(self, failure: BaseException, kind: str, code: str
                    ) -> ProtocolError | None:
        """Nothing here is kept anywhere that could be unreachable."""
        return None


class _Keeper:
    """The session's :class:`~maumau.web.tables.home.Store`: entries for the device."""

    def __init__(self, session: OfflineSession) -> None:
        self.session = session

    async def commit(self, table: Table, writes: list[Write], http: bool = False) -> None:
        await self.session._kept(table, writes)


class _Unlimited:
    """No rate at one device (:class:`~maumau.web.tables.home.TalkGuard`)."""

    def allow_talk(self, code: str, seat: int) -> bool:
        return True

    def rate(self, kind: str) -> str:
        return ""


async def _on_the_loop(decide: Callable[[], Action]) -> Action:
    """A bot decides on the event loop (the browser's Python has no threads)."""
    return decide()


def _unknown(code: str) -> ProtocolError:
    return ProtocolError("unknown_table", f"there is no table {code!r}", why="unknown_table",
                         params={"code": code})


def _json_body(body: str) -> Any:
    try:
        return json.loads(body)
    except json.JSONDecodeError as problem:
        raise ApiError(400, "malformed", f"the body is not JSON ({problem})") from None


def _whole(query: dict[str, str], name: str, where: str = "query") -> int | None:
    """A whole number of the query, refused as the web framework refuses it."""
    value = query.get(name)
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        raise ApiError(422, "bad_request", f"{where}.{name}: Input should be a valid "
                       "integer, unable to parse string as an integer",
                       {"reason": {"code": "bad_value", "params": {"field": name}}}) from None


def _text(body: Any) -> str:
    """A JSON body as the web framework writes it."""
    return json.dumps(body, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _answer(body: Any, status: int = 200) -> str:
    return _text({"status": status, "body": body})


def _refusal(problem: ApiError, lang: str | None) -> str:
    """A refusal as the HTTP API answers it, its ``message`` in ``lang``."""
    said = spoken(problem, i18n.language(lang))
    return _answer({**said.params, "detail": said.detail, "code": said.code}, said.status)


def _app_version() -> str:
    try:
        return version("maumau")
    except PackageNotFoundError:
        return "0"

