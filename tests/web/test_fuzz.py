"""A seeded protocol fuzz test: thousands of malformed, oversized, illegal,
out-of-turn, stale and unauthorised messages across the four games, each answered with
the right error code, nothing else sent to anybody and nothing changed at the table. Legal
moves in between carry the match through its phases, and every ``state`` each seat and
the spectator received is checked against the engine for hidden cards."""

from __future__ import annotations

import dataclasses
import json
import random
import secrets
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from maumau.core.round import Round
from maumau.web.config import Limits, Settings
from maumau.web.operations.app import create_app
from maumau.web.tables import delta, window
from maumau.web.tables.table import Table
from tests.web.hidden import check_messages

Socket = WebSocketTestSession
GAMES = ("classic", "tabaluga", "emojical", "heuldoch")
PER_GAME = 1300
"""Refused messages per game: 5,200 a run."""
SEED = 16
COUNTS: Counter[str] = Counter()


@pytest.fixture
def client(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    dealer = random.Random(SEED)
    monkeypatch.setattr(secrets, "randbits", dealer.getrandbits)  # the deals: seeded
    settings = dataclasses.replace(Settings.resolve(None, tmp_path),
                                   limits=Limits(enabled=False))
    with TestClient(create_app(settings)) as test_client:
        yield test_client


class Seat:
    """One connection and every message it got."""

    def __init__(self, socket: Socket, seat: int | None, host: bool) -> None:
        self.socket = socket
        self.seat = seat
        self.host = host
        self.received: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None
        self.pings = 0

    def send(self, text: str) -> None:
        self.socket.send_text(text)

    def receive(self) -> dict[str, Any]:
        """The next message; a ``patch`` comes back as the whole ``state`` it makes."""
        message: dict[str, Any] = self.socket.receive_json()
        if message["type"] == "patch":
            assert self.state is not None, "a patch before any state"
            message = delta.apply(self.state, message)
        if message["type"] == "state":
            self.state = message
        self.received.append(message)
        return message

    def settle(self, quiet: bool) -> None:
        """Ping and read to the pong; with ``quiet`` nothing else may come first."""
        self.pings += 1
        mark = f"settle-{self.pings}"
        self.send(json.dumps({"v": 1, "type": "ping", "id": mark}))
        while True:
            message = self.receive()
            if message == {"v": 1, "type": "pong", "ref": mark}:
                return
            assert not quiet, f"seat {self.seat} got {message} after a refused message"


def message(kind: str, **fields: Any) -> str:
    return json.dumps({"v": 1, "type": kind, **fields})


def snapshot(table: Table) -> Any:
    match = table.match
    views = None
    if match is not None:
        views = [match.round.view(seat).to_dict() for seat in (None, *range(table.row.players))]
    return (table.state, table.seq, table.version, table.status, table.match_number,
            [(s.kind, s.name, s.level) for s in table.seats], len(table.tokens), views)


Fuzz = Callable[[random.Random, Table, list[Seat]], tuple[Seat, str, str]]
"""A generator: (who sends, the text, the error code it must get)."""


def _any(seats: list[Seat], rng: random.Random) -> Seat:
    return rng.choice(seats)


def garbage(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    texts = ["", "nul", "{", "}", "[1,2]", '"text"', "42", "{'v': 1}", '{"v":1,"type":"ping",}',
             '{"v":1,"type":"ping","id":"\\ud800"}', '{"v":1,"type":"ping","id":"\\udfff"}',
             '{"v":1,"type":"ping","x":' + "[" * rng.randint(1100, 5000),
             '{"v":1,"type":"ping","x":' + "{\"a\":" * rng.randint(1100, 3000),
             "".join(rng.choice("{}[]\":,1ae\\ ") for _ in range(rng.randint(1, 60)))]
    text = rng.choice(texts)
    try:
        parsed = json.loads(text)
    except (ValueError, RecursionError):
        parsed = None
    if isinstance(parsed, dict):  # a random text that happens to be an object
        text = "[" + text + "]"
    return _any(seats, rng), text, "malformed"


def mistyped(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    wrong: list[Any] = [None, True, "1", 1.5, [], {}, [1], "x" * 5]
    kind, fields = rng.choice([
        ("action", {"state": rng.choice(wrong), "action": "pass"}),
        ("action", {"state": table.state, "action": rng.choice([1, None, True, [], {}])}),
        ("add_bot", {"seat": rng.choice(wrong), "level": "simple"}),
        ("add_bot", {"seat": 0, "level": rng.choice([1, None, [], {}])}),
        ("remove_bot", {"seat": rng.choice(wrong)}),
        ("ping", {"id": rng.choice([[1], {}, True, False])}),
        ("hello", {"token": rng.choice([1, [], {}, True])}),
        ("hello", {"lang": rng.choice(["fr", 1, "", "DE"])}),
    ])
    data = {"v": 1, "type": kind, **fields}
    if rng.random() < 0.2:
        data.pop("v")
    elif rng.random() < 0.2:
        data["type"] = rng.choice([None, 1, [], {"a": 1}])
    return _any(seats, rng), json.dumps(data), "malformed"


def oversized(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    pad = rng.choice(["x", "é", "€", "😀"])
    size = 16_385 // len(pad.encode()) + rng.randint(1, 500)
    return _any(seats, rng), message("ping", pad=pad * size), "too_large"


def version(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    wanted = rng.choice([0, 2, -1, 1.5, "1", "v1", 99])
    return _any(seats, rng), json.dumps({"v": wanted, "type": "ping"}), "unsupported_version"


def unknown(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    kind = rng.choice(["shuffle", "cheat", "Action", "", "PING", "hello ", "state", "error"])
    return _any(seats, rng), message(kind), "unknown_type"


def not_host(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    guest = rng.choice([s for s in seats if not s.host])
    commands: list[tuple[str, dict[str, Any]]] = [("start", {}), ("next_round", {}),
                                                  ("new_match", {}),
                               ("add_bot", {"seat": 1, "level": "simple"}),
                                                  ("remove_bot", {"seat": 1})]
    kind, fields = rng.choice(commands)
    return guest, message(kind, **fields), "not_host"


def bad_request(rng: random.Random, table: Table, seats: list[Seat]
                ) -> tuple[Seat, str, str]:
    host = next(s for s in seats if s.host)
    seat = rng.randrange(table.row.players)
    choices: list[tuple[str, dict[str, Any]]] = [
               ("add_bot", {"seat": seat, "level": "simple"}),
               ("add_bot", {"seat": rng.choice([-1, 99]), "level": "simple"}),
               ("add_bot", {"seat": 0, "level": "genius"}),
               ("remove_bot", {"seat": seat}),
               ("start", {})]
    if table.status != "round_over":
        choices.append(("next_round", {}))
    if table.status != "match_over":
        choices.append(("new_match", {}))
    kind, fields = rng.choice(choices)
    return host, message(kind, **fields), "bad_request"


def spectator_plays(rng: random.Random, table: Table, seats: list[Seat]
                    ) -> tuple[Seat, str, str]:
    watcher = next(s for s in seats if s.seat is None)
    return watcher, message("action", state=table.state, action="pass"), "not_seated"


def _may_act(table: Table, seat: int) -> bool:
    """Whether ``seat`` may act now: the seat to move, or in a throw-in window every seat
    holding an identical card [D-29]."""
    if table.status != "playing" or table.match is None:
        return False
    game = table.match.round
    if game.phase == window.THROW_IN:
        return bool(window.choices(game, seat))
    return game.to_move == seat


def out_of_turn(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    seat = rng.choice([s for s in seats if s.seat is not None and not _may_act(table, s.seat)])
    action = rng.choice(["pass", "draw", "7H", "xx"])
    return seat, message("action", state=table.state, action=action), "not_your_turn"


def _mover(table: Table, seats: list[Seat]) -> Seat | None:
    if table.status != "playing" or table.match is None:
        return None
    return next((s for s in seats if s.seat is not None and _may_act(table, s.seat)), None)


def stale(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    mover = _mover(table, seats)
    if mover is None:
        return out_of_turn(rng, table, seats)
    old = table.state + rng.choice([-3, -2, -1, 1, 2, 1000])
    legal = [str(a) for a in _round_of(table, mover).legal_actions()]
    return mover, message("action", state=old, action=rng.choice(legal)), "stale_state"


def _round_of(table: Table, mover: Seat) -> Round:
    """The round as ``mover`` acts on it (in a window: as the window asks it)."""
    assert table.match is not None and mover.seat is not None
    game = table.match.round
    return window.asked_round(game, mover.seat) or game


def illegal(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    mover = _mover(table, seats)
    if mover is None:
        return out_of_turn(rng, table, seats)
    game = _round_of(table, mover)
    legal = set(game.legal_actions())
    candidates = ["", " ", "play", "play ZZ", "7X", "draw 99", "wish", "pass pass", "ü",
                  "AH", "7H", "QS", "KC", "JD", "10H", "pass", "draw", "mau", "/D", "/H",
                  "bS", "gR", "g+4", "r5", ">0", ">1", "<2", "o5>0", "r1/down", "k6/down",
                  "b3>2", "7H!", "\x00", "draw draw"]
    candidates += ["".join(rng.choice("ACDHJKQSX0123456789 /<>+!bgr") for _ in
                           range(rng.randint(1, 8)))]

    def refused_by_engine(text: str) -> bool:
        try:
            return game.parse_action(text) not in legal
        except Exception:
            return True

    refused = [c for c in candidates if refused_by_engine(c)
               and not (game.phase == window.THROW_IN and c.strip() == "pass")]
    return mover, message("action", state=table.state, action=rng.choice(refused)), \
        "illegal_action"


def stranger(rng: random.Random, table: Table, seats: list[Seat]) -> tuple[Seat, str, str]:
    """The last connection never said a good ``hello``."""
    if rng.random() < 0.5:
        token = rng.choice(["forged", "", "x" * 32, "' or 1=1 --"])
        return seats[-1], message("hello", token=token), "bad_token"
    kind, fields = rng.choice([("ping", {}), ("start", {}), ("action", {"state": 0,
                                                                        "action": "draw"})])
    return seats[-1], message(kind, **fields), "hello_first"


FUZZERS: list[Fuzz] = [garbage, mistyped, oversized, version, unknown, not_host, bad_request,
                       spectator_plays, out_of_turn, stale, illegal, stranger]


def advance(rng: random.Random, table: Table, seats: list[Seat]) -> None:
    """One legal step: the mover plays, or the host deals the next round."""
    actor = next(s for s in seats if s.host)
    if table.status == "round_over":
        actor.send(message("next_round"))
    elif table.status == "playing" and table.match is not None:
        mover = _mover(table, seats)
        if mover is None:  # a throw-in window nobody here can use: only its time ends it
            return
        actor = mover
        legal = [str(a) for a in _round_of(table, mover).legal_actions()
                 if str(a) != "pass"]
        actor.send(message("action", state=table.state, action=rng.choice(legal)))
    else:
        return
    actor.settle(quiet=False)  # its messages are handled in order: the change is told
    for seat in seats:
        seat.settle(quiet=False)


@pytest.mark.parametrize("variant", GAMES)
def test_fuzzed_messages_are_refused_and_change_nothing(client: TestClient,
                                                       variant: str) -> None:
    rng = random.Random(f"{SEED}-{variant}")
    created = client.post("/api/tables", json={
        "variant": variant, "preset": "standard", "players": 3, "name": "Anna",
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}],
        "away_seconds": 3600, "throw_in_seconds": 120,
        # windows only where somebody holds a copy, so that the walk always has a thrower
        # to move on with (the window itself is fuzzed all the same) [D-15]
        **({"options": {"open_windows": False}} if variant == "emojical" else {})}).json()
    code = created["code"]
    tokens = [created["token"]] + [
        client.post(f"/api/tables/{code}/join", json={"name": name, "seat": seat}).json()[
            "token"] for seat, name in ((1, "Ben"), (2, "Cleo"))]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/{code}") as s0, \
            client.websocket_connect(f"/ws/{code}") as s1, \
            client.websocket_connect(f"/ws/{code}") as s2, \
            client.websocket_connect(f"/ws/{code}") as watcher, \
            client.websocket_connect(f"/ws/{code}") as unknown_socket:
        seats = [Seat(s0, 0, True), Seat(s1, 1, False), Seat(s2, 2, False),
                 Seat(watcher, None, False)]
        alien = Seat(unknown_socket, None, False)
        for seat, token in zip(seats, [*tokens, None], strict=True):
            seat.send(message("hello", token=token, lang="en"))
            assert seat.receive()["type"] == "welcome"
        for seat in seats:
            seat.settle(quiet=False)
        seats[0].send(message("start"))
        seats[0].settle(quiet=False)
        for seat in seats:
            seat.settle(quiet=False)
        table: Table = hub.tables[code]
        first_state = table.state
        refused = 0
        while refused < PER_GAME:
            if rng.random() < 0.15 and table.status != "match_over":
                advance(rng, table, seats)
                continue
            fuzz = rng.choice(FUZZERS)
            sender, text, expected = fuzz(rng, table, [*seats, alien] if fuzz is stranger
                                          else seats)
            before = snapshot(table)
            if rng.random() < 0.05:
                sender.socket.send_bytes(text.encode("utf-8", "surrogatepass"))
                expected = "malformed"
            else:
                sender.send(text)
            answer = sender.receive()
            assert answer["type"] == "error" and answer["code"] == expected, (
                f"{text[:120]!r} from seat {sender.seat}: {answer}")
            assert isinstance(answer["message"], str) and answer["message"]
            assert snapshot(table) == before, f"{text[:120]!r} changed the table"
            refused += 1
            COUNTS[expected] += 1
            if refused % 50 == 0:
                for seat in seats:
                    seat.settle(quiet=True)
        for seat in seats:
            seat.settle(quiet=True)
    record = table.match.to_record() if table.match is not None else None
    assert record is not None
    for seat in seats:
        assert check_messages(seat.received, record, seat.seat, first_state) > 5
    print(f"\n{variant}: {refused} refused messages; so far by code: {dict(COUNTS)}")


HTTP_REQUESTS = 2000
"""Fuzzed HTTP requests a run: with the WebSocket messages above, over 7,000 in all."""
_HOSTILE: list[Any] = [None, True, -1, 0, 2**63, -(2**63) - 1, 10**40, 1.5e308, "", " ",
                       "\u202e", "\x1b]0;pwned\x07", "x" * 300, [], {}, [[[[]]]], {"a": {}},
                       "classic", "Anna", "' or 1=1 --", "../../etc/passwd", "%00"]
_FIELDS = ("name", "email", "message", "device", "os", "game", "lang", "variant", "players",
           "preset", "options", "seats", "seat", "code", "token", "format", "version",
           "ruleset", "away_seconds", "throw_in_seconds", "bot_delay_ms", "seed", "before")


def _hostile_value(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if roll < 0.1 and depth < 3:
        return {rng.choice(_FIELDS): _hostile_value(rng, depth + 1)
                for _ in range(rng.randint(0, 4))}
    if roll < 0.15 and depth < 3:
        return [_hostile_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return rng.choice(_HOSTILE)


def _fuzzed_body(rng: random.Random) -> bytes:
    roll = rng.random()
    if roll < 0.1:
        depth = rng.randint(900, 1100)
        return ("[" * depth + "]" * depth).encode()
    if roll < 0.2:
        return b'{"name":"\\ud800","message":"\\udfff long enough"}'
    if roll < 0.3:
        return bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 64)))
    if roll < 0.35:
        return b'{"name":"' + b"x" * rng.randint(16_000, 40_000) + b'"}'
    body = {rng.choice(_FIELDS): _hostile_value(rng) for _ in range(rng.randint(0, 6))}
    return json.dumps(body).encode()


def _fuzzed_query(rng: random.Random, names: list[str]) -> dict[str, str]:
    values = ["9223372036854775808", "-1", "0", "[" * 1000, '{"a":' * 300, "x" * 2000,
              '{"x":"\\ud800"}', "%ED%A0%80", "en", "classic", "null", "1e999"]
    return {name: rng.choice(values) for name in names if rng.random() < 0.7}


def test_fuzzed_http_requests_never_answer_5xx(client: TestClient) -> None:
    """Seeded random requests to every route (the routes the app registers, with real and
    made-up path values, hostile query strings and bodies): every answer is below 500 and
    every refusal of the API carries a code."""
    from fastapi.routing import APIRoute

    rng = random.Random(f"{SEED}-http")
    made = client.post("/api/tables", json={"variant": "classic", "players": 2,
                                            "name": "Anna"}).json()
    secret = client.post("/api/profiles", json={"name": "Anna"}).json()["secret"]
    routes = [route for route in client.app.routes  # type: ignore[attr-defined]
              if isinstance(route, APIRoute)]
    statuses: Counter[int] = Counter()
    for number in range(HTTP_REQUESTS):
        route = rng.choice(routes)
        method = rng.choice(sorted((route.methods or set()) - {"HEAD"}))
        params = {name: rng.choice([made["code"], "1", "9223372036854775808", "%ED%A0%80",
                                    "x" * 300, "-5", "classic", "de"])
                  for name in route.param_convertors}
        path = route.path_format.format(**params)
        query = _fuzzed_query(rng, [param.name for param in route.dependant.query_params])
        headers = {"Authorization": rng.choice([f"Bearer {secret}", "Bearer forged", "Basic x",
                                                "Bearer "]),
                   "Content-Type": "application/json"}
        body = _fuzzed_body(rng) if method != "GET" else None
        answer = client.request(method, path, params=query, content=body, headers=headers)
        statuses[answer.status_code] += 1
        assert answer.status_code < 500, (number, method, path, query, body and body[:80],
                                          answer.text[:300])
        if answer.status_code >= 400 and path.startswith("/api/"):
            assert answer.json()["code"], (method, path, answer.text[:300])
    print(f"\nHTTP: {HTTP_REQUESTS} fuzzed requests; by status: {dict(sorted(statuses.items()))}")
