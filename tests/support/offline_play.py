"""A device at an offline table (:class:`maumau.web.offline.session.OfflineSession`), or at
a server's hub, driven through the protocol's messages: each page's view kept up to date
from ``state`` and ``patch`` (:func:`maumau.web.tables.delta.apply`), people who play the
first of their legal actions, rounds and matches played to their end.

Pure: it imports only the standard library and maumau's offline parts, so that the tests
run it in a Python where the server's libraries cannot be imported
(:mod:`tests.support.import_block`; tests/web/test_offline.py,
tests/support/offline_parity.py)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

from maumau.web.tables import delta

__all__ = [
    "Device",
    "body_of",
]

Receive = Callable[[str, str], Awaitable[None]]


def body_of(variant: str, levels: list[str], seed: int | None = None,
            local: int = 0) -> dict[str, Any]:
    """A table's ``POST /api/tables`` body: the creator, ``local`` people at the same
    device, and bots of ``levels``; no waiting (the bots' pace and throw-in windows 0)."""
    seats = ([{"kind": "human"}] + [{"kind": "local", "name": f"P{n + 2}"} for n in range(local)]
             + [{"kind": "bot", "level": level} for level in levels])
    body: dict[str, Any] = {"variant": variant, "name": "Ann", "players": len(seats),
                            "seats": seats, "bot_delay_ms": 0, "throw_in_seconds": 0}
    if seed is not None:
        body["seed"] = seed
    return body


class Device:
    """The pages of one device: each page (a token) with every message it got and its
    view made whole. ``receive(token, text)`` hands a page's message to the table."""

    def __init__(self) -> None:
        self.sent: dict[str, list[dict[str, Any]]] = {}
        self.whole: dict[str, dict[str, Any]] = {}
        self.receive: Receive | None = None
        self._ids = 0

    def send(self, token: str, text: str) -> None:
        """A message for the page ``token`` (the table's ``send``)."""
        message = json.loads(text)
        self.sent.setdefault(token, []).append(message)
        if message["type"] == "state":
            self.whole[token] = message
        elif message["type"] == "patch":
            self.whole[token] = delta.apply(self.whole[token], message)

    async def say(self, page: str, kind: str, **fields: Any) -> dict[str, Any] | None:
        """Send a message from the page ``page``; the answer that names it (``ref``), if any."""
        assert self.receive is not None
        self._ids += 1
        ref = self._ids
        await self.receive(page, json.dumps({"v": 1, "type": kind, "id": ref, **fields}))
        await asyncio.sleep(0)
        return next((m for m in reversed(self.sent.get(page, [])) if m.get("ref") == ref),
                    None)

    async def hello(self, token: str, lang: str = "de") -> None:
        await self.say(token, "hello", token=token, lang=lang, throw_in="never")

    def view(self, token: str) -> dict[str, Any] | None:
        found = self.whole.get(token)
        return found.get("view") if found is not None else None

    def status(self, token: str) -> str:
        return str(self.whole[token]["table"]["status"])

    async def play_round(self, tokens: list[str], steps: int = 20_000) -> None:
        """Play until the round is over: each page whose seat is to move plays its first
        legal action (throw-in windows pass by)."""
        for _ in range(steps):
            if self.status(tokens[0]) in ("round_over", "match_over"):
                return
            for token in tokens:
                view = self.view(token)
                if (view is not None and view["to_move"] == view["seat"]
                        and view["legal_actions"] and view["phase"] != "throw_in"):
                    await self.say(token, "action", state=self.whole[token]["state"],
                                   action=view["legal_actions"][0])
                    break
            else:
                await asyncio.sleep(0.001)
        raise AssertionError(f"the round did not end in {steps} steps")

    async def play_match(self, tokens: list[str]) -> None:
        """Play rounds until the match is over (the host, ``tokens[0]``, deals each)."""
        while True:
            await self.play_round(tokens)
            if self.status(tokens[0]) == "match_over":
                return
            await self.say(tokens[0], "next_round")
