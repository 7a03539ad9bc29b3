"""The floor under the server's CPU per action: the same traffic with less behind it.

``server_load.py`` measures maumau's server; this measures, in the same run and at the
same pace, two stand-in servers on the same stack (uvicorn with the server's settings,
starlette's WebSocket, uvloop, SQLite in WAL mode, the same collector thresholds), and
maumau's server after them, the three taking turns (``--repeats`` times each).

Every table has three seats (two people and a bot that moves ``--bot-delay-ms`` after
its turn comes) and four WebSockets (the two people and two watchers), as in
``server_load.py``. Each action, a person's or the bot's, is stored (one SQLite insert
in a committed transaction) and each of the four sockets is sent one message, straight
from the handler: no queue and no task per connection, no locks, limits, timers or
table summary.

- **The stand-in** sends a message of ``--message-bytes`` and plays no game: its CPU per
  action is what the stack alone costs for the traffic of an action, which no change to
  maumau's own code can remove.
- **The stand-in with the game** plays classic Mau Mau (standard rules) with maumau's
  engine: a person's action is a random legal one, the bot is ``simple``, and each
  socket gets the ``patch`` the server would build (the view of its seat, or a
  watcher's, from its last log position, diffed against what it was sent, with the
  server's own functions). This is a server that does the I/O and the game and nothing
  else.

Before the servers run, it times the game's part of an action in this process on the
same kind of table (the move or the bot's choice, three views, their JSON and diffs,
four patches), where the caches stay warm: a lower bound of what the game costs.

Run: ``uv run python benchmarks/server_floor.py [--tables 200] [--seconds 20]``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

import orjson
import uvicorn
from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect
from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parent))

from maumau import Match, Ruleset
from maumau.bots.base import make_bot
from maumau.web.tables import delta
from maumau.web.tables import messages
from maumau.web.operations.serve import tune_collector, uvicorn_config
from server_load import (
    BAR_CPU_MS,
    calm_collector,
    cpu_seconds,
    free_port,
    listening,
    load,
    start_server,
)

SEATS, SOCKETS, BOT_SEAT = 3, 4, 2
"""Two people (seats 0 and 1, sockets 0 and 1) and a bot; sockets 2 and 3 watch."""

HEAD = re.compile(r'"state":(\d+),"turn":(\d+)')


# ----------------------------------------------------------------------- the stand-in


class FloorTable:
    """A stand-in's table: its state id, its sockets, and its game if it plays one (with
    what each socket was sent and each seat's log position, as the server keeps them)."""

    def __init__(self, code: str, rules: Ruleset | None) -> None:
        self.code = code
        self.state = 0
        self.sockets: dict[int, WebSocket] = {}
        self.matches = 0
        self.match: Match | None = None
        self.sent: dict[int, delta.Parts] = {}
        self.since: dict[int | None, int] = {}
        if rules is not None:
            self.new_match(rules)

    def new_match(self, rules: Ruleset) -> None:
        self.match = Match(rules, seed=self.matches)
        self.matches += 1
        self.sent = {index: {} for index in range(SOCKETS)}
        self.since = dict.fromkeys((*range(BOT_SEAT), None), 0)

    def turn(self) -> int | None:
        if self.match is None:
            return self.state % SEATS
        return self.match.round.to_move


class FloorGame:
    """The game's part of an action: the move, and the message for each socket."""

    def __init__(self, message_bytes: int) -> None:
        self.rules = Ruleset.create("classic", players=SEATS, preset="standard")
        self.bot = make_bot("simple", "classic")
        self.rng = random.Random(1)
        self.padding = "x" * max(0, message_bytes - 60)

    def move(self, table: FloorTable, seat: int) -> str:
        """Play ``seat``'s move if the table has a game; the action to store."""
        if table.match is None:
            return "K♥"
        game = table.match.round
        if seat == BOT_SEAT:
            chosen = self.bot.choose(game.view(seat),
                                     random.Random(f"{table.code}:{table.state}"))
        else:
            chosen = self.rng.choice(game.legal_actions())
        table.match.apply(chosen)
        return str(chosen)

    def texts(self, table: FloorTable, indexes: Iterable[int]) -> dict[int, str]:
        """The message for each socket: the server's patch if the table has a game."""
        if table.match is None:
            text = (f'{{"v":1,"type":"patch","state":{table.state},"turn":{table.turn()},'
                    f'"pad":"{self.padding}"}}')
            return dict.fromkeys(indexes, text)
        if table.match.round.result is not None:
            table.new_match(self.rules)
        game = table.match.round
        head = f'{{"v":1,"type":"patch","state":{table.state},"turn":{table.turn()},"p":'
        differ = delta.Differ()
        seen: dict[int | None, tuple[delta.Parts, str]] = {}
        texts: dict[int, str] = {}
        for index in indexes:
            seat = index if index < BOT_SEAT else None
            if seat not in seen:
                seen[seat] = delta.view_parts(game.view(seat, since=table.since[seat]))
                table.since[seat] = len(game.log)
            parts, events = seen[seat]
            changed = differ.part(parts, table.sent[index])
            table.sent[index] = parts
            texts[index] = head + messages.patch(table.state, None, changed, events, None,
                                                 None, None) + "}"
        return texts


