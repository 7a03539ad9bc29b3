"""Test clients that speak the protocol over real WebSockets, and table set-up by HTTP."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import httpx2
from websockets.asyncio.client import ClientConnection, connect

from maumau.web.tables import delta

Message = dict[str, Any]
T = TypeVar("T")


def run_async(scenario: Coroutine[Any, Any, T]) -> T:
    """Run a client scenario on a fresh event loop in its own thread: the xdist worker's
    main thread may already run Playwright's loop (the browser tests share workers)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, scenario).result()


def create_table(http: str, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"variant": "classic", "preset": "single", "players": 2,
                            "name": "Anna", "bot_delay_ms": 0}
    body.update(fields)
    if "seats" not in body:
        body["seats"] = [{"kind": "human"}] + [{"kind": "bot", "level": "simple"}] * (
            body["players"] - 1)
    answer = httpx2.post(f"{http}/api/tables", json=body, timeout=10)
    assert answer.status_code == 201, answer.text
    created: dict[str, Any] = answer.json()
    return created


def join(http: str, code: str, name: str, seat: int | None) -> dict[str, Any]:
    answer = httpx2.post(f"{http}/api/tables/{code}/join", json={"name": name, "seat": seat},
                        timeout=10)
    assert answer.status_code == 200, answer.text
    joined: dict[str, Any] = answer.json()
    return joined


class Client:
    """One connection: every message it receives is kept in ``received``."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.received: list[Message] = []
        self.state: Message | None = None
        self.seat: int | None = None
        self.host = False

    @classmethod
    async def open(cls, ws: str, code: str, token: str | None) -> Client:
        client = cls(await connect(f"{ws}/ws/{code}", max_size=None))
        await client.send("hello", token=token, lang="en")
        welcome = await client.wait_for(lambda m: m["type"] in ("welcome", "error"))
        assert welcome["type"] == "welcome", welcome
        client.seat = welcome["seat"]
        client.host = welcome["host"]
        await client.wait_for(lambda m: m["type"] == "state")
        return client

    async def send(self, kind: str, **fields: Any) -> None:
        await self.socket.send(json.dumps({"v": 1, "type": kind, **fields}))

    async def receive(self, timeout: float = 10) -> Message:
        """The next message; a ``patch`` comes back as the whole ``state`` it makes."""
        message: Message = json.loads(await asyncio.wait_for(self.socket.recv(), timeout))
        if message["type"] == "patch":
            assert self.state is not None, "a patch before any state"
            message = delta.apply(self.state, message)
        self.received.append(message)
        if message["type"] == "state":
            self.state = message
        return message

    async def wait_for(self, wanted: Callable[[Message], bool], timeout: float = 10
                       ) -> Message:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError("the awaited message did not come")
            message = await self.receive(left)
            if wanted(message):
                return message

    async def until(self, wanted: Callable[[Message], bool], timeout: float = 10) -> Message:
        """The latest ``state`` if it satisfies ``wanted``, else the next one that does."""
        if self.state is not None and wanted(self.state):
            return self.state
        return await self.wait_for(lambda m: m["type"] == "state" and wanted(m), timeout)

    def my_turn(self) -> bool:
        state = self.state
        return bool(state and state["view"] and state["table"]["status"] == "playing"
                    and state["view"]["legal_actions"])

    async def close(self) -> None:
        await self.socket.close()


async def play_until(clients: list[Client], done: Callable[[Message], bool],
                     choose: Callable[[Message], str] = lambda s: s["view"]["legal_actions"][0],
                     timeout: float = 30) -> Message:
    """Let scripted clients play their turns (the host deals each next round, and starts
    a new match when one ends before ``done`` holds: a table's deals are random) until a
    ``state`` satisfies ``done``."""
    finished: asyncio.Future[Message] = asyncio.get_running_loop().create_future()

    async def run(client: Client) -> None:
        while not finished.done():
            state = client.state
            if state is not None and done(state):
                if not finished.done():
                    finished.set_result(state)
                return
            if client.my_turn() and state is not None:
                await client.send("action", state=state["state"], action=choose(state))
            elif client.host and state is not None and state["table"]["status"] == "round_over":
                await client.send("next_round")
            elif client.host and state is not None and state["table"]["status"] == "match_over":
                await client.send("new_match")
            await client.receive(timeout)

    tasks = [asyncio.ensure_future(run(client)) for client in clients]
    try:
        return await asyncio.wait_for(finished, timeout)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
