"""Table talk through a real server, on SQLite and PostgreSQL: reactions
from the fixed set and short chat lines reach everybody at the table and are stored (a late
comer gets them with ``welcome``), text stays text, a seat that talks too fast is slowed
down, the host switches chat off (reactions stay), spectators are listed by name; every bad
message is refused with its code and nothing is stored."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from maumau.web.storage import db
from tests.web.clients import Client, create_table, join, run_async
from tests.web.servers import Running, server_in_thread
from tests.web.social import count

Message = dict[str, Any]


def answers(ref: str) -> Callable[[Message], bool]:
    return lambda message: bool(message.get("ref") == ref)


async def refused(client: Client, code: str, kind: str, **fields: Any) -> None:
    await client.send(kind, id="bad", **fields)
    answer = await client.wait_for(answers("bad"))
    assert answer["type"] == "error" and answer["code"] == code, answer


def check_talk(server: Running) -> None:
    created = create_table(server.http, players=3, seats=[
        {"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "easy"}])
    code = created["code"]
    bob = join(server.http, code, "Bob", 1)
    carl = join(server.http, code, "Carl", None)

    async def scenario() -> None:
        anna = await Client.open(server.ws, code, created["token"])
        bob_client = await Client.open(server.ws, code, bob["token"])
        watcher = await Client.open(server.ws, code, carl["token"])
        anonymous = await Client.open(server.ws, code, None)
        state = await anna.until(lambda s: s["table"]["spectators"] == 2)
        assert state["table"]["watchers"] == ["Carl"] and state["table"]["chat"] is True

        html = "<b>Hallo</b> <script>alert(1)</script>"
        await anna.send("talk", id="hi", text="  " + html + "  ")
        mine = await anna.wait_for(answers("hi"))
        assert mine["type"] == "talk" and mine["talk"]["text"] == html
        assert mine["talk"]["seat"] == 0 and mine["talk"]["name"] == "Anna"
        heard = await watcher.wait_for(lambda m: m["type"] == "talk")
        assert heard["talk"] == mine["talk"] and "ref" not in heard
        await bob_client.send("talk", id="r", reaction="well_played")
        reaction = await bob_client.wait_for(answers("r"))
        assert reaction["talk"]["kind"] == "reaction"
        assert reaction["talk"]["reaction"] == "well_played"

        stored = count(server, db.talk)
        for fields in ({}, {"text": "x", "reaction": "wow"}, {"reaction": "rude"},
                       {"text": ""}, {"text": "   "}, {"text": "x" * 201},
                       {"text": "a\u0000b"}, {"text": "\u202eevil"}, {"text": 5},
                       {"reaction": ["wow"]}):
            await refused(anna, "bad_talk", "talk", **fields)
        await refused(watcher, "not_seated", "talk", text="Ich schaue nur zu")
        await refused(bob_client, "not_host", "chat", on=False)
        await refused(anna, "malformed", "chat", on="off")
        await refused(anna, "malformed", "chat")
        assert count(server, db.talk) == stored

        await anna.send("chat", id="off", on=False)
        off = await anna.wait_for(answers("off"))
        assert off["table"]["chat"] is False
        await refused(bob_client, "chat_off", "talk", text="Hallo?")
        await bob_client.send("talk", id="r2", reaction="oops")
        assert (await bob_client.wait_for(answers("r2")))["type"] == "talk"
        await anna.send("chat", id="on", on=True)
        await anna.wait_for(answers("on"))

        late = await Client.open(server.ws, code, None)
        said = next(m for m in late.received if m["type"] == "welcome")
        assert [entry.get("text") or entry.get("reaction") for entry in said["talk"]] == [
            html, "well_played", "oops"]

        sent = 0
        while True:
            await bob_client.send("talk", id=f"fast{sent}", reaction="wow")
            answer = await bob_client.wait_for(answers(f"fast{sent}"))
            if answer["type"] == "error":
                assert answer["code"] == "rate_limited"
                break
            sent += 1
            assert sent <= 5, "the talk rate lets a seat say more than 5 in 10 seconds"
        assert sent >= 1
        for client in (anna, bob_client, watcher, anonymous, late):
            await client.close()

    run_async(scenario())


def test_talk_on_sqlite(server: Running) -> None:
    check_talk(server)


def test_chat_switch_survives_a_restart(tmp_path: Path) -> None:
    with server_in_thread(tmp_path) as running:
        created = create_table(running.http)

        async def switch_off() -> None:
            anna = await Client.open(running.ws, created["code"], created["token"])
            await anna.send("chat", id="off", on=False)
            await anna.wait_for(answers("off"))
            await anna.close()

        run_async(switch_off())
    with server_in_thread(tmp_path) as running:

        async def after() -> None:
            anna = await Client.open(running.ws, created["code"], created["token"])
            assert anna.state is not None and anna.state["table"]["chat"] is False
            await refused(anna, "chat_off", "talk", text="Hallo")
            await anna.close()

        run_async(after())


def test_talk_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        check_talk(running)