class FloorServer:
    """Stores each action and tells every socket of its table; with ``game``, it also
    plays the table's game and sends each socket the server's patch."""

    def __init__(self, database: Path, message_bytes: int, bot_delay: float,
                 game: bool) -> None:
        self.tables: dict[str, FloorTable] = {}
        self.bot_delay = bot_delay
        self.game = FloorGame(message_bytes)
        self.rules = self.game.rules if game else None
        self.db = sqlite3.connect(database, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("CREATE TABLE actions (code TEXT, seq INTEGER, action TEXT, "
                        "PRIMARY KEY (code, seq))")
        self.moving: set[asyncio.Task[None]] = set()

    def move(self, table: FloorTable, seat: int) -> None:
        """Play a move of ``seat`` (if there is a game) and store it."""
        action = self.game.move(table, seat)
        self.db.execute("BEGIN")
        self.db.execute("INSERT INTO actions VALUES (?, ?, ?)", (table.code, table.state,
                                                                  action))
        self.db.execute("COMMIT")
        table.state += 1

    async def tell(self, table: FloorTable) -> None:
        for index, text in self.game.texts(table, table.sockets).items():
            with contextlib.suppress(Exception):
                await table.sockets[index].send_text(text)
        if table.turn() == BOT_SEAT:
            asyncio.get_running_loop().call_later(self.bot_delay, self.bot_moves, table,
                                                  table.state)

    def bot_moves(self, table: FloorTable, planned: int) -> None:
        task = asyncio.ensure_future(self.bot_move(table, planned))
        self.moving.add(task)
        task.add_done_callback(self.moving.discard)

    async def bot_move(self, table: FloorTable, planned: int) -> None:
        if table.state == planned:
            self.move(table, BOT_SEAT)
            await self.tell(table)

    async def endpoint(self, websocket: WebSocket) -> None:
        code, index = websocket.path_params["code"], int(websocket.path_params["index"])
        await websocket.accept()
        table = self.tables.setdefault(code, FloorTable(code, self.rules))
        table.sockets[index] = websocket
        with contextlib.suppress(WebSocketDisconnect):
            while True:
                message = orjson.loads(await websocket.receive_text())
                if message["type"] == "start":
                    await self.tell(table)
                elif (index < BOT_SEAT and message["state"] == table.state
                      and table.turn() == index):
                    self.move(table, index)
                    await self.tell(table)


def serve(port: int, database: Path, message_bytes: int, bot_delay: float,
          game: bool) -> None:
    floor = FloorServer(database, message_bytes, bot_delay, game)
    app = Starlette(routes=[WebSocketRoute("/floor/{code}/{index}", floor.endpoint)])
    config = uvicorn_config(app, host="127.0.0.1", port=port)
    tune_collector()
    uvicorn.Server(config).run()


# ----------------------------------------------------------------------- measuring


def game_work(actions: int, seed: int) -> float:
    """Seconds the game's part of ``actions`` actions takes (see the module), warm."""
    game = FloorGame(360)
    game.rng = random.Random(seed)
    table = FloorTable(f"w{seed}", game.rules)
    indexes = range(SOCKETS)
    spent = 0.0
    for _ in range(actions):
        started = time.perf_counter()
        seat = table.turn()
        assert seat is not None  # classic always has a seat to move
        game.move(table, seat)
        table.state += 1
        game.texts(table, indexes)
        spent += time.perf_counter() - started
    return spent


def start_floor(port: int, database: Path, message_bytes: int, bot_delay: float,
                game: bool) -> subprocess.Popen[bytes]:
    command = [sys.executable, __file__, "--serve", str(port), "--database", str(database),
               "--message-bytes", str(message_bytes), "--bot-delay-ms",
               str(bot_delay * 1000), *(["--game"] if game else [])]
    return listening(subprocess.Popen(command), port)


async def floor_load(port: int, tables: int, seconds: float, think: float, seed: int,
                     server_pid: int) -> tuple[int, float]:
    """Play ``tables`` stand-in tables for ``seconds``; the actions and the server's CPU."""
    limit = asyncio.Semaphore(50)

    async def open_socket(code: str, index: int) -> ClientConnection:
        async with limit:
            return await connect(f"ws://127.0.0.1:{port}/floor/{code}/{index}",
                                 max_size=None)

    sockets = await asyncio.gather(*(
        asyncio.gather(*(open_socket(f"t{table}", index) for index in range(SOCKETS)))
        for table in range(tables)))
    calm_collector()
    latest = [0] * tables
    stop_at = time.monotonic() + seconds

    async def follow(table: int, index: int, rng: random.Random) -> None:
        socket_ = sockets[table][index]
        while True:
            text = str(await socket_.recv())
            head = HEAD.search(text)
            assert head is not None, text
            state, turn = int(head.group(1)), int(head.group(2))
            latest[table] = max(latest[table], state)
            if turn == index < BOT_SEAT:
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                await socket_.send(orjson.dumps({"v": 1, "type": "action", "state": state,
                                                 "action": "K♥"}).decode())

    async def run_client(table: int, index: int, rng: random.Random) -> None:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(max(0.01, stop_at - time.monotonic())):
                await follow(table, index, rng)

    rng = random.Random(seed)
    for table in sockets:
        await table[0].send('{"v":1,"type":"start"}')
    before = sum(cpu_seconds(server_pid))
    await asyncio.gather(*(run_client(table, index, random.Random(rng.random()))
                           for table in range(tables) for index in range(SOCKETS)))
    cpu = sum(cpu_seconds(server_pid)) - before
    for table in sockets:
        for socket_ in table:
            await socket_.close()
    return sum(latest), cpu


def floor_run(tables: int, seconds: float, think: float, seed: int, message_bytes: int,
              bot_delay: float, game: bool) -> tuple[float, float]:
    """Actions per second and CPU per action (ms) of a stand-in."""
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        server = start_floor(port, Path(data_dir) / "floor.sqlite", message_bytes,
                             bot_delay, game)
        try:
            actions, cpu = asyncio.run(floor_load(port, tables, seconds, think, seed,
                                                  server.pid))
        finally:
            server.terminate()
            server.wait(timeout=30)
    return actions / seconds, cpu / actions * 1000


def maumau_run(tables: int, seconds: float, think: float, seed: int) -> tuple[float, float]:
    """Actions per second and CPU per action (ms) of maumau's server (``server_load``)."""
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        server = start_server(port, data_dir)
        try:
            figures, actions, elapsed, _ = asyncio.run(load(port, tables, seconds, think,
                                                            seed, server.pid))
        finally:
            server.terminate()
            server.wait(timeout=30)
    return actions / elapsed, figures.server_cpu / actions * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think-ms", type=float, default=400.0)
    parser.add_argument("--bot-delay-ms", type=float, default=300.0,
                        help="the bot's pause, as server_load.py's tables have it")
    parser.add_argument("--message-bytes", type=int, default=360,
                        help="the stand-in's messages (server_load.py's average ~360)")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--serve", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--database", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--game", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve is not None:
        serve(options.serve, Path(options.database), options.message_bytes,
              options.bot_delay_ms / 1000, options.game)
        return
    if not 1 <= options.tables <= 2000 or not 1 <= options.seconds <= 600:
        raise SystemExit("--tables must be 1..2000 and --seconds 1..600")
    think, bot_delay = options.think_ms / 1000, options.bot_delay_ms / 1000
    game_work(1_000, options.seed)  # warm up
    warm = min(game_work(20_000, options.seed) for _ in range(3)) / 20_000 * 1000
    print(f"the game's part of an action, warm, in this process: {warm:.3f} ms")
    print(f"{options.tables} tables, {options.seconds:.0f} s a run, the three servers taking "
          "turns; CPU per action (actions per second)")
    print(f"{'run':<5}{'stand-in':>20}{'stand-in with the game':>26}{'maumau':>20}")
    runs: list[tuple[float, float, float]] = []
    for repeat in range(1, options.repeats + 1):
        measured = [floor_run(options.tables, options.seconds, think, options.seed,
                              options.message_bytes, bot_delay, game)
                    for game in (False, True)]
        measured.append(maumau_run(options.tables, options.seconds, think, options.seed))
        runs.append((measured[0][1], measured[1][1], measured[2][1]))
        print(f"{repeat:<5}" + "".join(
            f"{cpu:>{width - 9}.3f} ms ({rate:,.0f})"
            for width, (rate, cpu) in zip((20, 26, 20), measured, strict=True)))
    floor_ms, game_ms, server_ms = (statistics.median(run[i] for run in runs)
                                    for i in range(3))
    print(f"median CPU per action: stand-in {floor_ms:.3f} ms, with the game {game_ms:.3f} ms,"
          f" maumau {server_ms:.3f} ms")
    print(f"  the game inside a server: {game_ms - floor_ms:.3f} ms "
          f"({(game_ms - floor_ms) / warm:.1f}x its warm cost)")
    print(f"  maumau's server besides the I/O and the game: {server_ms - game_ms:.3f} ms")
    print(f"  the bar of {BAR_CPU_MS} ms leaves {BAR_CPU_MS - game_ms:.3f} ms beyond the "
          "stand-in with the game for everything else a server does")


if __name__ == "__main__":
    main()
